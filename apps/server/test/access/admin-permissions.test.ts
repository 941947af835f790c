import type { Permission } from '@portal/domain/access';
import type { PermissionListItem, RolePermissionState } from '@portal/domain/admin-permissions';
import type { AdminRole } from '@portal/domain/admin-roles';
import type { AdminScreen } from '@portal/domain/admin-screens';
import type { ScreenActionsResponse } from '@portal/domain/access';
import type { SelfUser } from '@portal/domain/auth';
import { PERMISSION_DESCRIPTIONS } from '@portal/domain/permission-descriptions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(databaseKinds())('permissions and screens administration on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  let adminId: number;
  let screens: AdminScreen[];
  let byEndPoint: Map<string, PermissionListItem>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const admin = await adminCaller(ctx);
    api = admin.api;
    adminId = admin.user.idUsuari;
    screens = dades<AdminScreen[]>(await api.get('/pantalles'));
    byEndPoint = new Map(dades<PermissionListItem[]>(await api.get('/permisos')).map((p) => [p.endPoint, p]));
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const screen = (url: string) => screens.find((s) => s.url === url)!;
  const permission = (endPoint: string) => byEndPoint.get(endPoint)!;
  const freshRole = async () => dades<AdminRole>(await api.post('/rols', { nom: uniqueName('ROL_') }));
  const pair = (role: AdminRole, endPoint: string) => ({
    idRol: role.idRol,
    idPermis: permission(endPoint).idPermis,
  });

  it('lists the screens in menu order', () => {
    expect(screens.map((s) => s.ordre)).toEqual([...screens.map((s) => s.ordre)].sort((a, b) => a - b));
    expect(screen('/usuaris')).toMatchObject({
      name: 'usuaris',
      icon: 'IconUsers',
      menu: true,
      idPantallaPare: null,
    });
    expect(screen('/equipments/product/detail')).toMatchObject({
      menu: false,
      idPantallaPare: screen('/products').idPantalla,
    });
  });

  it('lists permissions with their screen, filters by screen and marks a role’s grants', async () => {
    expect(permission('DELETE /usuaris/{id}')).toMatchObject({
      idPantalla: screen('/usuaris').idPantalla,
      pantalla: 'usuaris',
    });
    expect(permission('GET /usuaris')).not.toHaveProperty('granted');

    const onParams = dades<PermissionListItem[]>(
      await api.get(`/permisos?idPantalla=${screen('/params').idPantalla}`),
    );
    expect(onParams.map((p) => p.endPoint).sort()).toEqual([
      'DELETE /params/{id}',
      'GET /params',
      'POST /params',
      'PUT /params',
    ]);

    const role = await freshRole();
    await api.post('/permisos/donar-permis', pair(role, 'GET /params'));
    const marked = dades<PermissionListItem[]>(
      await api.get(`/permisos?idRol=${role.idRol}&idPantalla=${screen('/params').idPantalla}`),
    );
    expect(marked.filter((p) => p.granted).map((p) => p.endPoint)).toEqual(['GET /params']);
    expect(marked.every((p) => typeof p.granted === 'boolean')).toBe(true);

    expect(json(await api.get('/permisos?idRol=999999')).missatge).toBe('admin.roles.unknown');
    expect(json(await api.get('/permisos?idPantalla=999999')).missatge).toBe('admin.screens.unknown');
    for (const query of ['idRol=abc', 'idRol=', 'idPantalla=-1', 'idRol=1e20']) {
      expect((await api.get(`/permisos?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('describes the portal’s own permissions in the reader’s language, wherever a permission is shown', async () => {
    const described = async (language: 'ca' | 'es' | 'en') =>
      new Map(
        dades<PermissionListItem[]>(await api.call('GET', '/permisos', undefined, language)).map((p) => [
          p.endPoint,
          p.descripcio,
        ]),
      );
    const [ca, es, en] = [await described('ca'), await described('es'), await described('en')];
    expect(ca.get('GET /usuaris')).toBe('Consultar els usuaris');
    expect(es.get('GET /usuaris')).toBe('Consultar los usuarios');
    expect(en.get('GET /usuaris')).toBe('List users');
    for (const [endPoint, texts] of Object.entries(PERMISSION_DESCRIPTIONS)) {
      expect([ca.get(endPoint), es.get(endPoint), en.get(endPoint)], endPoint).toEqual([
        texts.ca,
        texts.es,
        texts.en,
      ]);
    }

    // The roles screen's matrix and the actions the session keeps carry them the same way.
    const roles = dades<AdminRole[]>(await api.call('GET', '/rols', undefined, 'es'));
    const administrator = roles.find((role) => role.nom === 'ADMINISTRADOR')!;
    expect(administrator.permisos.find((p) => p.endPoint === 'DELETE /usuaris/{id}')!.descripcio).toBe(
      'Eliminar un usuario',
    );
    const { token } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const onScreen = json<ScreenActionsResponse>(
      await ctx.app.inject({
        url: '/api/v1/permisos/permis-pantalla',
        headers: bearer(token, { path: '/usuaris', 'accept-language': 'en' }),
      }),
    );
    expect(onScreen.dades.find((action) => action.endPoint === 'POST /usuaris')!.descripcio).toBe(
      'Create a user',
    );
    const self = dades<SelfUser>(await callerWith(ctx, token).call('GET', '/usuaris/self', undefined, 'ca'));
    expect(self.actions.find((action) => action.endPoint === 'POST /usuaris')!.descripcio).toBe(
      'Crear un usuari',
    );
  });

  it('shows an administrator’s own description as written in every language, and the portal’s own again when it is sent back or cleared', async () => {
    const own = dades<Permission>(
      await api.post('/permisos', {
        endPoint: 'GET /informes-mensuals',
        descripcio: 'Informes mensuals del taller',
        idPantalla: screen('/params').idPantalla,
      }),
    );
    for (const language of ['ca', 'es', 'en']) {
      const list = dades<PermissionListItem[]>(await api.call('GET', '/permisos', undefined, language));
      expect(list.find((p) => p.idPermis === own.idPermis)!.descripcio, language).toBe(
        'Informes mensuals del taller',
      );
    }
    await api.del(`/permisos/${own.idPermis}`);

    const seeded = permission('PUT /params');
    const save = (descripcio: string, language: string) =>
      api.call(
        'PUT',
        '/permisos',
        { idPermis: seeded.idPermis, endPoint: seeded.endPoint, descripcio, idPantalla: seeded.idPantalla },
        language,
      );
    const shownIn = async (language: string) =>
      dades<PermissionListItem[]>(await api.call('GET', '/permisos', undefined, language)).find(
        (p) => p.idPermis === seeded.idPermis,
      )!.descripcio;

    // Saved as the Spanish form showed it: still the portal's own, so English readers read English.
    const unchanged = await save('Modificar un parámetro', 'es');
    expect(unchanged.statusCode).toBe(200);
    expect(dades<Permission>(unchanged).descripcio).toBe('Modificar un parámetro');
    expect(await shownIn('en')).toBe('Update a parameter');

    // An administrator's words replace it for everyone, as written.
    const rewritten = await save('Canviar el valor d’un paràmetre del portal', 'en');
    expect(dades<Permission>(rewritten).descripcio).toBe('Canviar el valor d’un paràmetre del portal');
    for (const language of ['ca', 'es', 'en']) {
      expect(await shownIn(language), language).toBe('Canviar el valor d’un paràmetre del portal');
    }

    // Cleared, the portal's own comes back in each language.
    await save('', 'ca');
    expect([await shownIn('ca'), await shownIn('es'), await shownIn('en')]).toEqual([
      'Modificar un paràmetre',
      'Modificar un parámetro',
      'Update a parameter',
    ]);
  });

  it('creates, updates and deletes a permission, registering each change', async () => {
    const created = await api.post('/permisos', {
      endPoint: 'GET /informes',
      descripcio: 'Reports',
      idPantalla: screen('/params').idPantalla,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).missatge).toBe('common.saved');
    const { idPermis } = dades<Permission>(created);

    const updated = await api.put('/permisos', {
      idPermis,
      endPoint: 'GET /informes/{id}',
      descripcio: 'One report',
      idPantalla: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(dades<Permission>(updated)).toEqual({
      idPermis,
      endPoint: 'GET /informes/{id}',
      descripcio: 'One report',
      idPantalla: null,
    });

    const deleted = await api.del(`/permisos/${idPermis}`);
    expect(deleted.statusCode).toBe(200);
    expect((await api.del(`/permisos/${idPermis}`)).statusCode).toBe(404);
    const changes = await changesOf(ctx, 'permisos', idPermis);
    expect(changes.map((c) => c.tipus)).toEqual(['DELETE', 'UPDATE', 'INSERT']);
    expect(changes[1]!.detall).toMatchObject({
      endPoint: { from: 'GET /informes', to: 'GET /informes/{id}' },
    });
    expect(changes.every((c) => c.idUsuari === adminId)).toBe(true);
  });

  it('refuses a duplicate endpoint with 409, a malformed one with 400, an unknown screen or id with 404', async () => {
    const duplicate = await api.post('/permisos', {
      endPoint: 'GET /usuaris',
      descripcio: '',
      idPantalla: null,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).missatge).toBe('admin.permissions.alreadyExists');
    for (const endPoint of ['get /x', 'GET usuaris', 'FETCH /x', "GET /x'; drop table permisos;--", '']) {
      const response = await api.post('/permisos', { endPoint, idPantalla: null });
      expect(response.statusCode, endPoint).toBe(400);
    }
    const malformed = json(
      await api.call('POST', '/permisos', { endPoint: 'GET usuaris', idPantalla: null }, 'en'),
    );
    expect(malformed.errors).toEqual([
      expect.objectContaining({ field: 'endPoint', missatge: 'admin.permissions.endPointFormat' }),
    ]);
    expect(json(await api.post('/permisos', { endPoint: 'GET /nou', idPantalla: 999999 })).missatge).toBe(
      'admin.screens.unknown',
    );
    expect(
      (await api.put('/permisos', { idPermis: 999999, endPoint: 'GET /nou', idPantalla: null })).statusCode,
    ).toBe(404);
  });

  it('grants idempotently and revokes, registering only real changes', async () => {
    const role = await freshRole();
    const body = pair(role, 'GET /log-errors');
    const first = await api.post('/permisos/donar-permis', body);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      missatge: 'admin.permissions.granted',
      dades: { ...body, granted: true },
    });
    expect((await api.post('/permisos/donar-permis', body)).statusCode).toBe(200);
    expect(await changesOf(ctx, 'rol_permisos', `${role.idRol}:${body.idPermis}`)).toHaveLength(1);

    const revoked = await api.post('/permisos/treure-permis', body);
    expect(json(revoked)).toMatchObject({ missatge: 'admin.permissions.revoked', dades: { granted: false } });
    expect((await api.post('/permisos/treure-permis', body)).statusCode).toBe(200);
    const changes = await changesOf(ctx, 'rol_permisos', `${role.idRol}:${body.idPermis}`);
    expect(changes.map((c) => c.tipus)).toEqual(['DELETE', 'INSERT']);

    expect(json(await api.post('/permisos/donar-permis', { ...body, idRol: 999999 })).missatge).toBe(
      'admin.roles.unknown',
    );
    expect(json(await api.post('/permisos/donar-permis', { ...body, idPermis: 999999 })).missatge).toBe(
      'admin.permissions.unknown',
    );
    expect((await api.post('/permisos/donar-permis', { idRol: role.idRol })).statusCode).toBe(400);
    expect(
      (await api.post('/permisos/donar-permis', { idRol: String(role.idRol), idPermis: 'x' })).statusCode,
    ).toBe(400);
  });

  it('sets a role’s home screen only to a screen of a permission it holds', async () => {
    const role = await freshRole();
    const refused = await api.post('/permisos/home', pair(role, 'GET /params'));
    expect(refused.statusCode).toBe(422);
    expect(json(refused).missatge).toBe('admin.permissions.homeNotGranted');

    await api.post('/permisos/donar-permis', pair(role, 'GET /params'));
    const home = await api.post('/permisos/home', pair(role, 'GET /params'));
    expect(home.statusCode).toBe(200);
    expect(json(home)).toMatchObject({
      missatge: 'admin.permissions.homeSet',
      dades: { idPantallaInici: screen('/params').idPantalla, homePath: '/params', granted: true },
    });
    const [change] = await changesOf(ctx, 'rols', role.idRol);
    expect(change!.detall).toEqual({ idPantallaInici: { from: null, to: screen('/params').idPantalla } });

    const { idPermis } = dades<Permission>(
      await api.post('/permisos', { endPoint: 'GET /sense-pantalla', idPantalla: null }),
    );
    await api.post('/permisos/donar-permis', { idRol: role.idRol, idPermis });
    expect(json(await api.post('/permisos/home', { idRol: role.idRol, idPermis })).missatge).toBe(
      'admin.permissions.noScreen',
    );
  });

  it('reorders screens, registering each move, and refuses unknown or repeated screens', async () => {
    const [a, b] = [screen('/params'), screen('/log-errors')];
    const response = await api.put('/permisos/reordenar', [
      { idPantalla: a.idPantalla, ordre: b.ordre },
      { idPantalla: b.idPantalla, ordre: a.ordre },
    ]);
    expect(response.statusCode).toBe(200);
    expect(json(response).missatge).toBe('admin.screens.reordered');
    const after = dades<AdminScreen[]>(response).map((s) => s.url);
    expect(after.indexOf('/log-errors')).toBeLessThan(after.indexOf('/params'));
    expect((await changesOf(ctx, 'pantalles', a.idPantalla))[0]!.detall).toEqual({
      ordre: { from: a.ordre, to: b.ordre },
    });
    // Put them back for the other cases of this file.
    await api.put('/permisos/reordenar', [
      { idPantalla: a.idPantalla, ordre: a.ordre },
      { idPantalla: b.idPantalla, ordre: b.ordre },
    ]);

    const unknown = await api.put('/permisos/reordenar', [{ idPantalla: 999999, ordre: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).missatge).toBe('admin.screens.unknown');
    const repeated = json(
      await api.put('/permisos/reordenar', [
        { idPantalla: a.idPantalla, ordre: 1 },
        { idPantalla: a.idPantalla, ordre: 2 },
      ]),
    );
    expect(repeated.errors).toEqual([
      expect.objectContaining({ field: '1.idPantalla', missatge: 'admin.screens.duplicate' }),
    ]);
    for (const body of [
      [],
      {},
      [{ idPantalla: a.idPantalla, ordre: -1 }],
      [{ idPantalla: a.idPantalla, ordre: 1e12 }],
    ]) {
      expect((await api.put('/permisos/reordenar', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('grant, home, reorder and revoke change the menu, home path and actions of the role’s users', async () => {
    const role = await freshRole();
    const username = uniqueName('menu');
    const created = await api.post('/usuaris', {
      username,
      email: `${username}@example.com`,
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
      roles: [role.idRol],
    });
    expect(created.statusCode).toBe(201);
    const { access_token } = await ctx.factories.login({ username, password: 'a-good-password' });
    const self = async () => dades<SelfUser>(await callerWith(ctx, access_token).get('/usuaris/self'));

    expect(await self()).toMatchObject({ menu: [], actions: [], homePath: null });

    await api.post('/permisos/donar-permis', pair(role, 'GET /params'));
    await api.post('/permisos/donar-permis', pair(role, 'GET /log-errors'));
    let user = await self();
    expect(user.menu.map((entry) => entry.url)).toEqual(['/params', '/log-errors']);
    expect(user.actions.map((action) => action.endPoint).sort()).toEqual(['GET /log-errors', 'GET /params']);
    expect(user.homePath).toBeNull();
    // The server enforces what the menu shows.
    expect((await callerWith(ctx, access_token).get('/params')).statusCode).toBe(200);
    expect((await callerWith(ctx, access_token).get('/usuaris')).statusCode).toBe(403);

    await api.post('/permisos/home', pair(role, 'GET /log-errors'));
    expect((await self()).homePath).toBe('/log-errors');

    const [params, logErrors] = [screen('/params'), screen('/log-errors')];
    await api.put('/permisos/reordenar', [{ idPantalla: params.idPantalla, ordre: logErrors.ordre + 1 }]);
    expect((await self()).menu.map((entry) => entry.url)).toEqual(['/log-errors', '/params']);
    await api.put('/permisos/reordenar', [{ idPantalla: params.idPantalla, ordre: params.ordre }]);

    const revoked = dades<RolePermissionState>(
      await api.post('/permisos/treure-permis', pair(role, 'GET /log-errors')),
    );
    // The home screen went with the last permission on it.
    expect(revoked).toMatchObject({ granted: false, idPantallaInici: null, homePath: null });
    user = await self();
    expect(user).toMatchObject({ homePath: null, menu: [expect.objectContaining({ url: '/params' })] });
    expect(user.actions.map((action) => action.endPoint)).toEqual(['GET /params']);
    expect((await callerWith(ctx, access_token).get('/log-errors')).statusCode).toBe(403);
  });

  it('deleting a permission takes it from its roles and clears a home it alone reached', async () => {
    const role = await freshRole();
    const { idPermis } = dades<Permission>(
      await api.post('/permisos', {
        endPoint: 'GET /temporal',
        idPantalla: screen('/registre-canvis').idPantalla,
      }),
    );
    await api.post('/permisos/donar-permis', { idRol: role.idRol, idPermis });
    await api.post('/permisos/home', { idRol: role.idRol, idPermis });
    await api.del(`/permisos/${idPermis}`);
    const after = dades<AdminRole[]>(await api.get('/rols')).find((r) => r.idRol === role.idRol)!;
    expect(after).toMatchObject({ permisos: [], idPantallaInici: null });
    const [deletion] = await changesOf(ctx, 'permisos', idPermis);
    expect(deletion!.detall).toMatchObject({ endPoint: 'GET /temporal', rols: [role.idRol] });
  });
});
