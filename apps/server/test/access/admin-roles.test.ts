import type { AdminRole } from '@portal/domain/admin-roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pantalles, permisos, usuariRols } from '../../src/db/schema/index.ts';
import {
  adminCaller,
  changesOf,
  dades,
  serverErrors,
  uniqueName,
  type Caller,
} from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('roles administration on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  let adminId: number;
  let adminToken: string;
  /** The `/params` screen and two of its permissions, to build roles from. */
  let paramsScreen: number;
  let paramsPermissions: number[];
  let usersScreen: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const admin = await adminCaller(ctx);
    api = admin.api;
    adminId = admin.user.idUsuari;
    adminToken = admin.token;
    const db = ctx.testDb.database.db;
    const screens = await db
      .select()
      .from(pantalles)
      .where(inArray(pantalles.url, ['/params', '/usuaris']));
    paramsScreen = screens.find((screen) => screen.url === '/params')!.idPantalla;
    usersScreen = screens.find((screen) => screen.url === '/usuaris')!.idPantalla;
    const rows = await db
      .select()
      .from(permisos)
      .where(inArray(permisos.endPoint, ['GET /params', 'PUT /params']));
    paramsPermissions = rows.map((row) => row.idPermis).sort((a, b) => a - b);
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const createRole = async (body: Record<string, unknown> = {}) => {
    const response = await api.post('/rols', { nom: uniqueName('ROL_'), ...body });
    expect(response.statusCode, response.body).toBe(201);
    return dades<AdminRole>(response);
  };

  it('lists the seeded roles with their permissions, home screen and holders', async () => {
    const response = await api.get('/rols');
    expect(response.statusCode).toBe(200);
    const roles = dades<AdminRole[]>(response);
    const admin = roles.find((role) => role.nom === 'ADMINISTRADOR')!;
    expect(admin).toMatchObject({ homePath: '/usuaris' });
    expect(admin.usuaris).toBeGreaterThanOrEqual(1);
    expect(admin.permisos.map((permission) => permission.endPoint)).toEqual(
      expect.arrayContaining(['GET /usuaris', 'DELETE /rols/{id}', 'PUT /permisos/reordenar']),
    );
    const client = roles.find((role) => role.nom === 'CLIENT')!;
    expect(client.homePath).toBe('/products');
    expect(client.permisos.map((permission) => permission.endPoint)).not.toContain('GET /usuaris');
  });

  it('offers grant, revoke and home among the roles screen’s actions, where they are used', async () => {
    const actionsOn = async (path: string) =>
      json<{ dades: { endPoint: string }[] }>(
        await ctx.app.inject({
          url: '/api/v1/permisos/permis-pantalla',
          headers: bearer(adminToken, { path }),
        }),
      ).dades.map((action) => action.endPoint);
    const roleOperations = [
      'POST /permisos/donar-permis',
      'POST /permisos/treure-permis',
      'POST /permisos/home',
    ];
    expect(await actionsOn('/rols')).toEqual(expect.arrayContaining(['GET /rols', ...roleOperations]));
    const onPermissions = await actionsOn('/permisos');
    expect(onPermissions).toEqual(expect.arrayContaining(['GET /permisos', 'POST /permisos']));
    for (const endPoint of roleOperations) expect(onPermissions).not.toContain(endPoint);
  });

  it('creates a role with permissions and a home screen they open, and registers it', async () => {
    const role = await createRole({ permisos: paramsPermissions, idPantallaInici: paramsScreen });
    expect(role).toMatchObject({ idPantallaInici: paramsScreen, homePath: '/params', usuaris: 0 });
    expect(role.permisos.map((permission) => permission.idPermis)).toEqual(paramsPermissions);
    const [change] = await changesOf(ctx, 'rols', role.idRol);
    expect(change).toMatchObject({
      tipus: 'INSERT',
      idUsuari: adminId,
      detall: { nom: role.nom, idPantallaInici: paramsScreen, permisos: paramsPermissions },
    });
  });

  it('refuses a home screen none of the role’s permissions opens, with 422', async () => {
    const response = await api.call(
      'POST',
      '/rols',
      { nom: uniqueName('ROL_'), idPantallaInici: usersScreen },
      'es',
    );
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ missatge: 'admin.roles.homeNotReachable' });
    expect(json(response).error_description).toBe(
      'El rol no tiene ningún permiso en la pantalla de inicio elegida.',
    );
  });

  it('refuses a duplicate name, whatever the case, with 409', async () => {
    const role = await createRole();
    const response = await api.post('/rols', { nom: role.nom.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(json(response).missatge).toBe('admin.roles.alreadyExists');
    const other = await createRole();
    expect((await api.put('/rols', { idRol: other.idRol, nom: role.nom })).statusCode).toBe(409);
  });

  it('answers 404 for unknown screens, permissions and roles, and 400 for bad bodies', async () => {
    expect(json(await api.post('/rols', { nom: uniqueName('R'), idPantallaInici: 999999 })).missatge).toBe(
      'admin.screens.unknown',
    );
    expect(json(await api.post('/rols', { nom: uniqueName('R'), permisos: [999999] })).missatge).toBe(
      'admin.permissions.unknown',
    );
    const unknown = await api.put('/rols', { idRol: 999999, nom: uniqueName('R') });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).missatge).toBe('admin.roles.unknown');
    expect((await api.del('/rols/999999')).statusCode).toBe(404);
    for (const body of [
      {},
      { nom: '' },
      { nom: 'x'.repeat(51) },
      { nom: 'ok', permisos: 'all' },
      { nom: 'ok\u0000' },
    ]) {
      expect((await api.post('/rols', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.del('/rols/abc')).statusCode).toBe(400);
  });

  it('renames a role keeping its permissions when none are sent, and replaces them when sent', async () => {
    const role = await createRole({ permisos: paramsPermissions, idPantallaInici: paramsScreen });
    const renamed = await api.put('/rols', { idRol: role.idRol, nom: `${role.nom}_B` });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).missatge).toBe('common.saved');
    expect(dades<AdminRole>(renamed)).toMatchObject({ nom: `${role.nom}_B`, homePath: '/params' });
    expect(dades<AdminRole>(renamed).permisos).toHaveLength(2);
    const [change] = await changesOf(ctx, 'rols', role.idRol);
    expect(change!.detall).toEqual({ nom: { from: role.nom, to: `${role.nom}_B` } });

    // Taking away every permission on the kept home screen clears the home too.
    const emptied = dades<AdminRole>(
      await api.put('/rols', { idRol: role.idRol, nom: `${role.nom}_B`, permisos: [] }),
    );
    expect(emptied).toMatchObject({ permisos: [], idPantallaInici: null, homePath: null });
  });

  it('deletes a role nobody holds, and refuses one still held with 409', async () => {
    const free = await createRole({ permisos: paramsPermissions });
    const deleted = await api.del(`/rols/${free.idRol}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).missatge).toBe('common.deleted');
    const [change] = await changesOf(ctx, 'rols', free.idRol);
    expect(change).toMatchObject({ tipus: 'DELETE', detall: { nom: free.nom, permisos: paramsPermissions } });

    const held = await createRole();
    const user = await ctx.factories.user({ role: null });
    await ctx.testDb.database.db.insert(usuariRols).values({ idUsuari: user.idUsuari, idRol: held.idRol });
    const refused = await api.call('DELETE', `/rols/${held.idRol}`, undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      missatge: 'admin.roles.inUse',
      error_description: 'The role cannot be deleted: some users still hold it.',
    });
    const still = await ctx.testDb.database.db
      .select()
      .from(usuariRols)
      .where(eq(usuariRols.idRol, held.idRol));
    expect(still).toHaveLength(1);
  });
});
