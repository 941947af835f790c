// The users administration's enable/disable (`actiu` in `PUT /usuaris`) and the customer picker's
// search (`GET /clientes`), through the real HTTP stack.
import type { AdminUser } from '@portal/domain/admin-users';
import type { CustomerSummary } from '@portal/domain/customer-search';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rols } from '../../src/db/schema/index.ts';
import {
  adminCaller,
  callerWith,
  changesOf,
  dades,
  serverErrors,
  uniqueName,
  type Caller,
} from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('disabling and enabling a login on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  let adminId: number;
  let clientRole: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const admin = await adminCaller(ctx);
    api = admin.api;
    adminId = admin.user.idUsuari;
    const [role] = await ctx.testDb.database.db.select().from(rols).where(eq(rols.nom, 'CLIENT'));
    clientRole = role!.idRol;
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const login = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const self = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/usuaris/self', headers: bearer(accessToken) });

  /** A customer login created through the API, with two open sessions. */
  async function userWithSessions() {
    const customer = await ctx.factories.customer();
    const name = uniqueName('act');
    const body = {
      username: name,
      email: `${name}@example.com`,
      nomContacte: 'Pau Serra',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
      idioma: 'ca',
      roles: [clientRole],
      codigoCliente: customer.codigo,
    };
    const created = dades<AdminUser>(await api.post('/usuaris', body));
    expect(created.actiu).toBe(true);
    const sessions = [
      await ctx.factories.login({ username: name, password: body.password }),
      await ctx.factories.login({ username: body.email, password: body.password }),
    ];
    const { password: _p, confirmPassword: _c, ...fields } = body;
    return { created, sessions, fields, password: body.password };
  }

  it('disabling a login ends its sessions at once and refuses its log-in', async () => {
    const { created, sessions, fields, password } = await userWithSessions();
    expect((await self(sessions[0]!.access_token)).statusCode).toBe(200);

    const response = await api.put('/usuaris', { ...fields, idUsuari: created.idUsuari, actiu: false });
    expect(response.statusCode).toBe(200);
    expect(json(response).missatge).toBe('users.saved');
    expect(dades<AdminUser>(response)).toMatchObject({ idUsuari: created.idUsuari, actiu: false });

    // Every refresh token is revoked, and the access tokens still in hand are refused.
    for (const session of sessions) {
      const renewed = await refresh(session.refresh_token);
      expect(renewed.statusCode).toBe(400);
      expect(json(renewed)).toMatchObject({ error: 'invalid_grant' });
      expect((await self(session.access_token)).statusCode).toBe(401);
    }
    // Right password, by user name or e-mail: refused the same as a wrong one.
    for (const name of [fields.username, fields.email]) {
      const refused = await login(name, password);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ error: 'invalid_grant', missatge: 'auth.invalidCredentials' });
    }

    const listed = dades<{ content: AdminUser[] }>(await api.get(`/usuaris?text=${fields.username}`));
    expect(listed.content).toEqual([expect.objectContaining({ idUsuari: created.idUsuari, actiu: false })]);
    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change).toMatchObject({ tipus: 'UPDATE', idUsuari: adminId });
    expect(change!.detall).toEqual({ actiu: { from: true, to: false } });
  });

  it('a new password set by an administrator ends the access tokens in hand at once, not when they expire', async () => {
    const { created, sessions, fields } = await userWithSessions();
    expect((await self(sessions[0]!.access_token)).statusCode).toBe(200);
    const changed = await api.put('/usuaris', {
      ...fields,
      idUsuari: created.idUsuari,
      password: 'another-good-password',
      confirmPassword: 'another-good-password',
    });
    expect(changed.statusCode).toBe(200);
    for (const session of sessions) {
      const refused = await self(session.access_token);
      expect(refused.statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    }
    // A session opened with the new password works, and the admin's own session was not touched.
    const fresh = await login(fields.username, 'another-good-password');
    expect((await self(json<{ access_token: string }>(fresh).access_token)).statusCode).toBe(200);
    expect((await api.get('/usuaris/self')).statusCode).toBe(200);
  });

  it('enabling it again lets the user log in, and an edit without `actiu` keeps it as it was', async () => {
    const { created, sessions, fields, password } = await userWithSessions();
    await api.put('/usuaris', { ...fields, idUsuari: created.idUsuari, actiu: false });

    // An edit that does not mention `actiu` leaves the login disabled.
    const edited = await api.put('/usuaris', {
      ...fields,
      idUsuari: created.idUsuari,
      nomContacte: 'Pau S.',
    });
    expect(dades<AdminUser>(edited)).toMatchObject({ nomContacte: 'Pau S.', actiu: false });
    expect((await login(fields.username, password)).statusCode).toBe(400);

    const enabled = await api.put('/usuaris', {
      ...fields,
      idUsuari: created.idUsuari,
      nomContacte: 'Pau S.',
      actiu: true,
    });
    expect(enabled.statusCode).toBe(200);
    expect(dades<AdminUser>(enabled).actiu).toBe(true);
    const tokens = await login(fields.username, password);
    expect(tokens.statusCode).toBe(200);
    expect((await self(json<{ access_token: string }>(tokens).access_token)).statusCode).toBe(200);
    // The sessions ended by disabling stay ended.
    expect((await refresh(sessions[0]!.refresh_token)).statusCode).toBe(400);
    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change!.detall).toEqual({ actiu: { from: false, to: true } });

    // Enabling an enabled login ends nobody's session.
    const fresh = json<{ refresh_token: string }>(tokens);
    await api.put('/usuaris', { ...fields, idUsuari: created.idUsuari, actiu: true });
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an administrator disabling themself with 422, and a non-boolean `actiu` with 400', async () => {
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const own = callerWith(ctx, admin.token);
    const body = {
      idUsuari: admin.user.idUsuari,
      username: admin.user.username,
      email: admin.user.email,
      idioma: 'ca',
      roles: [],
    };
    const refused = await own.call('PUT', '/usuaris', { ...body, actiu: false }, 'en');
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      missatge: 'admin.users.cannotDisableSelf',
      error_description: 'You cannot disable your own user.',
    });
    expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
    const odd = await own.put('/usuaris', { ...body, actiu: 'no' });
    expect(odd.statusCode).toBe(400);
    expect(json(odd).errors).toEqual([expect.objectContaining({ field: 'actiu' })]);
    expect(await changesOf(ctx, 'usuaris', admin.user.idUsuari)).toEqual([]);
  });
});

describe.each(databaseKinds())('the customer picker’s search on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  const tag = uniqueName('Q').toUpperCase();
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    api = (await adminCaller(ctx)).api;
    // Codes share the tag so that the tests only ever see their own companies.
    await ctx.factories.customer({ codigo: `${tag}-001`, razonSocial: 'Talleres Àguila SL' });
    await ctx.factories.customer({ codigo: `${tag}-002`, razonSocial: `Ferralla del Ebro SA ${tag}` });
    await ctx.factories.customer({ codigo: `${tag}-010`, razonSocial: `Calderería Norte SL ${tag}` });
    await ctx.factories.customer({ codigo: `${tag}-0`, razonSocial: `100% Soldadura SL ${tag}` });
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const search = async (query: string) => {
    const response = await api.get(`/clientes?${query}`);
    expect(response.statusCode, query).toBe(200);
    return json<CustomerSummary[]>(response);
  };

  it('finds customers by part of the code, the exact code first, answering code and company name only', async () => {
    const found = await search(`text=${encodeURIComponent(`${tag}-0`)}`);
    expect(found.map((customer) => customer.codigo)).toEqual([
      `${tag}-0`,
      `${tag}-001`,
      `${tag}-002`,
      `${tag}-010`,
    ]);
    expect(found[1]).toEqual({ codigo: `${tag}-001`, razonSocial: 'Talleres Àguila SL' });
    expect(Object.keys(found[0]!).sort()).toEqual(['codigo', 'razonSocial']);
  });

  it('finds customers by company name ignoring case and accents', async () => {
    expect(await search('text=aguila')).toEqual([
      { codigo: `${tag}-001`, razonSocial: 'Talleres Àguila SL' },
    ]);
    const byName = await search(`text=${encodeURIComponent(`CALDERERIA NORTE SL ${tag.toLowerCase()}`)}`);
    expect(byName.map((customer) => customer.codigo)).toEqual([`${tag}-010`]);
    // `%` is a letter to find, not a wildcard.
    expect((await search('text=%25')).map((customer) => customer.codigo)).toEqual([`${tag}-0`]);
    expect(await search(`text=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
  });

  it('answers a short list: `size` bounds it, and without text it lists by code', async () => {
    const two = await search(`text=${tag}&size=2`);
    expect(two.map((customer) => customer.codigo)).toEqual([`${tag}-0`, `${tag}-001`]);
    const all = await search('');
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.length).toBeLessThanOrEqual(20);
    const codes = all.map((customer) => customer.codigo);
    expect(codes).toEqual([...codes].sort());
    for (const query of ['size=0', 'size=51', 'size=abc', 'text=%00']) {
      expect((await api.get(`/clientes?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is the administrators’: a customer gets 403 and nobody 401', async () => {
    const customer = await ctx.factories.session({ role: 'CLIENT' });
    const refused = await callerWith(ctx, customer.token).get(`/clientes?text=${tag}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ missatge: 'errors.forbidden' });
    expect((await callerWith(ctx, null).get('/clientes')).statusCode).toBe(401);
  });
});
