// The web app's refresh token in a cookie no script can read: HttpOnly, Secure,
// SameSite=Strict, scoped to /auth/oauth; renewed from the cookie alone, never in the body; a
// renewal or logout started by another origin does nothing; logout ends the session and clears it.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' };

/** `name=value` of the Set-Cookie for `name`, and its attributes, lower case. */
function cookieOf(response: LightMyRequestResponse, name: string) {
  const header = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe.each(databaseKinds())('the refresh-token cookie on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { ...FORM, ...headers },
    });
  const withCookie = (refresh: string, extra: Record<string, string> = {}) => ({
    cookie: `portal_refresh=${refresh}; portal_has_session=1`,
    'sec-fetch-site': 'same-origin',
    ...extra,
  });
  const self = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/usuaris/self', headers: bearer(accessToken) });
  async function cookieLogin() {
    const user = await ctx.factories.user();
    const response = await post('/auth/oauth/token', {
      grant_type: 'password',
      username: user.username,
      password: user.password,
      token_delivery: 'cookie',
    });
    expect(response.statusCode).toBe(200);
    return {
      user,
      response,
      refresh: cookieOf(response, 'portal_refresh')!.value,
      access: json<{ access_token: string }>(response).access_token,
    };
  }

  it('logs in with the refresh token in an HttpOnly, Secure, SameSite=Strict cookie for /auth/oauth, not in the body', async () => {
    const { response } = await cookieLogin();
    const body = json(response);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    const refresh = cookieOf(response, 'portal_refresh')!;
    expect(refresh.value.length).toBeGreaterThan(30);
    expect(refresh.attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'secure',
        'samesite=strict',
        'path=/auth/oauth',
        `max-age=${14 * 24 * 3600}`,
      ]),
    );
    // Its readable companion says only that there is a session, for the whole site.
    const hint = cookieOf(response, 'portal_has_session')!;
    expect(hint.value).toBe('1');
    expect(hint.attributes).toEqual(expect.arrayContaining(['secure', 'samesite=strict', 'path=/']));
    expect(hint.attributes).not.toContain('httponly');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('renews from the cookie alone, rotating it; the old cookie sent again ends the session', async () => {
    const { refresh } = await cookieLogin();
    const renewed = await post('/auth/oauth/token', { grant_type: 'refresh_token' }, withCookie(refresh));
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed)).not.toHaveProperty('refresh_token');
    const next = cookieOf(renewed, 'portal_refresh')!.value;
    expect(next).not.toBe(refresh);
    const access = json<{ access_token: string }>(renewed).access_token;
    expect((await self(access)).statusCode).toBe(200);

    const replay = await post('/auth/oauth/token', { grant_type: 'refresh_token' }, withCookie(refresh));
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toMatchObject({ error: 'invalid_grant', missatge: 'auth.invalidRefreshToken' });
    // The dead cookies are cleared, and the session they belonged to is over.
    expect(cookieOf(replay, 'portal_refresh')!.attributes).toEqual(
      expect.arrayContaining(['path=/auth/oauth']),
    );
    expect(cookieOf(replay, 'portal_refresh')!.value).toBe('');
    expect(cookieOf(replay, 'portal_has_session')!.value).toBe('');
    expect((await self(access)).statusCode).toBe(401);
    expect(
      (await post('/auth/oauth/token', { grant_type: 'refresh_token' }, withCookie(next))).statusCode,
    ).toBe(400);
  });

  it('does not renew for a request another origin started, and leaves the cookie’s session as it was', async () => {
    const { refresh } = await cookieLogin();
    for (const site of ['cross-site', 'same-site', 'none']) {
      const refused = await post(
        '/auth/oauth/token',
        { grant_type: 'refresh_token' },
        withCookie(refresh, { 'sec-fetch-site': site }),
      );
      expect(refused.statusCode, site).toBe(400);
      expect(json(refused).error).toBe('invalid_grant');
    }
    expect(
      (await post('/auth/oauth/token', { grant_type: 'refresh_token' }, withCookie(refresh))).statusCode,
    ).toBe(200);
  });

  it('refuses a renewal with neither a refresh token nor the cookie, and a bad delivery', async () => {
    const missing = await post('/auth/oauth/token', { grant_type: 'refresh_token' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({
      error: 'invalid_grant',
      missatge: 'auth.invalidRefreshToken',
      error_description: 'The session is no longer valid. Please log in again.',
    });
    const odd = await post('/auth/oauth/token', {
      grant_type: 'password',
      username: 'x',
      password: 'y',
      token_delivery: 'pigeon',
    });
    expect(odd.statusCode).toBe(400);
    expect(json(odd)).toMatchObject({
      error: 'invalid_request',
      errors: [expect.objectContaining({ field: 'token_delivery' })],
    });
  });

  it('logs out with the cookie: the session ends at once and both cookies are cleared', async () => {
    const { refresh, access } = await cookieLogin();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/revoke',
      payload: '',
      headers: { ...FORM, ...withCookie(refresh) },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout, 'portal_refresh')!.value).toBe('');
    expect(cookieOf(logout, 'portal_has_session')!.value).toBe('');
    expect((await self(access)).statusCode).toBe(401);
    expect(
      (await post('/auth/oauth/token', { grant_type: 'refresh_token' }, withCookie(refresh))).statusCode,
    ).toBe(400);
  });

  it('does not log anyone out for another origin, which can only have sent the cookie from the same site', async () => {
    const { refresh, access } = await cookieLogin();
    const forged = await post(
      '/auth/oauth/revoke',
      {},
      withCookie(refresh, { 'sec-fetch-site': 'same-site' }),
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await self(access)).statusCode).toBe(200);
    expect(await serverErrors(ctx)).toEqual([]);
  });
});
