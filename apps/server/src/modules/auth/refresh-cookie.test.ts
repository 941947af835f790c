import { describe, expect, it } from 'vitest';
import { cookieSecureFor } from './refresh-cookie.ts';

describe('whether the refresh-token cookie is marked Secure', () => {
  it('is, over HTTPS and on this machine (browsers count localhost and 127.0.0.1 as secure)', () => {
    for (const url of [
      'https://comandes.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3220',
      'http://[::1]:3000',
      'http://portal.localhost',
    ])
      expect(cookieSecureFor(url), url).toBe(true);
  });

  it('is not over plain HTTP at another host, where a Secure cookie would never come back', () => {
    expect(cookieSecureFor('http://192.168.1.20:3000')).toBe(false);
    expect(cookieSecureFor('http://portal.intranet')).toBe(false);
  });
});
