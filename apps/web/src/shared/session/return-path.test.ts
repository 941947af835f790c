// The screen asked for without a session survives the login, and only a path of this site does.
import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf } from './return-path.ts';

describe('return path through the login', () => {
  it('carries the screen and its query to the login screen', () => {
    expect(loginPathFor('/aprovacions', '?pedido=WEB-0000124')).toBe(
      '/login?next=%2Faprovacions%3Fpedido%3DWEB-0000124',
    );
    expect(loginPathFor('/', '')).toBe('/login');
    expect(loginPathFor('/login', '?next=/x')).toBe('/login');
  });

  it('goes on to a path of this site, and nowhere else', () => {
    expect(returnPathOf('/aprovacions?pedido=WEB-0000124')).toBe('/aprovacions?pedido=WEB-0000124');
    expect(returnPathOf('/history')).toBe('/history');
    for (const unsafe of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/',
      ' /history',
    ])
      expect(returnPathOf(unsafe)).toBeNull();
  });
});
