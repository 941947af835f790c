import type { AdminUser } from '@portal/domain/admin-users';
import type { Page } from '@portal/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rols } from '../../src/db/schema/index.ts';
import {
  adminCaller,
  changesOf,
  dades,
  serverErrors,
  uniqueName,
  type Caller,
} from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('users administration on %s', (kind) => {
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

  const newUser = (overrides: Record<string, unknown> = {}) => {
    const name = uniqueName('u');
    return {
      username: name,
      email: `${name}@example.com`,
      nomContacte: 'Núria Ferré',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
      idioma: 'es',
      roles: [clientRole],
      ...overrides,
    };
  };

  it('creates a user who can then log in, and registers the change without the password', async () => {
    const customer = await ctx.factories.customer();
    const body = newUser({ codigoCliente: customer.codigo });
    const response = await api.post('/usuaris', body);
    expect(response.statusCode).toBe(201);
    expect(json(response).missatge).toBe('users.saved');
    const created = dades<AdminUser>(response);
    expect(created).toMatchObject({
      username: body.username,
      email: body.email,
      nomContacte: 'Núria Ferré',
      idioma: 'es',
      codigoCliente: customer.codigo,
      razonSocial: customer.razonSocial,
      roles: [{ idRol: clientRole, nom: 'CLIENT' }],
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
    await ctx.factories.login({ username: body.username, password: body.password });

    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change).toMatchObject({ tipus: 'INSERT', idUsuari: adminId });
    expect(JSON.stringify(change!.detall)).not.toMatch(/password|a-good-password|scrypt/i);
  });

  it('lists users paged without password hashes, with roles and customer', async () => {
    const created = dades<AdminUser>(await api.post('/usuaris', newUser()));
    const response = await api.get(`/usuaris?text=${created.username}&page=0&size=5`);
    expect(response.statusCode).toBe(200);
    const page = dades<Page<AdminUser>>(response);
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, number: 0, size: 5 });
    expect(page.content[0]).toMatchObject({
      idUsuari: created.idUsuari,
      roles: [{ nom: 'CLIENT' }],
      codigoCliente: null,
    });
    expect(response.body).not.toMatch(/passwordHash|scrypt\$/);
  });

  it('filters by text ignoring case and accents, and pages and sorts', async () => {
    const tag = uniqueName('grp');
    for (const nom of ['Àngel Ruiz', 'angel Soler', 'Berta Puig']) {
      await api.post('/usuaris', newUser({ nomContacte: `${nom} ${tag}` }));
    }
    const found = dades<Page<AdminUser>>(
      await api.get(`/usuaris?text=${encodeURIComponent(`ANGEL`)}%20&size=200`),
    );
    const ours = found.content.filter((user) => user.nomContacte?.endsWith(tag));
    expect(ours.map((user) => user.nomContacte)).toHaveLength(2);

    const sorted = dades<Page<AdminUser>>(
      await api.get(`/usuaris?text=${tag}&sort=nomContacte,desc&size=2&page=0`),
    );
    expect(sorted).toMatchObject({ totalElements: 3, totalPages: 2, size: 2, number: 0 });
    expect(sorted.content.map((user) => user.nomContacte)).toEqual([
      `Berta Puig ${tag}`,
      `angel Soler ${tag}`,
    ]);
    const second = dades<Page<AdminUser>>(
      await api.get(`/usuaris?text=${tag}&sort=nomContacte,desc&size=2&page=1`),
    );
    expect(second.content.map((user) => user.nomContacte)).toEqual([`Àngel Ruiz ${tag}`]);
    const beyond = dades<Page<AdminUser>>(await api.get(`/usuaris?text=${tag}&size=2&page=50`));
    expect(beyond).toMatchObject({ content: [], totalElements: 3, number: 50 });
  });

  it('answers 400, never 500, for odd list queries, and treats SQL-looking text as text', async () => {
    for (const query of [
      'sort=passwordHash,asc',
      'sort=username,sideways',
      'size=100000',
      'size=0',
      'page=-1',
      'page=abc',
      'size=1e400',
    ]) {
      const response = await api.get(`/usuaris?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).missatge).toBe('errors.validation');
    }
    const sortError = json<{ errors: { field: string; missatge: string }[] }>(
      await api.get('/usuaris?sort=password'),
    );
    expect(sortError.errors[0]).toMatchObject({ field: 'sort', missatge: 'validation.invalidEnum' });
    // `%` and `_` are letters here, not wildcards that would match every user.
    for (const text of ["' or 1=1 --", '%', '_%', '\\', "'); drop table usuaris; --"]) {
      const response = await api.get(`/usuaris?text=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
      expect(dades<Page<AdminUser>>(response).totalElements, text).toBe(0);
    }
    expect((await api.get('/usuaris?text=%00')).statusCode).toBe(400);
    expect((await api.get('/usuaris?sort=email,DESC')).statusCode).toBe(200);
    // The last page a database integer can name is empty; past it, a 400 like any integer past its column.
    const farAway = await api.get(`/usuaris?page=2147483647&size=200`);
    expect(farAway.statusCode).toBe(200);
    expect(dades<Page<AdminUser>>(farAway).content).toEqual([]);
    expect((await api.get(`/usuaris?page=${Number.MAX_SAFE_INTEGER}&size=200`)).statusCode).toBe(400);
  });

  it('refuses mismatched or short passwords and a bad e-mail with translated field errors', async () => {
    const mismatch = await api.call('POST', '/usuaris', newUser({ confirmPassword: 'something-else' }), 'en');
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).errors).toEqual([
      {
        field: 'confirmPassword',
        missatge: 'validation.passwordsDontMatch',
        error_description: 'The passwords do not match.',
      },
    ]);
    const short = json(await api.post('/usuaris', newUser({ password: 'short', confirmPassword: 'short' })));
    expect(short.errors).toEqual([
      expect.objectContaining({ field: 'password', missatge: 'validation.passwordLength' }),
    ]);
    const email = json(await api.post('/usuaris', newUser({ email: 'not-an-email' })));
    expect(email.errors).toEqual([expect.objectContaining({ field: 'email', missatge: 'validation.email' })]);
    const username = json(await api.post('/usuaris', newUser({ username: 'someone@else.com' })));
    expect(username.errors).toEqual([
      expect.objectContaining({ field: 'username', missatge: 'admin.users.usernameFormat' }),
    ]);
    const missing = await api.post('/usuaris', {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', missatge: 'validation.required' }),
      ]),
    );
    expect((await api.post('/usuaris', newUser({ roles: ['x'] }))).statusCode).toBe(400);
    expect((await api.post('/usuaris', newUser({ roles: [99_999_999_999] }))).statusCode).toBe(400);
  });

  it('refuses a duplicate user name or e-mail, whatever the case, with 409', async () => {
    const first = newUser();
    expect((await api.post('/usuaris', first)).statusCode).toBe(201);
    const sameName = await api.call(
      'POST',
      '/usuaris',
      newUser({ username: first.username.toUpperCase() }),
      'es',
    );
    expect(sameName.statusCode).toBe(409);
    expect(json(sameName)).toMatchObject({ error: 'conflict', missatge: 'users.alreadyExists' });
    expect(json(sameName).error_description).toContain('El usuario ya existe');
    const sameEmail = await api.post('/usuaris', newUser({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
  });

  it('answers 404 for an unknown role or customer, and writes nothing', async () => {
    const body = newUser({ roles: [987654] });
    const role = await api.post('/usuaris', body);
    expect(role.statusCode).toBe(404);
    expect(json(role).missatge).toBe('admin.roles.unknown');
    const customer = await api.post('/usuaris', newUser({ codigoCliente: 'NOPE-1' }));
    expect(customer.statusCode).toBe(404);
    expect(json(customer).missatge).toBe('admin.users.unknownCustomer');
    expect(dades<Page<AdminUser>>(await api.get(`/usuaris?text=${body.username}`)).totalElements).toBe(0);
  });

  it('updates a user, records what changed, and keeps the password when none is sent', async () => {
    const body = newUser();
    const created = dades<AdminUser>(await api.post('/usuaris', body));
    const response = await api.put('/usuaris', {
      ...body,
      idUsuari: created.idUsuari,
      nomContacte: 'Nou Nom',
      idioma: 'en',
      roles: [],
      password: '',
      confirmPassword: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).missatge).toBe('users.saved');
    expect(dades<AdminUser>(response)).toMatchObject({ nomContacte: 'Nou Nom', idioma: 'en', roles: [] });
    await ctx.factories.login({ username: body.username, password: body.password });
    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change).toMatchObject({ tipus: 'UPDATE', idUsuari: adminId });
    expect(change!.detall).toEqual({
      nomContacte: { from: 'Núria Ferré', to: 'Nou Nom' },
      idioma: { from: 'es', to: 'en' },
      roles: { from: [clientRole], to: [] },
    });
  });

  it('changing the password ends the user’s sessions, and the new one works', async () => {
    const body = newUser();
    const created = dades<AdminUser>(await api.post('/usuaris', body));
    const tokens = await ctx.factories.login({ username: body.username, password: body.password });
    const response = await api.put('/usuaris', {
      ...body,
      idUsuari: created.idUsuari,
      password: 'another-good-password',
      confirmPassword: 'another-good-password',
    });
    expect(response.statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refresh.statusCode).toBe(400);
    await ctx.factories.login({ username: body.username, password: 'another-good-password' });
    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change!.detall).toEqual({ password: { changed: true } });
    const mismatch = await api.put('/usuaris', {
      ...body,
      idUsuari: created.idUsuari,
      password: 'another-good-one',
      confirmPassword: 'x',
    });
    expect(json(mismatch).errors).toEqual([
      expect.objectContaining({ field: 'confirmPassword', missatge: 'validation.passwordsDontMatch' }),
    ]);
  });

  it('refuses taking another user’s e-mail on update, and answers 404 for an unknown user', async () => {
    const first = newUser();
    await api.post('/usuaris', first);
    const second = newUser();
    const created = dades<AdminUser>(await api.post('/usuaris', second));
    const clash = await api.put('/usuaris', { ...second, idUsuari: created.idUsuari, email: first.email });
    expect(clash.statusCode).toBe(409);
    const unknown = await api.put('/usuaris', { ...newUser(), idUsuari: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).missatge).toBe('errors.notFound');
  });

  it('deletes a user and records it; refuses an administrator deleting themself with 422', async () => {
    const created = dades<AdminUser>(await api.post('/usuaris', newUser()));
    const response = await api.del(`/usuaris/${created.idUsuari}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ dades: null, error: false, missatge: 'common.deleted' });
    expect((await api.del(`/usuaris/${created.idUsuari}`)).statusCode).toBe(404);
    const [change] = await changesOf(ctx, 'usuaris', created.idUsuari);
    expect(change).toMatchObject({
      tipus: 'DELETE',
      detall: expect.objectContaining({ username: created.username }),
    });

    const self = await api.call('DELETE', `/usuaris/${adminId}`, undefined, 'en');
    expect(self.statusCode).toBe(422);
    expect(json(self)).toMatchObject({
      missatge: 'admin.users.cannotDeleteSelf',
      error_description: 'You cannot delete your own user.',
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await api.del(`/usuaris/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('finds a user by e-mail in the list, case-insensitively', async () => {
    const body = newUser();
    const created = dades<AdminUser>(await api.post('/usuaris', body));
    const found = await api.get(`/usuaris?text=${encodeURIComponent(body.email.toUpperCase())}`);
    expect(found.statusCode).toBe(200);
    expect(dades<{ content: AdminUser[] }>(found).content.map((user) => user.idUsuari)).toEqual([
      created.idUsuari,
    ]);
  });
});
