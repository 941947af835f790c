import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../src/modules/auth/auth-service.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(databaseKinds())('login and session on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 1000, windowSeconds: 300 } },
    });
  });
  afterAll(() => ctx.close());

  const token = (fields: Record<string, string>, language = 'ca') =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      ...form(fields),
      headers: { ...form(fields).headers, 'accept-language': language },
    });

  it('issues an access and a refresh token for the right password, by user name or e-mail', async () => {
    const user = await ctx.factories.user();
    for (const login of [user.username, user.email.toUpperCase()]) {
      const response = await token({ grant_type: 'password', username: login, password: user.password });
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      expect(String(body.access_token).split('.')).toHaveLength(3);
      expect(String(body.refresh_token).length).toBeGreaterThan(30);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a wrong password and an unknown user alike, in the request language', async () => {
    const user = await ctx.factories.user();
    const wrong = await token(
      { grant_type: 'password', username: user.username, password: 'not-it-at-all' },
      'en',
    );
    const unknown = await token(
      { grant_type: 'password', username: 'nobody-here', password: 'whatever-pass' },
      'es',
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      error: 'invalid_grant',
      missatge: 'auth.invalidCredentials',
      error_description: 'The user name or password is not correct.',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error_description).toBe('El usuario o la contraseña no son correctos.');
  });

  it('answers OAuth2 errors for a missing field and an unsupported grant', async () => {
    const missing = await token({ grant_type: 'password', username: 'someone' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ error: 'invalid_request', missatge: 'auth.missingField' });
    expect(json(missing).error_description).toContain('password');
    const unsupported = await token({ grant_type: 'client_credentials' });
    expect(json(unsupported)).toMatchObject({ error: 'unsupported_grant_type' });
    const noGrant = await token({});
    expect(json(noGrant)).toMatchObject({ error: 'invalid_request' });
  });

  it('rotates the refresh token and refuses the old one', async () => {
    const user = await ctx.factories.user();
    const first = json<{ refresh_token: string; access_token: string }>(
      await token({ grant_type: 'password', username: user.username, password: user.password }),
    );
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(renewed.statusCode).toBe(200);
    const second = json<{ refresh_token: string; access_token: string }>(renewed);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const self = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/usuaris/self',
      headers: bearer(second.access_token),
    });
    expect(self.statusCode).toBe(200);
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).missatge).toBe('auth.invalidRefreshToken');
  });

  it('ends the session on logout: the revoked refresh token no longer works', async () => {
    const { refreshToken } = await ctx.factories.session();
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/revoke',
      ...form({ token: refreshToken }),
    });
    expect(revoke.statusCode).toBe(200);
    const after = await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(after.statusCode).toBe(400);
  });

  it('answers 401 for a missing, malformed, forged or expired access token', async () => {
    const { user } = await ctx.factories.session();
    const url = '/api/v1/usuaris/self';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.idUsuari))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(forged) })).statusCode).toBe(401);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.idUsuari))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-000'));
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(expired, { 'accept-language': 'en' }),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      error: 'invalid_token',
      missatge: 'errors.tokenExpired',
      error_description: 'Your session has expired. Please log in again.',
    });
  });
});

describe.each(databaseKinds())('login rate limit per address on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, perIp: { max: 4, windowSeconds: 300 } },
    });
  });
  afterAll(() => ctx.close());

  it('refuses the attempts of one address past the limit, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const user = await ctx.factories.user();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/oauth/token',
        ...form({ grant_type: 'password', username: user.username, password: user.password }),
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const other = await ctx.factories.user();
    const fromElsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      ...form({ grant_type: 'password', username: other.username, password: other.password }),
      remoteAddress: '198.51.100.9',
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});
