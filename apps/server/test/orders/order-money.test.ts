// One order's money, followed through every place that shows it: the cart,
// the placed order, the order read back, the history, the CSV, the printed order and the ERP
// payload as the sandbox ERP received it all carry the same five figures, and they add up. Then
// the ERP rejects an order (item 3): the customer is told why in their language, and the lines go
// back into the cart. The sandbox runs as its own process, speaking HTTP, as in production.
import type { Page } from '@portal/domain/api';
import type {
  CartView,
  Order,
  PlacedOrder,
  PrintableOrder,
  ReorderResult,
} from '@portal/domain/ordering-api';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

/** An order as the sandbox ERP stored the request it received (docs/erp-contract.md §6). */
interface ReceivedOrder {
  portalCode: string;
  status: string;
  request: {
    lines: { codigo: string; quantity: number; unitPrice: string; discount: string }[];
    totals: { gross: string; discount: string; net: string; shipping: string; total: string };
  };
}

describe.each(databaseKinds())('one order’s money everywhere on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let call: (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  let contactId: number;
  // C0003 is the sandbox ERP's bronze customer (its demo data matches the portal's).
  const customer = 'C0003';

  async function deliver() {
    await ctx.testDb.database.db.execute(
      sql`update outbox set next_attempt_at = now() where status = 'pending'`,
    );
    await ctx.app.services.outbox!.drain();
  }

  async function received(portalCode: string): Promise<ReceivedOrder> {
    const response = await fetch(`${sandbox.baseUrl}/_sandbox/orders`);
    const { items } = (await response.json()) as { items: ReceivedOrder[] };
    const order = items.find((item) => item.portalCode === portalCode);
    expect(order, `the ERP received ${portalCode}`).toBeDefined();
    return order!;
  }

  async function fillCart() {
    await call('DELETE', '/carrito');
    // The bronze cart: 2 × 89,30 (94,00 without offer) and 5 × 24,00 (25,90).
    await call('POST', '/carrito', { codigo: 'MIG-WIRE', Cantidad: 2 });
    return json<CartView>(await call('POST', '/carrito', { codigo: 'GLOVES-X', Cantidad: 5 }));
  }

  function place(key: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pedidos/add',
      payload: {
        lineasPedido: [
          { codigo: 'MIG-WIRE', Cantidad: 2 },
          { codigo: 'GLOVES-X', Cantidad: 5 },
        ],
        idContacto: contactId,
        referencia: 'PO-4411',
        acceptedConditions: true,
      },
      headers: bearer(token, { 'idempotency-key': key, 'accept-language': 'ca' }),
    });
  }
  let token: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox) });
    await ctx.factories.customer({
      codigo: customer,
      idLista: 5,
      razonSocial: 'Talleres Soldamar SA',
      formaPago: 2,
    });
    ({ token } = await ctx.factories.session({ codigoCliente: customer }));
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer,
        nombreContacto: 'Taller Badalona',
        direccion: 'Carrer del Ferro 2',
        codigoPostal: '08911',
        poblacion: 'Badalona',
        pais: 'ES',
      })
      .returning();
    contactId = contact!.id;
    await ctx.factories.product({
      codigo: 'MIG-WIRE',
      nombre: 'MIG wire 1.0 mm',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '89.30', precioSinDescuento: '94.00' }],
    });
    await ctx.factories.product({
      codigo: 'GLOVES-X',
      nombre: 'Welding gloves',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '24.00', precioSinDescuento: '25.90' }],
    });
    call = (method, url, payload) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(token, { 'accept-language': 'ca' }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  it('shows the same figures in the cart, the order, the history, the CSV, the printed order and the ERP', async () => {
    await sandbox.setSwitches({ rejectAboveTotal: null });
    // 317,50 − 18,90 = 298,60 of goods; + 15,00 shipping (bronze, under 500) = 313,60.
    const money = { grossTotal: 317.5, discountTotal: 18.9, subtotal: 298.6, shipping: 15, total: 313.6 };
    const cart = await fillCart();
    expect(cart.totals).toMatchObject({ ...money, freeShipping: false });

    const response = await place('money-everywhere-1');
    expect(response.statusCode, response.body).toBe(201);
    const placed = json<PlacedOrder>(response);
    expect(placed).toMatchObject(money);
    expect(
      placed.lineasPedido.map(({ codigo, Cantidad, finalPrice, priceNoOffer, discount, lineTotal }) => [
        codigo,
        Cantidad,
        finalPrice,
        priceNoOffer,
        discount,
        lineTotal,
      ]),
    ).toEqual([
      ['MIG-WIRE', 2, 89.3, 94, 9.4, 178.6],
      ['GLOVES-X', 5, 24, 25.9, 9.5, 120],
    ]);
    // Placing the order emptied the cart.
    expect(json<CartView>(await call('GET', '/carrito')).lineas).toEqual([]);

    expect(json<Order>(await call('GET', `/pedidos/pedido/${placed.Codigo}`))).toMatchObject(money);
    const history = json<Page<Order>>(
      await call('GET', `/pedidos/cliente/getAll/${customer}?page=0&size=10`),
    );
    expect(history.content.find((order) => order.Codigo === placed.Codigo)).toMatchObject({
      ...money,
      referencia: 'PO-4411',
    });

    const csv = (await call('GET', `/pedidos/cliente/csv/${customer}`)).body
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(csv[0]).toBe(
      'Data;Codi;Número ERP;Estat;Referència;Línies;Import sense descompte (EUR);Descompte (EUR);Subtotal (EUR);Ports (EUR);Total (EUR)',
    );
    const row = csv.find((line) => line.includes(placed.Codigo))!;
    expect(row.split(';').slice(4)).toEqual(['PO-4411', '2', '317,50', '18,90', '298,60', '15,00', '313,60']);

    const printed = json<PrintableOrder>(await call('GET', `/pedidos/pedido/${placed.Codigo}/imprimir`));
    expect(printed.pedido).toMatchObject(money);
    expect(printed.lineasPedido.map((line) => line.lineTotal)).toEqual([178.6, 120]);
    expect(printed.cliente).toMatchObject({ codigo: customer, razonSocial: 'Talleres Soldamar SA' });
    // The customer's own payment method, named in the request's language.
    expect(printed.pedido.formaPago).toBe(2);
    expect(printed.formaPagoNombre).toMatch(/\S/);

    await deliver();
    const erp = await received(placed.Codigo);
    expect(erp.status).toBe('accepted');
    expect(erp.request.totals).toEqual({
      gross: '317.50',
      discount: '18.90',
      net: '298.60',
      shipping: '15.00',
      total: '313.60',
    });
    expect(erp.request.lines).toEqual([
      expect.objectContaining({ codigo: 'MIG-WIRE', quantity: 2, unitPrice: '94.00', discount: '9.40' }),
      expect.objectContaining({ codigo: 'GLOVES-X', quantity: 5, unitPrice: '25.90', discount: '9.50' }),
    ]);
    // Once the ERP has it, the order reads back with its number and still the same money.
    const sent = json<Order>(await call('GET', `/pedidos/pedido/${placed.Codigo}`));
    expect(sent).toMatchObject({ ...money, estado: 'sent_to_erp', motivoRechazo: null });
    expect(sent.erpNumero).toMatch(/\S/);
  });

  it('tells the customer why the ERP rejected an order, in their language, and puts its lines back', async () => {
    await sandbox.setSwitches({ rejectAboveTotal: 300 });
    try {
      await fillCart();
      const placed = json<PlacedOrder>(await place('money-rejected-1'));
      await deliver();
      expect((await received(placed.Codigo)).status).toBe('rejected');

      const order = json<Order>(await call('GET', `/pedidos/pedido/${placed.Codigo}`));
      // Not the ERP's English sentence ("Total 313.60 EUR is above…"): a message key the screens translate.
      expect(order).toMatchObject({
        estado: 'rejected',
        motivoRechazo: 'orders.rejection.creditLimit',
        cancelable: false,
      });

      const back = await call('POST', `/pedidos/pedido/${placed.Codigo}/reorder`);
      expect(back.statusCode).toBe(200);
      const result = json<ReorderResult>(back);
      expect(result.added).toEqual([
        { codigo: 'MIG-WIRE', nombre: 'MIG wire 1.0 mm' },
        { codigo: 'GLOVES-X', nombre: 'Welding gloves' },
      ]);
      expect(result.cart.totals).toMatchObject({ grossTotal: 317.5, total: 313.6 });
    } finally {
      await sandbox.setSwitches({ rejectAboveTotal: null });
    }
  });
});
