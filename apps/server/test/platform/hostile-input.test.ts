// Hostile input an ASVS probe sends, which once got a 500: every case answers a 4xx in the error
// contract (DESIGN §4), with the field named where there is one, and writes nothing. A NUL byte
// reaching PostgreSQL, a lone UTF-16 surrogate, an integer past the column's range, a key that
// would reach Object.prototype. And every 5xx that does happen reaches the error log.
import { count, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, logErrors, params as paramsTable, pedidos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const INT4_PAST = 2_147_483_648;

describe.each(databaseKinds())('hostile input on %s', (kind) => {
  let ctx: TestContext;
  let customerToken: string;
  let adminToken: string;
  let idContacto: number;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({ codigo: 'HOST-1', nombre: 'Hostile test product' });
    const customer = await ctx.factories.customer({ formaPago: 2 });
    customerToken = (await ctx.factories.session({ codigoCliente: customer.codigo })).token;
    adminToken = (await ctx.factories.session({ role: 'ADMINISTRADOR' })).token;
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'Taller',
        direccion: 'Carrer 1',
        codigoPostal: '08001',
        poblacion: 'Barcelona',
        pais: 'ES',
      })
      .returning();
    idContacto = contact!.id;
  });
  afterAll(() => ctx.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token, {
        'accept-language': 'en',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      }),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  const errorLogCount = async () =>
    (await ctx.testDb.database.db.select({ n: count() }).from(logErrors))[0]!.n;

  /** A 400 in the error contract, naming `field` when given; nothing in the error log. */
  async function expectRefused(response: LightMyRequestResponse, field?: string) {
    expect(response.statusCode, response.body).toBe(400);
    const body = json<{ error: string; missatge: string; error_description: string; errors?: unknown[] }>(
      response,
    );
    expect(body).toMatchObject({
      error: expect.any(String),
      missatge: expect.any(String),
      error_description: expect.any(String),
    });
    if (field) {
      expect(body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, error_description: expect.any(String) })]),
      );
    }
    expect(await errorLogCount()).toBe(0);
  }

  const orderBody = (extra: object) => ({
    lineasPedido: [{ codigo: 'HOST-1', Cantidad: 2 }],
    idContacto,
    acceptedConditions: true,
    ...extra,
  });
  const contactBody = {
    nombreContacto: 'Magatzem',
    direccion: 'Carrer 2',
    codigoPostal: '08002',
    poblacion: 'Barcelona',
    provincia: 'Barcelona',
    ciudad: 'Barcelona',
    telefono: '934000000',
  };

  describe('a NUL byte in any text', () => {
    it.each([
      ['/medias?id=%00', 'id'],
      ['/productos/search?codigoFamilia=%00', 'codigoFamilia'],
      ['/productos/search?queryString=a%00b', 'queryString'],
      ['/atributos?codigoFamilia=%00', 'codigoFamilia'],
      ['/atributos?queryString=a%00b', 'queryString'],
      ['/pedidos/pedido/%00', 'code'],
      ['/pedido/lineas/getAll/%00', 'code'],
      ['/cliente/contactos?clienteCodigo=%00', 'clienteCodigo'],
    ])('GET %s is a 400 naming %s', async (url, field) => {
      await expectRefused(await call(customerToken, 'GET', url), field);
    });

    it('in the cart: adding, changing and removing a line', async () => {
      await expectRefused(
        await call(customerToken, 'POST', '/carrito', { codigo: '\u0000', Cantidad: 1 }),
        'codigo',
      );
      await expectRefused(await call(customerToken, 'PUT', '/carrito/%00', { Cantidad: 1 }), 'codigo');
      await expectRefused(await call(customerToken, 'DELETE', '/carrito/%00'), 'codigo');
    });

    it('in every field of a new contact, and in its country', async () => {
      for (const field of Object.keys(contactBody)) {
        const body = { ...contactBody, [field]: `a\u0000b` };
        await expectRefused(
          await call(customerToken, 'POST', '/cliente/contactos/add/contacto?pais=ES', body),
          field,
        );
      }
      await expectRefused(
        await call(customerToken, 'POST', '/cliente/contactos/add/contacto?pais=%00E', contactBody),
        'pais',
      );
      const contacts = await ctx.testDb.database.db.select({ n: count() }).from(clienteContactos);
      expect(contacts[0]!.n).toBe(1);
    });

    it("in the user's own name", async () => {
      await expectRefused(
        await call(customerToken, 'PUT', '/usuaris/self', { nomContacte: 'Ann\u0000a' }),
        'nomContacte',
      );
    });

    it("in an order's reference and observations, and in an order's code", async () => {
      await expectRefused(
        await call(customerToken, 'POST', '/pedidos/add', orderBody({ referencia: 'PO\u00001' })),
        'referencia',
      );
      await expectRefused(
        await call(customerToken, 'POST', '/pedidos/add', orderBody({ observaciones: 'x\u0000' })),
        'observaciones',
      );
      await expectRefused(await call(customerToken, 'DELETE', '/pedidos/pedido/%00'), 'code');
      expect((await ctx.testDb.database.db.select({ n: count() }).from(pedidos))[0]!.n).toBe(0);
    });

    it('in an object key of a body', async () => {
      await expectRefused(await call(customerToken, 'PUT', '/usuaris/self', { 'a\u0000': 1, idioma: 'ca' }));
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    it("in an order's observations", async () => {
      await expectRefused(
        await call(customerToken, 'POST', '/pedidos/add', orderBody({ observaciones: '\ud800' })),
        'observaciones',
      );
    });

    it('in a query string and in a path', async () => {
      // A lone surrogate cannot be percent-encoded as UTF-8: the client's bytes arrive as
      // U+FFFD, or as an escape the router refuses. In JSON it arrives as itself.
      await expectRefused(
        await call(customerToken, 'POST', '/carrito', { codigo: 'a\udc00', Cantidad: 1 }),
        'codigo',
      );
      await expectRefused(
        await call(customerToken, 'PUT', '/usuaris/self', { nomContacte: '\udbff' }),
        'nomContacte',
      );
    });
  });

  describe('integers past the column', () => {
    it.each([
      [`/productos?id=${INT4_PAST}`, 'id'],
      [`/productos/search?idAtributo=${INT4_PAST}`, 'idAtributo'],
      [`/productos/search?idValor=${INT4_PAST}`, 'idValor'],
      [`/productos/search?userType=${INT4_PAST}`, 'userType'],
      [`/productos/search?idAtributo=1e400`, 'idAtributo'],
      [`/productos?id=1.5`, 'id'],
    ])('GET %s is a 400 naming %s', async (url, field) => {
      await expectRefused(await call(customerToken, 'GET', url), field);
    });

    it("in an order's delivery address", async () => {
      await expectRefused(
        await call(customerToken, 'POST', '/pedidos/add', orderBody({ idContacto: INT4_PAST })),
        'idContacto',
      );
    });

    it('in the permissions filter and the list pages of the administration', async () => {
      await expectRefused(await call(adminToken, 'GET', `/permisos?idRol=${INT4_PAST}`), 'idRol');
      await expectRefused(await call(adminToken, 'GET', `/permisos?idPantalla=1.5`), 'idPantalla');
      await expectRefused(await call(adminToken, 'GET', `/params?page=${INT4_PAST}`), 'page');
    });
  });

  describe('what the fuzzer found', () => {
    it('a date range whose end is not a date is a 400 naming it (the range check ran on the text)', async () => {
      for (const url of [
        '/registre-canvis?fins=%C3%A9%C3%A9',
        '/log-errors?desde=2030-01-15T10:00:00Z&fins=x',
      ]) {
        await expectRefused(await call(adminToken, 'GET', url), 'fins');
      }
    });
  });

  describe('keys that would reach Object.prototype', () => {
    it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
      'a parameter named %s is created and updated like any other key, never checked as one',
      async (clau) => {
        const created = await call(adminToken, 'POST', '/params', { clau, valor: 'x' });
        if (created.statusCode === 400) {
          await expectRefused(created, 'clau');
          return;
        }
        expect(created.statusCode, created.body).toBeLessThan(300);
        const id = json<{ dades: { idParam: number } }>(created).dades.idParam;
        const updated = await call(adminToken, 'PUT', '/params', { idParam: id, clau, valor: 'y' });
        expect(updated.statusCode, updated.body).toBe(200);
        await call(adminToken, 'DELETE', `/params/${id}`);
      },
    );

    it('a JSON body with a __proto__ or constructor.prototype key is refused', async () => {
      for (const payload of [
        '{"__proto__":{"x":1},"idioma":"ca"}',
        '{"constructor":{"prototype":{"x":1}}}',
      ]) {
        const response = await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/usuaris/self',
          headers: bearer(customerToken, { 'content-type': 'application/json' }),
          payload,
        });
        await expectRefused(response);
      }
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  });

  it('a query string key __proto__ is refused or ignored, never a 500', async () => {
    const response = await call(adminToken, 'GET', '/params?__proto__=x&constructor=y');
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await errorLogCount()).toBe(0);
  });

  it('no parameter was written by any refused request', async () => {
    const rows = await ctx.testDb.database.db
      .select({ clau: paramsTable.clau })
      .from(paramsTable)
      .where(sql`${paramsTable.clau} in ('__proto__', 'constructor', 'toString', 'hasOwnProperty')`);
    expect(rows).toEqual([]);
  });

  describe('every 5xx reaches the error log', () => {
    it('an internal error: the database without a table the route reads', async () => {
      const db = ctx.testDb.database.db;
      await db.execute(sql`alter table familias rename to familias_hidden`);
      try {
        const response = await ctx.app.inject({
          url: '/api/v1/familias?secret=kept-out',
          headers: bearer(customerToken, { 'accept-language': 'es', path: '/products' }),
        });
        expect(response.statusCode).toBe(500);
        expect(json(response)).toEqual({
          error: 'server_error',
          missatge: 'errors.generic',
          error_description: expect.any(String),
        });
        expect(response.body).not.toContain('familias');
      } finally {
        await db.execute(sql`alter table familias_hidden rename to familias`);
      }
      const rows = await db.select().from(logErrors);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        pantalla: '/products',
        metode: 'GET /api/v1/familias',
        resolt: false,
      });
      // The database's own words, not the query's parameters (which may hold personal data).
      expect(rows[0]!.missatge).toMatch(/familias/);
      await db.delete(logErrors);
    });

    it('a 5xx the code answers on purpose (no e-mail to write to) is recorded as well', async () => {
      const db = ctx.testDb.database.db;
      const saved = await db
        .select()
        .from(paramsTable)
        .where(sql`${paramsTable.clau} = 'emailContacto'`);
      await db.delete(paramsTable).where(sql`${paramsTable.clau} = 'emailContacto'`);
      try {
        const response = await call(customerToken, 'POST', '/usuaris/email', {
          type: 'other',
          subject: 'Hello',
          observations: 'A question',
        });
        expect(response.statusCode, response.body).toBe(503);
        expect(json(response)).toMatchObject({ missatge: 'errors.serviceUnavailable' });
      } finally {
        if (saved.length > 0) await db.insert(paramsTable).values(saved);
      }
      const rows = await db.select().from(logErrors);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        codiError: 'service_unavailable',
        metode: 'POST /api/v1/usuaris/email',
      });
      await db.delete(logErrors);
    });
  });
});
