import type { OwnCode, OwnCodesImportResult } from '@portal/domain/own-codes';
import type { OrderLine, PlacedOrder, PrintableOrder, QuickOrderResult } from '@portal/domain/ordering-api';
import type { ListDetail, ListImportResult } from '@portal/domain/shopping-lists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, productos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

// Real GTIN-13s (check digit right) and one with a wrong check digit.
const EAN_WIRE = '8400000000017';
const EAN_TIP = '8400000000024';

describe.each(databaseKinds())('own codes and EANs on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({ codigo: 'OC-WIRE', nombre: 'Wire', stock: 100 });
    await ctx.factories.product({
      codigo: 'OC-TIP',
      nombre: 'Tip',
      lote: 10,
      minimumQuantity: 10,
      stock: 100,
    });
    await ctx.factories.product({ codigo: 'OC-GAS', nombre: 'Gas', stock: 100 });
    const db = ctx.testDb.database.db;
    await db.update(productos).set({ ean: EAN_WIRE }).where(eq(productos.codigo, 'OC-WIRE'));
    await db.update(productos).set({ ean: EAN_TIP }).where(eq(productos.codigo, 'OC-TIP'));
  });
  afterAll(() => ctx.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  async function buyerOf(codigoCliente?: string) {
    const customer = codigoCliente ?? (await ctx.factories.customer()).codigo;
    const session = await ctx.factories.session({ codigoCliente: customer });
    const call = (method: Method, url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(session.token, { 'accept-language': 'en' }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { codigoCliente: customer, session, call };
  }

  it('keeps an own code unique within the customer and invisible to any other customer', async () => {
    const alice = await buyerOf();
    const colleague = await buyerOf(alice.codigoCliente);
    const bob = await buyerOf();

    const set = await alice.call('PUT', '/codis-propis/oc-wire', { codigoPropio: 'SOLD-ELEC-32' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<OwnCode>(set)).toEqual({ codigo: 'OC-WIRE', codigoPropio: 'SOLD-ELEC-32' });
    expect(json<OwnCode[]>(await colleague.call('GET', '/codis-propis'))).toEqual([
      { codigo: 'OC-WIRE', codigoPropio: 'SOLD-ELEC-32' },
    ]);

    // The same own code for a second product of the same customer: refused, in any case.
    const taken = await colleague.call('PUT', '/codis-propis/OC-TIP', { codigoPropio: 'sold-elec-32' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error_description).toBe(
      'Your company already uses the own code sold-elec-32 for product OC-WIRE.',
    );
    const invalid = await alice.call('PUT', '/codis-propis/OC-TIP', { codigoPropio: 'HAS SPACE' });
    expect(invalid.statusCode).toBe(400);
    expect((await alice.call('PUT', '/codis-propis/NOPE', { codigoPropio: 'X1' })).statusCode).toBe(404);

    // Another customer sees none of them, may use the same own code, and its quick order does
    // not read Alice's.
    expect(json<OwnCode[]>(await bob.call('GET', '/codis-propis'))).toEqual([]);
    const bobs = await bob.call('POST', '/carrito/rapida', { text: 'SOLD-ELEC-32 1' });
    expect(json<QuickOrderResult>(bobs).lines[0]!.errors.map((e) => e.missatge)).toEqual([
      'quickOrder.unknownCode',
    ]);
    expect((await bob.call('PUT', '/codis-propis/OC-TIP', { codigoPropio: 'SOLD-ELEC-32' })).statusCode).toBe(
      200,
    );
    const bobsNow = json<QuickOrderResult>(
      await bob.call('POST', '/carrito/rapida', { text: 'sold-elec-32 10' }),
    );
    expect(bobsNow.lines[0]).toMatchObject({ codigo: 'OC-TIP', ok: true });
    const alicesNow = json<QuickOrderResult>(
      await alice.call('POST', '/carrito/rapida', { text: 'sold-elec-32 1' }),
    );
    expect(alicesNow.lines[0]).toMatchObject({ codigo: 'OC-WIRE', ok: true });

    // Removing it.
    expect(json(await alice.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: null }))).toBeNull();
    expect(json<OwnCode[]>(await alice.call('GET', '/codis-propis'))).toEqual([]);
  });

  it('resolves our code, the own code and the EAN in quick order and a list’s import, with verdicts per line', async () => {
    const buyer = await buyerOf();
    await buyer.call('PUT', '/codis-propis/OC-GAS', { codigoPropio: 'MY-GAS' });
    const text = [`oc-wire 2`, `MY-GAS 3`, `${EAN_TIP} 15`, `8400000000025 1`, `${EAN_WIRE} 1`].join('\n');
    const checked = json<QuickOrderResult>(await buyer.call('POST', '/carrito/rapida', { text }));
    expect(checked.lines.map((l) => [l.lineNumber, l.codigo, l.ok, l.errors.map((e) => e.missatge)])).toEqual(
      [
        [1, 'OC-WIRE', true, []],
        [2, 'OC-GAS', true, []],
        [3, 'OC-TIP', false, ['cart.lote']],
        [4, null, false, ['quickOrder.unknownCode']],
        [5, null, false, ['quickOrder.duplicate']],
      ],
    );

    const created = await buyer.call('POST', '/llistes', { nombre: 'Scanned' });
    const list = json<ListDetail>(created);
    const imported = json<ListImportResult>(
      await buyer.call('POST', `/llistes/${list.id}/importar`, {
        text: `codigo;cantidad\n"MY-GAS";4\n${EAN_TIP};20\nOC-WIRE;1\n`,
      }),
    );
    expect(imported.written).toBe(3);
    expect(imported.list.lineas.map((l) => [l.codigo, l.Cantidad]).sort()).toEqual([
      ['OC-GAS', 4],
      ['OC-TIP', 20],
      ['OC-WIRE', 1],
    ]);
    const csv = await buyer.call('GET', `/llistes/${list.id}/csv`);
    expect(csv.body).toContain('OC-GAS;4;MY-GAS;Gas\r\n');
  });

  it('imports own codes from CSV with a verdict per line, writing only the good ones', async () => {
    const buyer = await buyerOf();
    await buyer.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'HELD' });
    const csv = [
      '\uFEFFcodigo;codigo_propio',
      'OC-TIP;"T-10"',
      'OC-GAS,G-1',
      'NOPE;X',
      'OC-TIP;T-11',
      'OC-GAS;HELD',
      'OC-WIRE;bad code',
      'just-one-field',
    ].join('\r\n');
    const response = await buyer.call('POST', '/codis-propis/importar', { text: csv });
    expect(response.statusCode, response.body).toBe(200);
    const result = json<OwnCodesImportResult>(response);
    expect(result.written).toBe(2);
    expect(result.lines.map((l) => [l.lineNumber, l.ok, l.errors.map((e) => e.missatge)])).toEqual([
      [2, true, []],
      [3, true, []],
      [4, false, ['ownCodes.unknownProduct']],
      [5, false, ['ownCodes.repeated']],
      [6, false, ['ownCodes.repeated']],
      [7, false, ['ownCodes.invalidLine']],
      [8, false, ['quickOrder.malformed']],
    ]);
    expect(json<OwnCode[]>(await buyer.call('GET', '/codis-propis'))).toEqual([
      { codigo: 'OC-GAS', codigoPropio: 'G-1' },
      { codigo: 'OC-TIP', codigoPropio: 'T-10' },
      { codigo: 'OC-WIRE', codigoPropio: 'HELD' },
    ]);
    const taken = json<OwnCodesImportResult>(
      await buyer.call('POST', '/codis-propis/importar', { text: 'OC-GAS;held' }),
    );
    expect(taken.lines[0]!.errors[0]!.error_description).toBe(
      'Line 1: your company already uses the own code held for product OC-WIRE.',
    );
  });

  it('finds a product in the catalogue search by its EAN or the caller’s own code, never another customer’s', async () => {
    const alice = await buyerOf();
    const bob = await buyerOf();
    await alice.call('PUT', '/codis-propis/OC-GAS', { codigoPropio: 'ALICE-GAS' });
    const codesOf = async (buyer: typeof alice, text: string) => {
      const response = await buyer.call(
        'GET',
        `/productos/search?queryString=${encodeURIComponent(text)}&page=1&size=15`,
      );
      if (response.statusCode === 204) return [];
      return json<{ content: { codigo: string }[] }>(response).content.map((p) => p.codigo);
    };
    expect(await codesOf(alice, EAN_WIRE)).toEqual(['OC-WIRE']);
    expect(await codesOf(alice, 'alice-gas')).toEqual(['OC-GAS']);
    expect(await codesOf(bob, 'ALICE-GAS')).toEqual([]);
  });

  it('keeps on an order’s lines the own code each product had when the order was placed', async () => {
    const alice = await buyerOf();
    await alice.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'WIRE-AT-ORDER' });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: alice.codigoCliente,
        nombreContacto: 'Workshop',
        direccion: 'C 1',
        codigoPostal: '08001',
        poblacion: 'B',
        pais: 'ES',
      })
      .returning();
    const placed = await alice.call('POST', '/pedidos/add', {
      lineasPedido: [
        { codigo: 'OC-WIRE', Cantidad: 2 },
        { codigo: 'OC-GAS', Cantidad: 1 },
      ],
      idContacto: contact!.id,
      acceptedConditions: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const placedOrder = json<PlacedOrder>(placed);
    expect(placedOrder.lineasPedido.map((l) => [l.codigo, l.codigoPropio])).toEqual([
      ['OC-WIRE', 'WIRE-AT-ORDER'],
      ['OC-GAS', null],
    ]);
    // A later change of the customer's codes leaves the order as it was placed.
    await alice.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'WIRE-NOW' });
    await alice.call('PUT', '/codis-propis/OC-GAS', { codigoPropio: 'GAS-NOW' });
    const lines = json<OrderLine[]>(await alice.call('GET', `/pedido/lineas/getAll/${placedOrder.Codigo}`));
    expect(lines.map((l) => [l.codigo, l.codigoPropio])).toEqual([
      ['OC-WIRE', 'WIRE-AT-ORDER'],
      ['OC-GAS', null],
    ]);
    const printed = json<PrintableOrder>(
      await alice.call('GET', `/pedidos/pedido/${placedOrder.Codigo}/imprimir`),
    );
    expect(printed.lineasPedido.map((l) => l.codigoPropio)).toEqual(['WIRE-AT-ORDER', null]);
  });

  it('exports the history by line with the customer’s own code beside ours, never another customer’s', async () => {
    const alice = await buyerOf();
    const bob = await buyerOf();
    const place = async (buyer: typeof alice, lineasPedido: { codigo: string; Cantidad: number }[]) => {
      const [contact] = await ctx.testDb.database.db
        .insert(clienteContactos)
        .values({
          codigoCliente: buyer.codigoCliente,
          nombreContacto: 'Workshop',
          direccion: 'C 1',
          codigoPostal: '08001',
          poblacion: 'B',
          pais: 'ES',
        })
        .returning();
      const placed = await buyer.call('POST', '/pedidos/add', {
        lineasPedido,
        idContacto: contact!.id,
        acceptedConditions: true,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return json<PlacedOrder>(placed).Codigo;
    };
    const linesCsv = async (buyer: typeof alice) => {
      const response = await ctx.app.inject({
        url: `/api/v1/pedidos/cliente/csv/${buyer.codigoCliente}?detall=linies`,
        headers: bearer(buyer.session.token, { 'accept-language': 'es' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };

    await alice.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'ALICE-WIRE' });
    // Bob's own codes for the very same products.
    await bob.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'BOB-WIRE' });
    await bob.call('PUT', '/codis-propis/OC-GAS', { codigoPropio: 'BOB-GAS' });
    await bob.call('PUT', '/codis-propis/OC-TIP', { codigoPropio: 'BOB-TIP' });
    const first = await place(alice, [
      { codigo: 'OC-WIRE', Cantidad: 2 },
      { codigo: 'OC-GAS', Cantidad: 1 },
    ]);
    // Set after the first order was placed: its line kept none and shows today's, as its screens do.
    await alice.call('PUT', '/codis-propis/OC-GAS', { codigoPropio: 'ALICE-GAS' });
    const second = await place(alice, [
      { codigo: 'OC-TIP', Cantidad: 10 },
      { codigo: 'OC-WIRE', Cantidad: 1 },
    ]);
    // A line placed with an own code keeps it.
    await alice.call('PUT', '/codis-propis/OC-WIRE', { codigoPropio: 'ALICE-WIRE-NOW' });
    const bobs = await place(bob, [{ codigo: 'OC-WIRE', Cantidad: 2 }]);

    const rows = await linesCsv(alice);
    expect(rows[0]).toBe(
      'Fecha;Pedido;Número ERP;Estado;Código;Código propio;Producto;Cantidad;Precio unitario (EUR);Descuento (EUR);Total de la línea (EUR)',
    );
    expect(rows.slice(1).map((row) => row.split(';').slice(1, 8))).toEqual([
      [second, '', 'Recibido', 'OC-TIP', '', 'Tip', '10'],
      [second, '', 'Recibido', 'OC-WIRE', 'ALICE-WIRE', 'Wire', '1'],
      [first, '', 'Recibido', 'OC-WIRE', 'ALICE-WIRE', 'Wire', '2'],
      [first, '', 'Recibido', 'OC-GAS', 'ALICE-GAS', 'Gas', '1'],
    ]);
    expect(rows.join('\n')).not.toContain('BOB-');
    const bobsRows = await linesCsv(bob);
    expect(bobsRows).toEqual([rows[0], expect.stringContaining(`;${bobs};;Recibido;OC-WIRE;BOB-WIRE;`)]);
    expect(bobsRows.join('\n')).not.toContain('ALICE-');
  });
});
