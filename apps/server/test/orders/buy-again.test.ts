import type { BuyAgain } from '@portal/domain/buy-again';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, pedidos, productos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('buy again on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({ codigo: 'BA-WIRE', nombre: 'Steel wire' });
    await ctx.factories.product({ codigo: 'BA-ELEC', nombre: 'Electrodes' });
    await ctx.factories.product({ codigo: 'BA-TIP', nombre: 'Contact tip', lote: 10, minimumQuantity: 10 });
    await ctx.factories.product({ codigo: 'BA-OLD', nombre: 'Only long ago' });
    await ctx.factories.product({ codigo: 'BA-GONE', nombre: 'No longer sold' });
  });
  afterAll(() => ctx.close());

  async function buyer() {
    const customer = await ctx.factories.customer();
    const session = await ctx.factories.session({ codigoCliente: customer.codigo });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'Workshop',
        direccion: 'C 1',
        codigoPostal: '08001',
        poblacion: 'B',
        pais: 'ES',
      })
      .returning();
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(session.token, { 'accept-language': 'en' }),
        ...(payload === undefined ? {} : { payload }),
      });
    /** Places an order and dates it `monthsAgo` months back. */
    const order = async (lines: [string, number][], monthsAgo = 0) => {
      const placed = await call('POST', '/pedidos/add', {
        lineasPedido: lines.map(([codigo, Cantidad]) => ({ codigo, Cantidad })),
        idContacto: contact!.id,
        acceptedConditions: true,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const code = json<{ Codigo: string }>(placed).Codigo;
      if (monthsAgo > 0) {
        await ctx.testDb.database.db
          .update(pedidos)
          .set({ createdAt: sql`now() - make_interval(months => ${monthsAgo}::int)` })
          .where(eq(pedidos.codigo, code));
      }
      return code;
    };
    const buyAgain = async () => {
      const response = await call('GET', '/pedidos/habituales');
      expect(response.statusCode, response.body).toBe(200);
      return json<BuyAgain>(response).productos.map((item) => [
        item.product.codigo,
        item.timesOrdered,
        item.lastQuantity,
      ]);
    };
    return { call, order, buyAgain };
  }

  it('lists the customer’s products of the last 12 months, most often ordered first, with the last quantity', async () => {
    const alice = await buyer();
    const bob = await buyer();
    expect(await alice.buyAgain()).toEqual([]);

    await alice.order(
      [
        ['BA-OLD', 1],
        ['BA-ELEC', 9],
      ],
      13,
    ); // outside the 12 months: not counted
    await alice.order(
      [
        ['BA-WIRE', 3],
        ['BA-ELEC', 5],
      ],
      2,
    );
    await alice.order(
      [
        ['BA-WIRE', 4],
        ['BA-TIP', 10],
      ],
      1,
    );
    await alice.order([
      ['BA-WIRE', 6],
      ['BA-GONE', 1],
    ]);
    const cancelled = await alice.order([
      ['BA-TIP', 20],
      ['BA-ELEC', 7],
    ]);
    expect((await alice.call('DELETE', `/pedidos/pedido/${cancelled}`)).statusCode).toBe(200);
    // Another customer's orders never count for Alice.
    await bob.order([
      ['BA-ELEC', 2],
      ['BA-OLD', 8],
    ]);
    await bob.order([['BA-ELEC', 3]]);

    // Wire in three orders, last 6; then tip and electrodes once each, the more recent first; the
    // cancelled order and the product no longer sold are not offered.
    await ctx.testDb.database.db
      .update(productos)
      .set({ activo: false })
      .where(eq(productos.codigo, 'BA-GONE'));
    expect(await alice.buyAgain()).toEqual([
      ['BA-WIRE', 3, 6],
      ['BA-TIP', 1, 10],
      ['BA-ELEC', 1, 5],
    ]);
    expect(await bob.buyAgain()).toEqual([
      ['BA-ELEC', 2, 3],
      ['BA-OLD', 1, 8],
    ]);

    const first = json<BuyAgain>(await alice.call('GET', '/pedidos/habituales')).productos[0]!;
    expect(first.product).toMatchObject({ codigo: 'BA-WIRE', nombre: 'Steel wire', lote: null });
    expect(first.product.finalPrice).not.toBeNull();
    expect(Date.now() - Date.parse(first.lastOrderedAt)).toBeLessThan(10 * 60_000);
  });

  it('is for those who buy: a company’s viewer and staff are refused', async () => {
    for (const role of ['CONSULTA', 'ADMINISTRADOR'] as const) {
      const session = await ctx.factories.session({ role });
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/pedidos/habituales',
        headers: bearer(session.token),
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});
