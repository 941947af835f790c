// The one customer-scope rule (apps/server/src/http/customer-scope.ts), once
// per kind of customer-scoped object: another customer's order, order lines, printed order,
// delivery contact, cart line, promotions, customer data and service request all answer 404, the
// same as a missing one, and nothing of the other customer changes. Staff reach every customer's
// data, and have no cart.
import type { CartView, PlacedOrder } from '@portal/domain/ordering-api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promociones } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import {
  api,
  customerWithAddress,
  satForm,
  sendRequest,
  staffSession,
} from '../support/service-requests-support.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('one customer-scope rule on %s', (kind) => {
  let ctx: TestContext;
  let alice: Awaited<ReturnType<typeof customerWithAddress>>;
  let bob: Awaited<ReturnType<typeof customerWithAddress>>;
  let order: PlacedOrder;
  let requestNumber: string;

  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token, { 'accept-language': 'en' }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Not found, in the error contract, exactly as for an object that does not exist. */
  function expectNotFound(response: LightMyRequestResponse, missing: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(404);
    expect(missing.statusCode, missing.body).toBe(404);
    const { error, missatge } = json(response);
    expect({ error, missatge }).toEqual({ error: json(missing).error, missatge: json(missing).missatge });
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'SCOPE-MIG',
      nombre: 'MIG welder',
      tipo: 'equipment',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '400.00' }],
    });
    // In the catalogue, and in nobody's cart: what "not in your cart" looks like.
    await ctx.factories.product({ codigo: 'SCOPE-TIG', nombre: 'TIG welder', tipo: 'equipment' });
    alice = await customerWithAddress(ctx, 'en', { idLista: 5 });
    bob = await customerWithAddress(ctx, 'en', { idLista: 5 });
    await ctx.testDb.database.db.insert(promociones).values({
      codigoCliente: alice.customer.codigo,
      codigoArticulo: 'SCOPE-MIG',
      cantidadRequerida: 1,
      valorPromocion: '10',
    });
    const placed = await as(alice.token, 'POST', '/pedidos/add', {
      lineasPedido: [{ codigo: 'SCOPE-MIG', Cantidad: 1 }],
      idContacto: alice.contact.id,
      acceptedConditions: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = json<PlacedOrder>(placed);
    const sent = await sendRequest(
      ctx,
      alice.token,
      'sat',
      satForm('SCOPE-MIG', { idContacte: alice.contact.id }),
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    requestNumber = json<{ dades: { numero: string } }>(sent).dades.numero;
  }, 120_000);
  afterAll(() => ctx?.close());

  it('should not show another customer’s order', async () => {
    expectNotFound(
      await as(bob.token, 'GET', `/pedidos/pedido/${order.Codigo}`),
      await as(bob.token, 'GET', '/pedidos/pedido/WEB-9999999'),
    );
    expectNotFound(
      await as(bob.token, 'DELETE', `/pedidos/pedido/${order.Codigo}`),
      await as(bob.token, 'DELETE', '/pedidos/pedido/WEB-9999999'),
    );
    expectNotFound(
      await as(bob.token, 'POST', `/pedidos/pedido/${order.Codigo}/reorder`),
      await as(bob.token, 'POST', '/pedidos/pedido/WEB-9999999/reorder'),
    );
    expectNotFound(
      await as(bob.token, 'GET', `/pedidos/cliente/getAll/${alice.customer.codigo}`),
      await as(bob.token, 'GET', '/pedidos/cliente/getAll/NO-SUCH'),
    );
    expectNotFound(
      await as(bob.token, 'GET', `/pedidos/cliente/csv/${alice.customer.codigo}`),
      await as(bob.token, 'GET', '/pedidos/cliente/csv/NO-SUCH'),
    );
    // Alice's order is as it was, and not in Bob's cart.
    expect(json(await as(alice.token, 'GET', `/pedidos/pedido/${order.Codigo}`))).toMatchObject({
      estado: 'received',
    });
    expect(json<CartView>(await as(bob.token, 'GET', '/carrito')).lineas).toEqual([]);
  });

  it('should not show another customer’s order lines or printed order', async () => {
    expectNotFound(
      await as(bob.token, 'GET', `/pedido/lineas/getAll/${order.Codigo}`),
      await as(bob.token, 'GET', '/pedido/lineas/getAll/WEB-9999999'),
    );
    expectNotFound(
      await as(bob.token, 'GET', `/pedidos/pedido/${order.Codigo}/imprimir`),
      await as(bob.token, 'GET', '/pedidos/pedido/WEB-9999999/imprimir'),
    );
    expect((await as(alice.token, 'GET', `/pedidos/pedido/${order.Codigo}/imprimir`)).statusCode).toBe(200);
  });

  it('should not list or deliver to another customer’s contact', async () => {
    expectNotFound(
      await as(bob.token, 'GET', `/cliente/contactos?clienteCodigo=${alice.customer.codigo}`),
      await as(bob.token, 'GET', '/cliente/contactos?clienteCodigo=NO-SUCH'),
    );
    const body = (idContacto: number) => ({
      lineasPedido: [{ codigo: 'SCOPE-MIG', Cantidad: 1 }],
      idContacto,
      acceptedConditions: true,
    });
    expectNotFound(
      await as(bob.token, 'POST', '/pedidos/add', body(alice.contact.id)),
      await as(bob.token, 'POST', '/pedidos/add', body(2_000_000_000)),
    );
  });

  it('should not reach another customer’s cart line', async () => {
    await as(alice.token, 'POST', '/carrito', { codigo: 'SCOPE-MIG', Cantidad: 2 });
    expectNotFound(
      await as(bob.token, 'PUT', '/carrito/SCOPE-MIG', { Cantidad: 5 }),
      await as(bob.token, 'PUT', '/carrito/SCOPE-TIG', { Cantidad: 5 }),
    );
    expectNotFound(
      await as(bob.token, 'DELETE', '/carrito/SCOPE-MIG'),
      await as(bob.token, 'DELETE', '/carrito/SCOPE-TIG'),
    );
    const aliceCart = json<CartView>(await as(alice.token, 'GET', '/carrito'));
    expect(aliceCart.lineas.map((line) => [line.codigo, line.Cantidad])).toEqual([['SCOPE-MIG', 2]]);
  });

  it('should not show another customer’s promotions', async () => {
    expectNotFound(
      await as(bob.token, 'GET', `/promociones/cliente/${alice.customer.codigo}`),
      await as(bob.token, 'GET', '/promociones/cliente/NO-SUCH'),
    );
    expect(json(await as(alice.token, 'GET', `/promociones/cliente/${alice.customer.codigo}`))).toEqual({
      promociones: [{ IdArticulo: 'SCOPE-MIG', CantidadRequerida: 1, ValorPromocion: 10 }],
    });
  });

  it('should not show or change another customer’s data', async () => {
    expectNotFound(
      await as(bob.token, 'GET', `/clientes/codigo/${alice.customer.codigo}`),
      await as(bob.token, 'GET', '/clientes/codigo/NO-SUCH'),
    );
    const update = {
      codigo: alice.customer.codigo,
      razonSocial: 'Taken over SL',
      cif: 'B46123451',
      telefono: '+34 961 000 111',
      direccion: 'Polígon Industrial 3, nau 7',
      codigoPostal: '46980',
      poblacion: 'Paterna',
      provincia: 'València',
      ciudad: 'Paterna',
      pais: 'ES',
      entidadBancaria: 'ES91 2100 0418 4502 0005 1332',
    };
    // Bob's company administrator, who may change Bob's company's data, not Alice's.
    const bobsAdmin = await ctx.factories.session({
      codigoCliente: bob.customer.codigo,
      role: 'ADMIN_EMPRESA',
    });
    expectNotFound(
      await as(bobsAdmin.token, 'PUT', '/clientes/update', update),
      await as(bobsAdmin.token, 'PUT', '/clientes/update', { ...update, codigo: 'NO-SUCH' }),
    );
    expect(json(await as(alice.token, 'GET', `/clientes/codigo/${alice.customer.codigo}`))).toMatchObject({
      razonSocial: alice.customer.razonSocial,
    });
  });

  it('should not show or cancel another customer’s service request', async () => {
    expectNotFound(
      await api(ctx, bob.token, 'GET', `/solicituds/${requestNumber}`),
      await api(ctx, bob.token, 'GET', '/solicituds/SAT-999999'),
    );
    expectNotFound(
      await api(ctx, bob.token, 'POST', `/solicituds/${requestNumber}/cancelar`),
      await api(ctx, bob.token, 'POST', '/solicituds/SAT-999999/cancelar'),
    );
    expect(
      json<{ dades: { estat: string } }>(await api(ctx, alice.token, 'GET', `/solicituds/${requestNumber}`))
        .dades,
    ).toMatchObject({ estat: 'received' });
  });

  it('should let staff reach any customer’s service request, and give them no cart', async () => {
    const staff = await staffSession(ctx);
    // Staff reach every customer's objects: the request page of Alice's request opens for them.
    expect((await api(ctx, staff.token, 'GET', `/solicituds/${requestNumber}`)).statusCode).toBe(200);
    // Staff act for no customer: a cart or an order is not theirs to have (403, not a scope miss).
    expect((await as(staff.token, 'GET', '/carrito')).statusCode).toBe(403);
  });
});
