// Sessions that end when they should: logout, a password change and a disabled
// account end the access tokens in hand at once, not when they expire; a refresh token presented
// again after its rotation ends its whole log-in (RFC 9700 §4.14), and only that one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rols } from '../../src/db/schema/index.ts';
import { adminCaller, serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe.each(databaseKinds())('ending sessions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
  });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      ...form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
  const revoke = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/oauth/revoke', ...form({ token }) });
  const self = (accessToken: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/usuaris/self',
      headers: bearer(accessToken, { 'accept-language': 'en' }),
    });
  /** The same user logged in on two devices. */
  async function twoSessions() {
    const user = await ctx.factories.user();
    const phone = await ctx.factories.login(user);
    const laptop = await ctx.factories.login(user);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    expect((await self(laptop.access_token)).statusCode).toBe(200);
    return { user, phone, laptop };
  }

  it('logout with the refresh token ends that session’s access token at once, and no other session', async () => {
    const { phone, laptop } = await twoSessions();
    expect((await revoke(phone.refresh_token)).statusCode).toBe(200);

    const refused = await self(phone.access_token);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({
      error: 'invalid_token',
      missatge: 'errors.tokenExpired',
      error_description: 'Your session has expired. Please log in again.',
    });
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
    // The laptop's session is another log-in: it goes on.
    expect((await self(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('logout with the access token ends its session: the refresh token of that log-in stops too', async () => {
    const { phone, laptop } = await twoSessions();
    expect(json(await revoke(phone.access_token))).toEqual({ revoked: true });
    expect((await self(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
    expect((await self(laptop.access_token)).statusCode).toBe(200);
  });

  it('logout with a token already rotated still ends the log-in it belongs to', async () => {
    const { phone } = await twoSessions();
    const renewed = json<Tokens>(await refresh(phone.refresh_token));
    await revoke(phone.refresh_token);
    expect((await self(renewed.access_token)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(400);
  });

  it('a password change ends every session of the user at once, the one that changed it too', async () => {
    const { user, phone, laptop } = await twoSessions();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/canviar-contrasenya',
      headers: bearer(laptop.access_token),
      payload: {
        currentPassword: user.password,
        password: 'a-brand-new-pass',
        confirmPassword: 'a-brand-new-pass',
      },
    });
    expect(changed.statusCode).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await self(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    }
    const fresh = await ctx.factories.login({ username: user.username, password: 'a-brand-new-pass' });
    expect((await self(fresh.access_token)).statusCode).toBe(200);
  });

  it('disabling the account ends its access tokens at once', async () => {
    const admin = await adminCaller(ctx);
    const { user, phone, laptop } = await twoSessions();
    const [clientRole] = await ctx.testDb.database.db.select().from(rols).where(eq(rols.nom, 'CLIENT'));
    const disabled = await admin.api.put('/usuaris', {
      idUsuari: user.idUsuari,
      username: user.username,
      email: user.email,
      idioma: 'ca',
      roles: [clientRole!.idRol],
      codigoCliente: user.codigoCliente,
      actiu: false,
    });
    expect(disabled.statusCode).toBe(200);
    for (const session of [phone, laptop]) expect((await self(session.access_token)).statusCode).toBe(401);
  });

  it('a rotated refresh token presented again ends its whole log-in, and only that log-in', async () => {
    const { phone, laptop } = await twoSessions();
    const second = json<Tokens>(await refresh(phone.refresh_token));
    const third = json<Tokens>(await refresh(second.refresh_token));
    expect((await self(third.access_token)).statusCode).toBe(200);

    // The first token again: whoever sends it, thief or owner, the family ends.
    const replay = await refresh(phone.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toEqual({
      error: 'invalid_grant',
      missatge: 'auth.invalidRefreshToken',
      error_description: 'The session is no longer valid. Please log in again.',
    });
    expect((await refresh(third.refresh_token)).statusCode).toBe(400);
    for (const access of [phone.access_token, second.access_token, third.access_token])
      expect((await self(access)).statusCode).toBe(401);

    // The same user's other log-in is untouched.
    expect((await self(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('of two renewals with the same token at once, one wins and the other ends the log-in', async () => {
    const { phone } = await twoSessions();
    const answers = await Promise.all([refresh(phone.refresh_token), refresh(phone.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = json<Tokens>(answers.find((answer) => answer.statusCode === 200)!);
    expect((await self(winner.access_token)).statusCode).toBe(401);
    expect((await refresh(winner.refresh_token)).statusCode).toBe(400);
  });

  it('logout answers 200 for anything, as RFC 7009 asks, and a new log-in works after it', async () => {
    const { user, phone } = await twoSessions();
    for (const token of ['not-a-token', 'a.b.c', phone.refresh_token, phone.refresh_token])
      expect((await revoke(token)).statusCode).toBe(200);
    const again = await ctx.factories.login(user);
    expect((await self(again.access_token)).statusCode).toBe(200);
    expect(await serverErrors(ctx)).toEqual([]);
  });
});
