import type { SelfUser } from '@portal/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const CUSTOMER_MENU = [
  '/products',
  '/history',
  '/llistes',
  '/documents',
  '/sat',
  '/maintenance',
  '/standarization',
];
const ADMIN_MENU = [
  '/usuaris',
  '/rols',
  '/permisos',
  '/pantalles',
  '/params',
  '/log-errors',
  '/registre-canvis',
  '/enllac-erp',
  '/sincronitzacio',
  '/bustia',
  '/servei',
];

describe.each(databaseKinds())('session user and screen permissions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const self = async (token: string, language?: string) =>
    json<{ dades: SelfUser; error: boolean }>(
      await ctx.app.inject({
        url: '/api/v1/usuaris/self',
        headers: bearer(token, language ? { 'accept-language': language } : {}),
      }),
    );
  const screen = (token: string, path?: string) =>
    ctx.app.inject({
      url: '/api/v1/permisos/permis-pantalla',
      headers: bearer(token, path === undefined ? {} : { path }),
    });

  it('describes a customer: home, language, roles, actions with endPoints, menu in screen order, company', async () => {
    const customer = await ctx.factories.customer({ idLista: 2, razonSocial: 'Tallers Test SL' });
    const { token, user } = await ctx.factories.session({ codigoCliente: customer.codigo, idioma: 'es' });
    const body = await self(token);
    expect(body.error).toBe(false);
    expect(body.dades).toMatchObject({
      idUsuari: user.idUsuari,
      username: user.username,
      email: user.email,
      idioma: 'es',
      language: { id: 'es', name: 'Español' },
      homePath: '/products',
      roles: [{ nom: 'CLIENT' }],
      cliente: { codigo: customer.codigo, razonSocial: 'Tallers Test SL', idLista: 2 },
    });
    expect(body.dades.menu.map((entry) => entry.url)).toEqual(CUSTOMER_MENU);
    expect(body.dades.actions.map((a) => a.endPoint)).toContain('GET /productos/search');
    expect(body.dades.actions.map((a) => a.endPoint)).not.toContain('GET /usuaris');
  });

  it('describes an administrator with the administration menu and no customer', async () => {
    const { token } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const body = await self(token);
    expect(body.dades).toMatchObject({
      homePath: '/usuaris',
      cliente: null,
      roles: [{ nom: 'ADMINISTRADOR' }],
    });
    expect(body.dades.menu.map((entry) => entry.url)).toEqual(ADMIN_MENU);
  });

  it('answers no home page for a user without a role', async () => {
    const { token } = await ctx.factories.session({ role: null });
    const body = await self(token);
    expect(body.dades).toMatchObject({ homePath: null, menu: [], actions: [], roles: [] });
  });

  it('stores the chosen language and answers in it from then on', async () => {
    const { token } = await ctx.factories.session();
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/self',
      headers: bearer(token),
      payload: { idioma: 'en' },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<{ dades: SelfUser }>(updated).dades.language).toEqual({ id: 'en', name: 'English' });
    expect((await self(token)).dades.idioma).toBe('en');
  });

  it('answers the actions of the screen in the Path header, a detail screen sharing its parent’s', async () => {
    const { token } = await ctx.factories.session();
    const products = await screen(token, '/products');
    expect(products.statusCode).toBe(200);
    const actions = json<{ dades: { endPoint: string }[]; error: boolean }>(products);
    expect(actions.error).toBe(false);
    expect(actions.dades.map((a) => a.endPoint)).toEqual(
      expect.arrayContaining(['GET /productos/search', 'POST /carrito', 'POST /pedidos/add']),
    );
    expect(actions.dades.map((a) => a.endPoint)).not.toContain('GET /pedidos/cliente/getAll/{idCliente}');
    const detail = json<{ dades: { endPoint: string }[] }>(
      await screen(token, '/consumables/product/detail/'),
    );
    expect(detail.dades.map((a) => a.endPoint)).toContain('GET /productos');
    const history = json<{ dades: { endPoint: string }[] }>(await screen(token, '/history'));
    expect(history.dades.map((a) => a.endPoint)).toEqual(
      expect.arrayContaining(['GET /pedidos/cliente/getAll/{idCliente}', 'DELETE /pedidos/pedido/{code}']),
    );
  });

  it('answers the menu as it stands with every screen check, so a reorder shows at the next navigation', async () => {
    const { token } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    const menuOf = async () =>
      json<{ menu: { url: string }[] }>(await screen(token, '/usuaris')).menu.map((entry) => entry.url);
    expect(await menuOf()).toEqual(ADMIN_MENU);

    const screens = json<{ dades: { idPantalla: number; url: string; ordre: number }[] }>(
      await ctx.app.inject({ url: '/api/v1/pantalles', headers: bearer(token) }),
    ).dades;
    const usuaris = screens.find((entry) => entry.url === '/usuaris')!;
    const rols = screens.find((entry) => entry.url === '/rols')!;
    const order = (usuarisOrdre: number, rolsOrdre: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/permisos/reordenar',
        headers: bearer(token),
        payload: [
          { idPantalla: usuaris.idPantalla, ordre: usuarisOrdre },
          { idPantalla: rols.idPantalla, ordre: rolsOrdre },
        ],
      });
    expect((await order(rols.ordre, usuaris.ordre)).statusCode).toBe(200);
    try {
      expect(await menuOf()).toEqual(['/rols', '/usuaris', ...ADMIN_MENU.slice(2)]);
    } finally {
      expect((await order(usuaris.ordre, rols.ordre)).statusCode).toBe(200);
    }
    expect(await menuOf()).toEqual(ADMIN_MENU);
  });

  it('refuses a screen the user holds no permission on, an unknown screen and a missing Path', async () => {
    const { token } = await ctx.factories.session();
    expect((await screen(token, '/usuaris')).statusCode).toBe(403);
    expect((await screen(token, '/no-such-screen')).statusCode).toBe(404);
    expect((await screen(token)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/v1/permisos/permis-pantalla', headers: { path: '/products' } }))
        .statusCode,
    ).toBe(401);
  });
});
