// The ERP link under faults, with the sandbox as a separate process speaking HTTP: orders placed
// while the ERP is down, slow, erroring or losing its answers all reach it exactly once.
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clienteContactos, logErrors, pedidos } from '../../src/db/schema/index.ts';
import { erpOutboxWorker } from '../../src/erp/outbox/outbox-worker.ts';
import { erpOutboxPartsOf } from '../../src/services.ts';
import { databaseKinds } from '../support/databases.ts';
import { quietLogger } from '../support/demo-catalogue.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('ERP link on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let call: (
    url: string,
    payload: unknown,
    key: string,
  ) => Promise<Awaited<ReturnType<TestContext['app']['inject']>>>;
  let contactId: number;

  /** Lets the back-off delays pass, as time would, then delivers what is due. */
  async function deliverDue() {
    await ctx.testDb.database.db.execute(
      sql`update outbox set next_attempt_at = now() where status = 'pending'`,
    );
    return ctx.app.services.outbox!.drain();
  }

  async function placeOrders(count: number, prefix: string): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await call(
        '/api/v1/pedidos/add',
        {
          lineasPedido: [{ codigo: 'EQ-ERP', Cantidad: 1 + (i % 3) }],
          idContacto: contactId,
          acceptedConditions: true,
        },
        `${prefix}-${i}-key`,
      );
      expect(response.statusCode, response.body).toBe(201);
      codes.push(json<PlacedOrder>(response).Codigo);
    }
    return codes;
  }

  async function statusesOf(codes: string[]) {
    const rows = await ctx.testDb.database.db
      .select({ codigo: pedidos.codigo, estado: pedidos.estado })
      .from(pedidos);
    const wanted = new Set(codes);
    return rows.filter((row) => wanted.has(row.codigo)).map((row) => row.estado);
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox) });
    // C0001 is a customer the sandbox ERP knows (its demo data matches the portal's).
    await ctx.factories.customer({ codigo: 'C0001', idLista: 1 });
    const { token } = await ctx.factories.session({ codigoCliente: 'C0001' });
    const [contact] = await ctx.testDb.database.db
      .insert(clienteContactos)
      .values({
        codigoCliente: 'C0001',
        nombreContacto: 'Magatzem',
        direccion: 'Carrer 1',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    contactId = contact!.id;
    await ctx.factories.product({
      codigo: 'EQ-ERP',
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '250.00', precioSinDescuento: '300.00' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '300.00' },
      ],
    });
    call = (url, payload, key) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: bearer(token, { 'idempotency-key': key }),
      });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });
  beforeEach(() =>
    sandbox.setSwitches({ down: false, downMode: '503', errorRate: 0, latencyMs: 0, lostReplyRate: 0 }),
  );

  it('keeps 50 orders placed while the ERP is down and delivers each exactly once when it is back', async () => {
    await sandbox.setSwitches({ down: true });
    const codes = await placeOrders(50, 'down');
    await ctx.app.services.outbox!.drain();
    expect(new Set(await statusesOf(codes))).toEqual(new Set(['received']));
    const logged = await ctx.testDb.database.db
      .select()
      .from(logErrors)
      .where(eq(logErrors.codiError, 'ERP_UNAVAILABLE'));
    expect(logged.length).toBeGreaterThan(0);

    await sandbox.setSwitches({ down: false });
    await deliverDue();
    expect(new Set(await statusesOf(codes))).toEqual(new Set(['sent_to_erp']));
    const received = (await sandbox.orders()).filter((order) => codes.includes(order.portalCode));
    expect(received).toHaveLength(50);
    expect(new Set(received.map((order) => order.portalCode)).size).toBe(50);
    const numbers = await ctx.testDb.database.db
      .select({ erp: pedidos.erpNumero })
      .from(pedidos)
      .where(eq(pedidos.codigo, codes[0]!));
    expect(numbers[0]!.erp).toMatch(/\S+/);
  });

  it('never doubles an order when the ERP errors and loses its answers', async () => {
    await sandbox.setSwitches({ errorRate: 0.3, lostReplyRate: 0.4 });
    const codes = await placeOrders(20, 'flaky');
    for (let pass = 0; pass < 40; pass++) {
      await deliverDue();
      if ((await ctx.app.services.outbox!.pendingCount()) === 0) break;
    }
    expect(await ctx.app.services.outbox!.pendingCount()).toBe(0);
    const received = (await sandbox.orders()).filter((order) => codes.includes(order.portalCode));
    expect(received.map((order) => order.portalCode).sort()).toEqual([...codes].sort());
    // Lost answers made the worker present some keys again; the ERP stored each order once.
    expect(received.some((order) => order.keyPresentations > 1)).toBe(true);
    expect(received.every((order) => order.keyConflicts === 0)).toBe(true);
    expect(new Set(await statusesOf(codes))).toEqual(new Set(['sent_to_erp']));
  });

  it('retries an ERP that answers too slowly, and delivers once it is quick again', async () => {
    await sandbox.setSwitches({ latencyMs: 3000 });
    const [code] = await placeOrders(1, 'slow');
    await ctx.app.services.outbox!.drain();
    expect(await statusesOf([code!])).toEqual(['received']);
    await sandbox.setSwitches({ latencyMs: 0 });
    // The slow call may have landed after our time-out; the retry must not double it.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await deliverDue();
    expect(await statusesOf([code!])).toEqual(['sent_to_erp']);
    expect((await sandbox.orders()).filter((order) => order.portalCode === code)).toHaveLength(1);
  });

  it('follows the ERP status and lets the customer cancel only what the ERP has not taken', async () => {
    const [kept, cancelled] = await placeOrders(2, 'status');
    await deliverDue();
    // The ERP takes one into preparation: the portal learns it and refuses its cancellation.
    await fetch(`${sandbox.baseUrl}/_sandbox/orders/${kept}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in_preparation' }),
    });
    expect(await ctx.app.services.orderStatusSync!.syncOnce(500)).toBeGreaterThanOrEqual(1);
    expect(await statusesOf([kept!])).toEqual(['accepted']);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/pedidos/pedido/${cancelled}`,
      headers: bearer((await ctx.factories.login(await userOf('C0001'))).access_token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).estado).toBe('cancelled');
    const erpSide = (await sandbox.orders()).find((order) => order.portalCode === cancelled);
    expect(erpSide!.status).toBe('cancelled');
  });

  it('gives up the delivery a slow ERP holds when the instance stops, and leaves its batch due for the next', async () => {
    const codes = await placeOrders(3, 'stopping');
    const db = ctx.testDb.database.db;
    // A stopping instance of its own: its gateway waits a minute for an answer, past its timeout.
    const gateway = sandboxGateway(sandbox, 60_000)(db);
    const stopping = erpOutboxWorker(db, gateway, quietLogger, { intervalMs: 60_000 }, erpOutboxPartsOf(db));
    await sandbox.setSwitches({ latencyMs: 60_000 });
    const errorsBefore = await erpErrorCount();
    stopping.start();
    const claimed = () => db.execute(sql`select count(*)::int as n from outbox where claimed_at is not null`);
    await expect
      .poll(async () => ((await claimed()) as unknown as { rows: { n: number }[] }).rows[0]!.n)
      .toBe(3);
    const stopped = stopping.stop();
    gateway.close();
    await stopped;
    const rows = (await db.execute(
      sql`select attempts, next_attempt_at <= now() as due, claimed_at from outbox where status = 'pending' order by id`,
    )) as unknown as { rows: { attempts: number; due: boolean; claimed_at: unknown }[] };
    // The one the ERP held was tried once; the two never sent are as before; all are due now.
    expect(rows.rows.map((row) => Number(row.attempts))).toEqual([1, 0, 0]);
    expect(rows.rows.every((row) => row.due && row.claimed_at === null)).toBe(true);
    expect(await erpErrorCount()).toBe(errorsBefore);

    await sandbox.setSwitches({ latencyMs: 0 });
    await ctx.app.services.outbox!.drain();
    expect(new Set(await statusesOf(codes))).toEqual(new Set(['sent_to_erp']));
  });

  async function erpErrorCount() {
    return (await ctx.testDb.database.db.select().from(logErrors)).length;
  }

  async function userOf(codigoCliente: string) {
    // A fresh user of the same company logs in; the order belongs to the company.
    return ctx.factories.user({ codigoCliente });
  }
});
