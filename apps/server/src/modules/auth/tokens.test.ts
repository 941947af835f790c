import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { TokenService } from './tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0000';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token, and again from memory, until the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService(SECRET, 60, 3600);
    const token = await tokens.signAccess({ idUsuari: 7, sessionVersion: 0, sessionId: 11 });
    expect(await tokens.verifyAccess(token)).toEqual({ idUsuari: 7, sessionVersion: 0, sessionId: 11 });
    expect(await tokens.verifyAccess(token)).toEqual({ idUsuari: 7, sessionVersion: 0, sessionId: 11 });
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await tokens.verifyAccess(token)).toBe('expired');
    expect(await tokens.verifyAccess(token)).toBe('expired');
  });

  it('refuses a token signed with another secret, altered, or not a token at all', async () => {
    const tokens = new TokenService(SECRET, 60, 3600);
    const foreign = await new TokenService('another-secret-another-secret-000000', 60, 3600).signAccess({
      idUsuari: 7,
      sessionVersion: 0,
      sessionId: 11,
    });
    expect(await tokens.verifyAccess(foreign)).toBe('invalid');
    const own = await tokens.signAccess({ idUsuari: 7, sessionVersion: 0, sessionId: 11 });
    expect(await tokens.verifyAccess(own)).toEqual({ idUsuari: 7, sessionVersion: 0, sessionId: 11 });
    // Same header and signature, another subject: remembering `own` must not let this one in.
    const [header, , signature] = own.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', exp: 4102444800 })).toString('base64url')}.${signature}`;
    expect(await tokens.verifyAccess(forged)).toBe('invalid');
    expect(await tokens.verifyAccess('not-a-token')).toBe('invalid');
  });

  it('carries the session version it was issued under', async () => {
    const tokens = new TokenService(SECRET, 60, 3600);
    const token = await tokens.signAccess({ idUsuari: 7, sessionVersion: 3, sessionId: 42 });
    expect(await new TokenService(SECRET, 60, 3600).verifyAccess(token)).toEqual({
      idUsuari: 7,
      sessionVersion: 3,
      sessionId: 42,
    });
  });

  it('refuses a token that names no session (signed before sessions existed): logout could not end it', async () => {
    const legacy = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await new TokenService(SECRET, 60, 3600).verifyAccess(legacy)).toBe('invalid');
  });
});
