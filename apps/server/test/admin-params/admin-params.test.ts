import type { Param } from '@portal/domain/admin-params';
import type { Page } from '@portal/domain/api';
import type { CartView } from '@portal/domain/ordering-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos } from '../../src/db/schema/index.ts';
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

describe.each(databaseKinds())('parameters administration on %s', (kind) => {
  let ctx: TestContext;
  let api: Caller;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api, token: adminToken } = await adminCaller(ctx));
  });
  afterAll(() => ctx.close());
  afterEach(async () => expect(await serverErrors(ctx)).toEqual([]));

  const list = async (query: string) => dades<Page<Param>>(await api.get(`/params?${query}`));
  const create = async (clau: string, valor: string) => {
    const response = await api.post('/params', { clau, valor });
    expect(response.statusCode, response.body).toBe(201);
    return dades<Param>(response);
  };

  it('lists the seeded parameters in a page, sorted by key by default', async () => {
    const page = await list('page=0&size=200');
    expect(page).toMatchObject({ number: 0, size: 200 });
    const keys = page.content.map((param) => param.clau);
    expect(keys).toEqual(
      expect.arrayContaining(['emailContacto', 'telefonoContacto', 'importeFijo', 'pedidoMinimo']),
    );
    expect(keys).toEqual([...keys].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('filters by key or value ignoring case and accents, and pages and sorts', async () => {
    const tag = uniqueName('p');
    await create(`${tag}A`, 'Càrrega Màxima');
    await create(`${tag}B`, 'carrega minima');
    await create(`${tag}C`, 'altre');
    const found = await list(`text=${encodeURIComponent('CARREGA')}`);
    expect(found.content.map((param) => param.clau).sort()).toEqual([`${tag}A`, `${tag}B`]);
    const sorted = await list(`text=${tag}&sort=clau,desc&size=2&page=0`);
    expect(sorted).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(sorted.content.map((param) => param.clau)).toEqual([`${tag}C`, `${tag}B`]);
    expect(
      (await list(`text=${tag}&sort=clau,desc&size=2&page=1`)).content.map((param) => param.clau),
    ).toEqual([`${tag}A`]);
  });

  it('answers 400 for odd list queries and never reads text as SQL', async () => {
    for (const query of [
      'sort=id,asc',
      'sort=clau;drop',
      'size=201',
      'page=1.5',
      `text=${'x'.repeat(101)}`,
      'text=%00',
    ]) {
      expect((await api.get(`/params?${query}`)).statusCode, query).toBe(400);
    }
    const injection = await api.get(`/params?text=${encodeURIComponent("x' or '1'='1")}&sort=valor,desc`);
    expect(injection.statusCode).toBe(200);
    expect(dades<Page<Param>>(injection).totalElements).toBe(0);
  });

  it('creates, updates and deletes a parameter, registering each change', async () => {
    const clau = uniqueName('horari');
    const created = await api.post('/params', { clau, valor: '8-14h' });
    expect(created.statusCode).toBe(201);
    expect(json(created).missatge).toBe('common.saved');
    const { idParam } = dades<Param>(created);
    const updated = await api.put('/params', { idParam, clau, valor: '8-15h' });
    expect(updated.statusCode).toBe(200);
    expect(dades<Param>(updated)).toEqual({ idParam, clau, valor: '8-15h' });
    const deleted = await api.del(`/params/${idParam}`);
    expect(json(deleted)).toEqual({ dades: null, error: false, missatge: 'common.deleted' });
    expect((await api.del(`/params/${idParam}`)).statusCode).toBe(404);
    const changes = await changesOf(ctx, 'params', idParam);
    expect(changes.map((change) => [change.tipus, change.detall])).toEqual([
      ['DELETE', { clau, valor: '8-15h' }],
      ['UPDATE', { valor: { from: '8-14h', to: '8-15h' } }],
      ['INSERT', { clau, valor: '8-14h' }],
    ]);
  });

  it('refuses a duplicate key with 409, on create and on update', async () => {
    const clau = uniqueName('dup');
    await create(clau, 'a');
    const duplicate = await api.call('POST', '/params', { clau, valor: 'b' }, 'en');
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate)).toMatchObject({
      missatge: 'admin.params.alreadyExists',
      error_description: 'A parameter with this key already exists.',
    });
    const other = await create(uniqueName('dup'), 'c');
    expect((await api.put('/params', { idParam: other.idParam, clau, valor: 'c' })).statusCode).toBe(409);
    expect(
      (await api.put('/params', { idParam: 999999, clau: uniqueName('x'), valor: 'c' })).statusCode,
    ).toBe(404);
  });

  it('checks the values of the keys the portal reads', async () => {
    const seeded = await list('size=200');
    const param = (clau: string) => seeded.content.find((p) => p.clau === clau)!;
    for (const clau of ['importeFijo', 'pedidoMinimo']) {
      for (const valor of ['-5', 'abc', '1.234', '', '1e3', '12.5.1']) {
        const response = await api.put('/params', { ...param(clau), valor });
        expect([clau, valor, response.statusCode]).toEqual([clau, valor, 400]);
        expect(json(response).errors).toEqual([
          expect.objectContaining({ field: 'valor', missatge: 'admin.params.invalidAmount' }),
        ]);
      }
      for (const valor of ['0', '15', '15.5', '120,00']) {
        expect((await api.put('/params', { ...param(clau), valor })).statusCode, valor).toBe(200);
      }
    }
    const email = await api.put('/params', { ...param('emailContacto'), valor: 'not an e-mail' });
    expect(json(email).errors).toEqual([
      expect.objectContaining({ field: 'valor', missatge: 'validation.email' }),
    ]);
    expect(
      (await api.put('/params', { ...param('emailContacto'), valor: 'hola@empresa.example' })).statusCode,
    ).toBe(200);
    // A new parameter with a known key is checked too, and unknown keys take any text.
    await api.del(`/params/${param('importeFijo').idParam}`);
    expect((await api.post('/params', { clau: 'importeFijo', valor: 'gratis' })).statusCode).toBe(400);
    expect((await api.post('/params', { clau: 'importeFijo', valor: '9.95' })).statusCode).toBe(201);
    expect(
      (await api.post('/params', { clau: uniqueName('lliure'), valor: 'qualsevol cosa' })).statusCode,
    ).toBe(201);
  });

  it('refuses malformed keys and bodies with field errors', async () => {
    for (const body of [
      {},
      { clau: '', valor: 'x' },
      { clau: '1abc', valor: 'x' },
      { clau: 'a b', valor: 'x' },
      { clau: 'ok', valor: 5 },
      { clau: 'ok', valor: 'x'.repeat(1001) },
    ]) {
      const response = await api.post('/params', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).errors).toBeDefined();
    }
    for (const id of ['x', '0', '2147483648'])
      expect((await api.del(`/params/${id}`)).statusCode, id).toBe(400);
  });
  it('checks the contact phone: international format, digits, spaces, dashes and parentheses', async () => {
    const seeded = await list('size=200');
    const phone = seeded.content.find((p) => p.clau === 'telefonoContacto')!;
    for (const valor of ['call us', '12345', '+34 930 000 000 ext 2', '(93 000 0000', '34+930000000']) {
      const response = await api.call('PUT', '/params', { ...phone, valor }, 'en');
      expect([valor, response.statusCode]).toEqual([valor, 400]);
      expect(json(response).errors).toEqual([
        expect.objectContaining({
          field: 'valor',
          missatge: 'validation.phone',
          error_description:
            'Invalid phone number: digits, spaces, dashes and parentheses, with an optional + in front (6 to 20 digits).',
        }),
      ]);
    }
    for (const valor of ['+34 931 234 567', '(93) 123-45-67', phone.valor]) {
      expect((await api.put('/params', { ...phone, valor })).statusCode, valor).toBe(200);
    }
  });

  it('answers keys named like Object.prototype members as ordinary keys, never with a 500', async () => {
    const existing = await create(uniqueName('proto'), 'a');
    for (const send of [
      (clau: string) => api.post('/params', { clau, valor: 'x' }),
      (clau: string) => api.put('/params', { idParam: existing.idParam, clau, valor: 'x' }),
    ]) {
      const proto = await send('__proto__');
      expect(proto.statusCode).toBe(400);
      expect(json(proto).errors).toEqual([
        expect.objectContaining({ field: 'clau', missatge: 'admin.params.keyFormat' }),
      ]);
    }
    // A raw body too, as a client could write it: the key is a value, not a property.
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/params',
      headers: bearer(adminToken, { 'content-type': 'application/json' }),
      payload: '{"clau":"__proto__","valor":"x"}',
    });
    expect(raw.statusCode).toBe(400);
    // Valid key names that happen to be members of Object.prototype take any value.
    for (const clau of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const response = await api.post('/params', { clau, valor: 'qualsevol valor' });
      expect([clau, response.statusCode]).toEqual([clau, 201]);
      const { idParam } = dades<Param>(response);
      expect((await api.put('/params', { idParam, clau, valor: 'un altre' })).statusCode).toBe(200);
      expect((await api.del(`/params/${idParam}`)).statusCode).toBe(200);
    }
  });

  it('makes a changed pedidoMinimo and importeFijo what the next cart and checkout enforce', async () => {
    const product = await ctx.factories.product({
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '40.00' }],
    });
    const customer = await ctx.factories.customer({ idLista: 5, formaPago: 2 });
    const buyer = await ctx.factories.session({ codigoCliente: customer.codigo });
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
    const shop = callerWith(ctx, buyer.token);
    const seeded = await list('size=200');
    const param = (clau: string) => seeded.content.find((p) => p.clau === clau)!;
    const setParam = async (clau: string, valor: string) =>
      expect((await api.put('/params', { ...param(clau), valor })).statusCode).toBe(200);

    try {
      await setParam('pedidoMinimo', '100');
      await setParam('importeFijo', '15');
      // 3 × 40 = 120 EUR of goods: above a minimum of 100.
      const before = await shop.post('/carrito', { codigo: product.codigo, Cantidad: 3 });
      expect(json<CartView>(before)).toMatchObject({
        totals: { subtotal: 120, shipping: 15, pedidoMinimo: 100 },
        blocking: [],
      });

      await setParam('pedidoMinimo', '150');
      await setParam('importeFijo', '9,95');
      const cart = json<CartView>(await shop.call('GET', '/carrito', undefined, 'en'));
      expect(cart.totals).toMatchObject({ subtotal: 120, shipping: 9.95, total: 129.95, pedidoMinimo: 150 });
      expect(cart.blocking.map((issue) => issue.error_description)).toEqual([
        'The subtotal (the products, before shipping) must be more than 150,00 €.',
      ]);
      const order = await shop.call(
        'POST',
        '/pedidos/add',
        {
          lineasPedido: [{ codigo: product.codigo, Cantidad: 3 }],
          idContacto: contact!.id,
          acceptedConditions: true,
        },
        'en',
      );
      expect(order.statusCode).toBe(422);
      expect(json(order).error_description).toBe(
        'The subtotal (the products, before shipping) must be more than 150,00 €.',
      );
    } finally {
      await setParam('pedidoMinimo', param('pedidoMinimo').valor);
      await setParam('importeFijo', param('importeFijo').valor);
    }
  });
});
