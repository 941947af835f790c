import type { CartView, PlacedOrder, QuickOrderResult, ReorderResult } from '@portal/domain/ordering-api';
import type { Order } from '@portal/domain/ordering-api';
import type { Page } from '@portal/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateIn } from '@portal/domain/order-body';
import { mayPayWith } from '@portal/domain/payment-methods';
import {
  clienteContactos,
  outbox,
  pedidoLineas,
  pedidos,
  registreCanvis,
} from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('cart and orders on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.factories.product({
      codigo: 'EQ-MIG',
      nombre: 'MIG welder',
      tipo: 'equipment',
      stock: 2,
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '300.00', precioSinDescuento: '400.00' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '400.00' },
      ],
    });
    await ctx.factories.product({
      codigo: 'TIP-10',
      nombre: 'Contact tip',
      lote: 10,
      minimumQuantity: 10,
      stock: 0,
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '0.80' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '1.00' },
        { idLista: 5, desdeUnidades: 100, precioNeto: '0.90' },
      ],
    });
    await ctx.factories.product({
      codigo: 'GLOVES',
      nombre: 'Gloves',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '12.50' }],
    });
  });
  afterAll(() => ctx.close());

  async function buyer(idLista = 5) {
    const customer = await ctx.factories.customer({ idLista, formaPago: 2 });
    const session = await ctx.factories.session({ codigoCliente: customer.codigo });
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
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(session.token, { 'accept-language': 'en', ...headers }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { customer, session, contact: contact!, call };
  }

  const orderBody = (
    idContacto: number,
    lines: { codigo: string; Cantidad: number }[],
    extra: object = {},
  ) => ({
    lineasPedido: lines,
    idContacto,
    acceptedConditions: true,
    ...extra,
  });

  it('adds, refuses a duplicate and a wrong batch, updates, removes and resets the cart', async () => {
    const { call } = await buyer();
    const added = await call('POST', '/carrito', { codigo: 'TIP-10', Cantidad: 20 });
    expect(added.statusCode).toBe(200);
    const view = json<CartView>(added);
    expect(view.missatge).toBe('cart.added');
    expect(view.lineas[0]).toMatchObject({ codigo: 'TIP-10', Cantidad: 20, finalPrice: 1, lineTotal: 20 });
    expect(view.lineas[0]!.warnings.map((w) => w.missatge)).toEqual(['cart.noStock']);

    const duplicate = await call('POST', '/carrito', { codigo: 'TIP-10', Cantidad: 10 });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).error_description).toBe('The product is already in the cart.');

    const wrongBatch = await call('POST', '/carrito', { codigo: 'EQ-MIG', Cantidad: 0 });
    expect(wrongBatch.statusCode).toBe(400);
    const lote = await call('PUT', '/carrito/TIP-10', { Cantidad: 15 });
    expect(lote.statusCode).toBe(422);
    expect(json(lote).error_description).toBe('This product is only sold in batches of 10 units.');

    const updated = json<CartView>(await call('PUT', '/carrito/TIP-10', { Cantidad: 100 }));
    expect(updated.lineas[0]).toMatchObject({ Cantidad: 100, finalPrice: 0.9, lineTotal: 90 });
    expect((await call('POST', '/carrito', { codigo: 'NOPE', Cantidad: 1 })).statusCode).toBe(404);

    await call('POST', '/carrito', { codigo: 'EQ-MIG', Cantidad: 3 });
    const withStockWarning = json<CartView>(await call('GET', '/carrito'));
    expect(withStockWarning.lineas.find((l) => l.codigo === 'EQ-MIG')!.warnings[0]!.error_description).toBe(
      'Stock exceeded; the order may take longer.',
    );
    const removed = json<CartView>(await call('DELETE', '/carrito/TIP-10'));
    expect(removed.lineas.map((l) => l.codigo)).toEqual(['EQ-MIG']);
    expect(json<CartView>(await call('DELETE', '/carrito')).lineas).toEqual([]);
  });

  it('keeps the cart on the server across sessions of the same user', async () => {
    const { call, session } = await buyer();
    await call('POST', '/carrito', { codigo: 'GLOVES', Cantidad: 2 });
    const again = await ctx.factories.login(session.user);
    const view = json<CartView>(
      await ctx.app.inject({ url: '/api/v1/carrito', headers: bearer(again.access_token) }),
    );
    expect(view.lineas.map((l) => [l.codigo, l.Cantidad])).toEqual([['GLOVES', 2]]);
  });

  it('shows shipping below 500 EUR for bronze, none for gold, and the minimum-total block', async () => {
    const bronze = await buyer(5);
    const small = json<CartView>(await bronze.call('POST', '/carrito', { codigo: 'GLOVES', Cantidad: 2 }));
    expect(small.totals).toMatchObject({
      subtotal: 25,
      shipping: 15,
      freeShipping: false,
      total: 40,
      pedidoMinimo: 100,
    });
    expect(small.blocking.map((b) => b.error_description)).toEqual([
      'The subtotal (the products, before shipping) must be more than 100,00 €.',
    ]);
    const big = json<CartView>(await bronze.call('POST', '/carrito', { codigo: 'EQ-MIG', Cantidad: 1 }));
    expect(big.totals).toMatchObject({ subtotal: 425, shipping: 15, total: 440 });
    expect(big.blocking).toEqual([]);
    const gold = await buyer(1);
    const goldCart = json<CartView>(await gold.call('POST', '/carrito', { codigo: 'EQ-MIG', Cantidad: 1 }));
    // Gold pays 300,00 of a 400,00 welder: before discount, discount, subtotal and total add up.
    expect(goldCart.totals).toMatchObject({
      grossTotal: 400,
      discountTotal: 100,
      subtotal: 300,
      shipping: 0,
      freeShipping: true,
      total: 300,
    });
  });

  it('gives a verdict per quick-order line and adds only the good ones', async () => {
    const { call } = await buyer();
    await call('POST', '/carrito', { codigo: 'GLOVES', Cantidad: 1 });
    const text = 'EQ-MIG 1\ntip-10;20\nNOPE-1 5\nTIP-10 3\nGLOVES 4\nthis line is nonsense';
    const preview = json<QuickOrderResult>(await call('POST', '/carrito/rapida', { text }));
    expect(preview.added).toBe(0);
    expect(preview.lines.map((l) => [l.lineNumber, l.ok, l.errors.map((e) => e.missatge)])).toEqual([
      [1, true, []],
      [2, true, []],
      [3, false, ['quickOrder.unknownCode']],
      [4, false, ['quickOrder.duplicate']],
      [5, false, ['cart.alreadyInCart']],
      [6, false, ['quickOrder.malformed']],
    ]);
    const confirmed = json<QuickOrderResult>(await call('POST', '/carrito/rapida', { text, confirm: true }));
    expect(confirmed.added).toBe(2);
    expect(confirmed.cart!.lineas.map((l) => l.codigo).sort()).toEqual(['EQ-MIG', 'GLOVES', 'TIP-10']);
  });

  it('prices an order on the server whatever prices the client sends, and empties the cart', async () => {
    const { call, contact, customer, session } = await buyer(1);
    await call('POST', '/carrito', { codigo: 'EQ-MIG', Cantidad: 1 });
    const tampered = {
      ...orderBody(contact.id, [
        { codigo: 'EQ-MIG', Cantidad: 1, finalPrice: 0.01, priceNoOffer: 0.01 } as never,
      ]),
      total: 0.01,
      referencia: 'PO-778',
      observaciones: 'Deliver mornings',
    };
    const response = await call('POST', '/pedidos/add', tampered, { 'idempotency-key': 'k-tamper-0001' });
    expect(response.statusCode).toBe(201);
    const order = json<PlacedOrder>(response);
    expect(order).toMatchObject({
      estado: 'received',
      codigoCliente: customer.codigo,
      subtotal: 300,
      shipping: 0,
      total: 300,
      referencia: 'PO-778',
      formaPago: 2,
    });
    expect(order.lineasPedido).toEqual([
      expect.objectContaining({
        codigo: 'EQ-MIG',
        Cantidad: 1,
        finalPrice: 300,
        priceNoOffer: 400,
        discount: 100,
        lineTotal: 300,
      }),
    ]);
    expect(json<CartView>(await call('GET', '/carrito')).lineas).toEqual([]);
    const [message] = await ctx.testDb.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.referencia, order.Codigo));
    expect(message).toMatchObject({
      kind: 'order.create',
      status: 'pending',
      idempotencyKey: `order-${order.Codigo}`,
    });
    // Who placed it, as the user's record says now (read with the request's session).
    expect((message!.payload as { placedBy: unknown }).placedBy).toEqual({
      username: session.user.username,
      email: session.user.email,
    });
    expect(session.user.email).toContain('@');
    expect((message!.payload as { totals: { total: string } }).totals).toEqual({
      gross: '400.00',
      discount: '100.00',
      net: '300.00',
      shipping: '0.00',
      total: '300.00',
    });
  });

  it('creates one order for the same Idempotency-Key, even when the requests race', async () => {
    const { call, contact, customer } = await buyer(1);
    const body = orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }]);
    const [a, b] = await Promise.all([
      call('POST', '/pedidos/add', body, { 'idempotency-key': 'double-click-0001' }),
      call('POST', '/pedidos/add', body, { 'idempotency-key': 'double-click-0001' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(json<PlacedOrder>(a).Codigo).toBe(json<PlacedOrder>(b).Codigo);
    const third = await call('POST', '/pedidos/add', body, { 'idempotency-key': 'double-click-0001' });
    expect(third.statusCode).toBe(200);
    const rows = await ctx.testDb.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigoCliente, customer.codigo));
    expect(rows).toHaveLength(1);
    // The losing request stored nothing of what goes with an order: its change-log entry, its ERP
    // message and the cart's emptying are one statement with the order (order-repository.ts).
    const db = ctx.testDb.database.db;
    const messages = await db.select().from(outbox).where(eq(outbox.kind, 'order.create'));
    expect(
      messages.filter((m) => (m.payload as { customerCodigo: string }).customerCodigo === customer.codigo),
    ).toHaveLength(1);
    const changes = await db
      .select()
      .from(registreCanvis)
      .where(and(eq(registreCanvis.taula, 'pedidos'), eq(registreCanvis.idUsuari, rows[0]!.idUsuari)));
    expect(changes.map((change) => change.idRegistre)).toEqual([rows[0]!.codigo]);
  });

  it('refuses the same Idempotency-Key with another order (422) and stores nothing; the same order in another field order is a replay', async () => {
    const { call, contact, customer } = await buyer(1);
    const body = orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }]);
    const first = await call('POST', '/pedidos/add', body, { 'idempotency-key': 'one-key-two-orders' });
    expect(first.statusCode, first.body).toBe(201);
    const other = orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 2 }]);
    const refused = await call('POST', '/pedidos/add', other, {
      'idempotency-key': 'one-key-two-orders',
      'accept-language': 'en',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused)).toMatchObject({
      missatge: 'orders.keyReused',
      error_description: 'This idempotency key was already used for another order.',
    });
    // The same order with its fields in another order is the same order.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await call('POST', '/pedidos/add', reordered, { 'idempotency-key': 'one-key-two-orders' });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(json<PlacedOrder>(replay).Codigo).toBe(json<PlacedOrder>(first).Codigo);
    const rows = await ctx.testDb.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigoCliente, customer.codigo));
    expect(rows.map((row) => row.total)).toEqual([json<PlacedOrder>(first).total.toFixed(2)]);
  });

  it('stores each order with its own lines, however many, and empties only its own user’s cart', async () => {
    // The order's statement is prepared once and its lines travel as one JSON array
    // (order-repository.ts): orders of three lines and of one, one after the other on the same
    // statement, with a name JSON must escape, each keep exactly theirs.
    const oddName = 'Electrode "7018" \\ ⌀3.2 — 😀';
    await ctx.factories.product({
      codigo: 'ROD-7018',
      nombre: oddName,
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '4.35', precioSinDescuento: '5.00' }],
    });
    const { call, contact, customer } = await buyer(5);
    const other = await buyer(5);
    await other.call('POST', '/carrito', { codigo: 'GLOVES', Cantidad: 3 });
    await call('POST', '/carrito', { codigo: 'GLOVES', Cantidad: 1 });

    const first = await call(
      'POST',
      '/pedidos/add',
      orderBody(
        contact.id,
        [
          { codigo: 'EQ-MIG', Cantidad: 1 },
          { codigo: 'TIP-10', Cantidad: 100 },
          { codigo: 'ROD-7018', Cantidad: 3 },
        ],
        { observaciones: 'Dock 2, “before noon”' },
      ),
    );
    expect(first.statusCode).toBe(201);
    const second = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'GLOVES', Cantidad: 10 }]),
    );
    expect(second.statusCode).toBe(201);

    const db = ctx.testDb.database.db;
    const linesOf = (codigo: string) =>
      db
        .select()
        .from(pedidoLineas)
        .where(eq(pedidoLineas.codigoPedido, codigo))
        .orderBy(asc(pedidoLineas.linea));
    expect(await linesOf(json<PlacedOrder>(first).Codigo)).toEqual([
      {
        codigoPedido: json<PlacedOrder>(first).Codigo,
        linea: 1,
        codigoArticulo: 'EQ-MIG',
        nombre: 'MIG welder',
        cantidad: 1,
        precioUnitario: '400.00',
        precioSinOferta: '400.00',
        descuento: '0.00',
        total: '400.00',
        codigoPropio: null,
      },
      expect.objectContaining({
        linea: 2,
        codigoArticulo: 'TIP-10',
        cantidad: 100,
        precioUnitario: '0.90',
        total: '90.00',
      }),
      expect.objectContaining({
        linea: 3,
        codigoArticulo: 'ROD-7018',
        nombre: oddName,
        cantidad: 3,
        precioUnitario: '4.35',
        precioSinOferta: '5.00',
        total: '13.05',
      }),
    ]);
    expect(await linesOf(json<PlacedOrder>(second).Codigo)).toEqual([
      expect.objectContaining({
        linea: 1,
        codigoArticulo: 'GLOVES',
        cantidad: 10,
        precioUnitario: '12.50',
        total: '125.00',
      }),
    ]);
    const [stored] = await db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigo, json<PlacedOrder>(first).Codigo));
    expect(stored).toMatchObject({
      codigoCliente: customer.codigo,
      estado: 'received',
      fechaEntrega: null,
      observaciones: 'Dock 2, “before noon”',
      subtotal: '503.05',
      idempotencyKey: null,
      direccionEntrega: expect.objectContaining({ nombreContacto: 'Taller', codigoPostal: '08001' }),
    });
    // The order emptied its own user's cart, not another buyer's of the same tier.
    expect(json<CartView>(await call('GET', '/carrito')).lineas).toEqual([]);
    expect(json<CartView>(await other.call('GET', '/carrito')).lineas).toEqual([
      expect.objectContaining({ codigo: 'GLOVES', Cantidad: 3 }),
    ]);
  });

  it('refuses an order at or below the minimum and one without accepted conditions, changing nothing', async () => {
    const { call, contact, customer } = await buyer(5);
    const small = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'GLOVES', Cantidad: 8 }]),
    );
    expect(small.statusCode).toBe(422);
    expect(json(small).error_description).toBe(
      'The subtotal (the products, before shipping) must be more than 100,00 €.',
    );
    const noConditions = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }], { acceptedConditions: false }),
    );
    expect(noConditions.statusCode).toBe(400);
    expect(json<{ errors: { error_description: string }[] }>(noConditions).errors[0]!.error_description).toBe(
      'Accept the conditions to send the order.',
    );
    const wrongLote = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'TIP-10', Cantidad: 205 }]),
    );
    expect(wrongLote.statusCode).toBe(422);
    const rows = await ctx.testDb.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigoCliente, customer.codigo));
    expect(rows).toHaveLength(0);
  });

  it('refuses a wished delivery date on a weekend or in the past, and takes a working day', async () => {
    const { call, contact } = await buyer(1);
    // Days counted from the company's today, so the test holds whatever day it runs.
    const dayAfter = (days: number) => {
      const [year, month, date] = isoDateIn(new Date()).split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
    };
    const upcoming = Array.from({ length: 8 }, (_, index) => dayAfter(index + 1));
    const saturday = upcoming.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6)!;
    const sunday = upcoming.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0)!;
    const monday = upcoming.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1)!;
    const place = (fechaEntrega: string, key: string) =>
      call(
        'POST',
        '/pedidos/add',
        orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }], { fechaEntrega }),
        {
          'idempotency-key': key,
        },
      );

    for (const [day, key] of [
      [saturday, 'k-weekend-sat'],
      [sunday, 'k-weekend-sun'],
    ] as const) {
      const refused = await place(day, key);
      expect(refused.statusCode, day).toBe(422);
      expect(json(refused)).toMatchObject({
        missatge: 'orders.deliveryDateWeekend',
        error_description: 'We deliver from Monday to Friday: choose a working day.',
        errors: [expect.objectContaining({ field: 'fechaEntrega' })],
      });
    }
    const past = await place(dayAfter(-1), 'k-weekend-past');
    expect(past.statusCode).toBe(422);
    expect(json(past)).toMatchObject({ missatge: 'orders.deliveryDatePast' });

    const placed = await place(monday, 'k-weekend-mon');
    expect(placed.statusCode).toBe(201);
    expect(json<PlacedOrder>(placed).fechaEntrega).toBe(monday);
  });

  it('refuses another customer’s contact, order, lines and history', async () => {
    const alice = await buyer(5);
    const bob = await buyer(5);
    const stolenAddress = await bob.call(
      'POST',
      '/pedidos/add',
      orderBody(alice.contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }]),
    );
    // Another customer's address is not found, like every other customer's object (customer-scope.ts).
    expect(stolenAddress.statusCode).toBe(404);
    const placed = json<PlacedOrder>(
      await alice.call(
        'POST',
        '/pedidos/add',
        orderBody(alice.contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }]),
      ),
    );
    expect((await bob.call('GET', `/pedido/lineas/getAll/${placed.Codigo}`)).statusCode).toBe(404);
    expect((await bob.call('GET', `/pedidos/pedido/${placed.Codigo}`)).statusCode).toBe(404);
    expect((await bob.call('DELETE', `/pedidos/pedido/${placed.Codigo}`)).statusCode).toBe(404);
    expect((await bob.call('GET', `/pedidos/cliente/getAll/${alice.customer.codigo}`)).statusCode).toBe(404);
    expect(
      (await bob.call('GET', `/cliente/contactos?clienteCodigo=${alice.customer.codigo}`)).statusCode,
    ).toBe(404);
    const own = json<Page<Order>>(
      await alice.call('GET', `/pedidos/cliente/getAll/${alice.customer.codigo}?page=0&size=10`),
    );
    expect(own.content.map((o) => o.Codigo)).toEqual([placed.Codigo]);
  });

  it('lists orders newest first with their lines, and exports them as CSV', async () => {
    const { call, contact, customer } = await buyer(1);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        json<PlacedOrder>(
          await call('POST', '/pedidos/add', orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: i + 1 }])),
        ).Codigo,
      );
    }
    const first = json<Page<Order>>(
      await call('GET', `/pedidos/cliente/getAll/${customer.codigo}?page=0&size=2`),
    );
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(first.content.map((o) => o.Codigo)).toEqual([codes[2], codes[1]]);
    const lines = json<{ codigo: string; Cantidad: number }[]>(
      await call('GET', `/pedido/lineas/getAll/${codes[2]}`),
    );
    expect(lines).toEqual([expect.objectContaining({ codigo: 'EQ-MIG', Cantidad: 3, lineTotal: 900 })]);
    const csv = await call('GET', `/pedidos/cliente/csv/${customer.codigo}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe(
      'Date;Code;ERP number;Status;Reference;Lines;Before discount (EUR);Discount (EUR);Subtotal (EUR);Shipping (EUR);Total (EUR)',
    );
    expect(rows).toHaveLength(4);
    // Gold: 3 × 400,00 before its 100,00 discount each, shipping free.
    expect(rows[1]).toMatch(
      new RegExp(
        `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};${codes[2]};;Received;;1;1\\.200,00;300,00;900,00;0,00;900,00$`,
      ),
    );
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="comandes-${customer.codigo}.csv"`);
    // `detall=comandes` is the same file as no `detall`.
    expect((await call('GET', `/pedidos/cliente/csv/${customer.codigo}?detall=comandes`)).body).toBe(
      csv.body,
    );

    const byLine = await call('GET', `/pedidos/cliente/csv/${customer.codigo}?detall=linies`);
    expect(byLine.statusCode).toBe(200);
    expect(byLine.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byLine.headers['content-disposition']).toBe(
      `attachment; filename="comandes-linies-${customer.codigo}.csv"`,
    );
    const lineRows = byLine.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lineRows[0]).toBe(
      'Date;Order;ERP number;Status;Code;Own code;Product;Quantity;Unit price (EUR);Discount (EUR);Line total (EUR)',
    );
    // One row per line, newest order first; the line's money as the order page shows it.
    expect(lineRows.slice(1).map((row) => row.split(';').slice(1))).toEqual(
      [3, 2, 1].map((quantity, i) => [
        codes[2 - i],
        '',
        'Received',
        'EQ-MIG',
        '',
        'MIG welder',
        String(quantity),
        '300,00',
        `${100 * quantity},00`,
        `${300 * quantity},00`,
      ]),
    );
    expect(lineRows[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};/);
  });

  it('refuses an unknown CSV detail with a translated validation error, not a server error', async () => {
    const { call, customer } = await buyer();
    const refused = await call('GET', `/pedidos/cliente/csv/${customer.codigo}?detall=productes`, undefined, {
      'accept-language': 'es',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      missatge: 'errors.validation',
      errors: [
        {
          field: 'detall',
          missatge: 'validation.invalidEnum',
          error_description: 'Valor no válido; se acepta: comandes, linies.',
        },
      ],
    });
  });

  it('cancels an order the ERP has not accepted, and refuses once it has', async () => {
    const { call, contact } = await buyer(1);
    const place = async () =>
      json<PlacedOrder>(
        await call('POST', '/pedidos/add', orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }])),
      );
    const open = await place();
    const cancelled = await call('DELETE', `/pedidos/pedido/${open.Codigo}`);
    expect(cancelled.statusCode).toBe(200);
    expect(json<Order>(cancelled)).toMatchObject({ estado: 'cancelled', cancelable: false });
    const accepted = await place();
    await ctx.testDb.database.db
      .update(pedidos)
      .set({ estado: 'accepted', erpNumero: 'ERP-1' })
      .where(eq(pedidos.codigo, accepted.Codigo));
    const refused = await call('DELETE', `/pedidos/pedido/${accepted.Codigo}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error_description).toBe('This order can no longer be cancelled.');
  });

  it('reorders at today’s prices and reports the lines it could not put back', async () => {
    const { call, contact } = await buyer(1);
    const placed = json<PlacedOrder>(
      await call(
        'POST',
        '/pedidos/add',
        orderBody(contact.id, [
          { codigo: 'EQ-MIG', Cantidad: 1 },
          { codigo: 'TIP-10', Cantidad: 10 },
        ]),
      ),
    );
    await call('POST', '/carrito', { codigo: 'TIP-10', Cantidad: 20 });
    const result = json<ReorderResult>(await call('POST', `/pedidos/pedido/${placed.Codigo}/reorder`));
    expect(result.added).toEqual([{ codigo: 'EQ-MIG', nombre: 'MIG welder' }]);
    expect(result.skipped).toEqual([
      {
        codigo: 'TIP-10',
        nombre: 'Contact tip',
        errors: [
          { missatge: 'cart.alreadyInCart', error_description: 'The product is already in the cart.' },
        ],
      },
    ]);
    expect(result.cart.lineas.map((l) => l.codigo).sort()).toEqual(['EQ-MIG', 'TIP-10']);
  });

  it('creates a delivery contact for the customer and queues it for the ERP', async () => {
    const { call } = await buyer(5);
    const created = await call('POST', '/cliente/contactos/add/contacto?pais=PT', {
      nombreContacto: 'Obra Porto',
      direccion: 'Rua 1',
      codigoPostal: '4000-001',
      poblacion: 'Porto',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      nombreContacto: 'Obra Porto',
      pais: 'PT',
      error_description: 'Contact created.',
    });
    const list = json<{ nombreContacto: string }[]>(await call('GET', '/cliente/contactos'));
    expect(list.map((c) => c.nombreContacto)).toContain('Obra Porto');
    const bad = await call('POST', '/cliente/contactos/add/contacto?pais=PT', {
      nombreContacto: '',
      direccion: 'x',
      codigoPostal: '1',
      poblacion: 'y',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string; error_description: string }[] }>(bad).errors[0]).toEqual(
      expect.objectContaining({ field: 'nombreContacto', error_description: 'This field is required.' }),
    );
    expect(
      (
        await call('POST', '/cliente/contactos/add/contacto?pais=ZZ', {
          nombreContacto: 'a',
          direccion: 'x',
          codigoPostal: '1',
          poblacion: 'y',
        })
      ).statusCode,
    ).toBe(400);
    const countries = json<{ codigo: string; nombre: string }[]>(await call('GET', '/paises'));
    expect(countries.find((c) => c.codigo === 'ES')!.nombre).toBe('Spain');
  });

  it('offers a customer the payment methods due no later than its own, and refuses a later one', async () => {
    // Cash at sight (2): only methods paid at sight, with the order or on delivery.
    const { call, contact, customer } = await buyer(1);
    const offered = json<{ codigo: number; nombre: string }[]>(await call('GET', '/formaspago'));
    expect(offered.map((m) => m.codigo)).toEqual(expect.arrayContaining([1, 2, 60, 903, 904]));
    expect(offered.map((m) => m.codigo)).not.toContain(10);
    expect(offered.every((m) => mayPayWith(2, m.codigo))).toBe(true);

    const later = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }], { formaPago: 10 }),
      {
        'idempotency-key': 'pay-later-0001',
      },
    );
    expect(later.statusCode).toBe(422);
    expect(json(later)).toMatchObject({
      missatge: 'orders.paymentMethodNotAllowed',
      errors: [expect.objectContaining({ field: 'formaPago' })],
    });
    const stored = await ctx.testDb.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.codigoCliente, customer.codigo));
    expect(stored).toHaveLength(0);
    const sooner = await call(
      'POST',
      '/pedidos/add',
      orderBody(contact.id, [{ codigo: 'EQ-MIG', Cantidad: 1 }], { formaPago: 60 }),
      {
        'idempotency-key': 'pay-cod-0001',
      },
    );
    expect(sooner.statusCode, sooner.body).toBe(201);
    expect(json<PlacedOrder>(sooner).formaPago).toBe(60);
  });
});
