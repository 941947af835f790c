// Credit at checkout: with `creditPolicy` at `block`, an order over the customer's available credit,
// or from a customer owing overdue invoices, is refused with the amounts named and nothing stored;
// at `warn` and `off` it is placed (the ERP judges); a customer the ERP has sent no credit for is
// never refused for it.
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, customerCredit, outbox, params, pedidos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('credit at checkout on %s', (kind) => {
  let ctx: TestContext;
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'CREDIT-WIRE',
      nombre: 'Welding wire',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '120.00' }],
    });
  });
  afterAll(() => ctx.close());

  const setPolicy = (valor: string) =>
    db().update(params).set({ valor }).where(eq(params.clau, 'creditPolicy'));

  async function buyer(credit: { available: string; overdue: string } | null) {
    const customer = await ctx.factories.customer({ idLista: 5 });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo });
    const [contact] = await db()
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
    if (credit) {
      await db()
        .insert(customerCredit)
        .values({
          codigoCliente: customer.codigo,
          creditLimit: '1000.00',
          used: '0.00',
          ...credit,
          erpUpdatedAt: new Date().toISOString(),
        });
    }
    const place = (quantity: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pedidos/add',
        headers: bearer(session.token, { 'accept-language': 'en' }),
        payload: {
          lineasPedido: [{ codigo: 'CREDIT-WIRE', Cantidad: quantity }],
          idContacto: contact!.id,
          acceptedConditions: true,
        },
      });
    const stored = () => db().select().from(pedidos).where(eq(pedidos.codigoCliente, customer.codigo));
    return { place, stored };
  }

  it('starts as warn, a parameter the administrator can set to block or off and nothing else', async () => {
    const [row] = await db().select().from(params).where(eq(params.clau, 'creditPolicy'));
    expect(row!.valor).toBe('warn');
    const admin = await ctx.factories.session({ role: 'ADMINISTRADOR', codigoCliente: null });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/params',
      headers: bearer(admin.token, { 'accept-language': 'en' }),
      payload: { idParam: row!.idParam, clau: 'creditPolicy', valor: 'maybe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(json(refused))).toContain('block');
  });

  it('under block, refuses an order over the available credit naming both amounts, and stores nothing', async () => {
    await setPolicy('block');
    const { place, stored } = await buyer({ available: '200.00', overdue: '0.00' });
    const outboxBefore = (await db().select().from(outbox)).length;
    // 2 × 120 € of goods and 15 € of shipping: 255 € against 200 € available.
    const refused = await place(2);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      missatge: 'orders.creditOverLimit',
      error_description:
        'The order, 255,00 €, is over the available credit, 200,00 €. Please talk to your sales representative.',
    });
    expect(await stored()).toEqual([]);
    expect((await db().select().from(outbox)).length).toBe(outboxBefore);
    // Within the credit, the same customer orders.
    expect(json<PlacedOrder>(await place(1)).Codigo).toMatch(/^WEB-/);
  });

  it('under block, refuses any order while invoices are overdue', async () => {
    await setPolicy('block');
    const { place, stored } = await buyer({ available: '5000.00', overdue: '320.40' });
    const refused = await place(1);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).missatge).toBe('orders.creditOverdue');
    expect(json(refused).error_description).toContain('320,40 €');
    expect(await stored()).toEqual([]);
  });

  it('under warn and off, places the order over the credit: the ERP judges', async () => {
    for (const policy of ['warn', 'off']) {
      await setPolicy(policy);
      const { place, stored } = await buyer({ available: '10.00', overdue: '99.00' });
      const placed = await place(2);
      expect(placed.statusCode, policy).toBe(201);
      expect(await stored()).toHaveLength(1);
    }
  });

  it('never refuses a customer the ERP has sent no credit for', async () => {
    await setPolicy('block');
    const { place } = await buyer(null);
    expect((await place(3)).statusCode).toBe(201);
  });
});
