// The master-data synchronisation against the sandbox ERP over HTTP (contract §11), on PGlite and
// PostgreSQL: a full run fills an empty portal, an incremental run carries a changed price, stock
// and promotion to the buyer's screen and cart, a product the ERP drops is deactivated but still
// in old orders, a run cut by the ERP or by a dying instance resumes to the same end state, and
// two instances asked at once make one run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logErrors, productos, syncRuns } from '../../src/db/schema/index.ts';
import type { ErpGateway } from '../../src/erp/gateway/erp-gateway.ts';
import { createErpSync } from '../../src/modules/erp-sync/erp-sync.ts';
import { syncPartsOf } from '../../src/services.ts';
import { INSTANCE_STOPPING } from '../../src/erp/gateway/erp-gateway.ts';
import { SyncRunner } from '../../src/modules/erp-sync/sync-runner.ts';
import { databaseKinds } from '../support/databases.ts';
import { quietLogger } from '../support/demo-catalogue.ts';
import { fingerprint } from '../support/sync-fingerprint.ts';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

const silent = quietLogger;

/** Wraps a gateway so that the ERP "goes down" after `pages` export pages were answered. */
function failingAfter(erp: ErpGateway, pages: number): ErpGateway & { pagesServed: number } {
  const wrapper = Object.create(erp) as ErpGateway & { pagesServed: number };
  wrapper.pagesServed = 0;
  wrapper.exportPage = async (entity, query) => {
    if (query.size > 1 && wrapper.pagesServed++ >= pages)
      return { kind: 'unavailable', reason: 'ERP down (test)' };
    return erp.exportPage(entity, query);
  };
  return wrapper;
}

describe.each(databaseKinds())('ERP synchronisation on %s', (kind) => {
  let sandbox: SyncSandbox;
  let ctx: TestContext;

  beforeAll(async () => {
    sandbox = await startSyncSandbox();
    ctx = await createTestApp(kind, {
      env: { ERP_BASE_URL: sandbox.url, ERP_USERNAME: 'portal', ERP_PASSWORD: 'sandbox-secret' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  const sync = () => ctx.app.services.sync!;
  const db = () => ctx.testDb.database.db;

  async function runFull() {
    await sync().service.start('full', 'admin', 'test');
    await sync().worker.drain();
  }
  async function runIncremental() {
    const run = await sync().service.start('incremental', 'admin', 'test');
    await sync().worker.drain();
    return (await sync().service.current())!.id === run.id ? (await sync().service.current())! : run;
  }

  it('fills an empty portal from the ERP with a full run', async () => {
    await runFull();
    const run = (await sync().service.current())!;
    expect(run.estat).toBe('succeeded');
    expect(run.percentatge).toBe(100);
    const products = run.comptes.products!;
    expect(products.total).toBeGreaterThan(400);
    expect(products.aplicats).toBe(products.total);
    expect(run.comptes.customers!.aplicats).toBeGreaterThanOrEqual(5);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(productos)) as [{ n: number }];
    expect(n).toBe(products.total);
    // Every product has its four lists' first price as sort keys, and its search text.
    const missing = (await db().execute(
      sql`select count(*)::int as n from productos where precio_orden_5 is null or search_text = ''`,
    )) as unknown as { rows: { n: number }[] };
    expect(missing.rows[0]!.n).toBe(0);
  });

  it('carries a price, a stock and a promotion changed in the ERP to the buyer with an incremental run', async () => {
    const { token } = await ctx.factories.session({ codigoCliente: 'C0003' });
    const [product, promoted] = await db()
      .select({ id: productos.id, codigo: productos.codigo })
      .from(productos)
      .where(sql`tipo = 'consumable' and activo and lote is null and minimum_quantity = 1`)
      .orderBy(productos.id)
      .limit(2);
    // The search answer is cached (SEARCH_CACHE_SECONDS): the run must not leave it stale. Asked
    // by a silver customer, whose promotions the run does not change (a changed promotion is part
    // of the cache's key, and would hide a stale cache).
    const silver = await ctx.factories.session({ codigoCliente: 'C0002' });
    const search = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/productos/search?queryString=${encodeURIComponent(product!.codigo)}`,
        headers: bearer(silver.token),
      });
    const priceFound = async () =>
      json<{ content: { codigo: string; finalPrice: number }[] }>(await search()).content.find(
        (found) => found.codigo === product!.codigo,
      )?.finalPrice;
    const before = await priceFound();
    expect(before).not.toBe(77.7);
    // The customer's own promotions on a result page are kept as long as the page: the run that
    // brings a new one must not leave the customer's page (or its promotions) stale.
    const ownPrice = async () =>
      json<{ content: { codigo: string; finalPrice: number }[] }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/productos/search?queryString=${encodeURIComponent(promoted!.codigo)}`,
          headers: bearer(token),
        }),
      ).content.find((found) => found.codigo === promoted!.codigo)?.finalPrice;
    const ownBefore = await ownPrice();
    expect(ownBefore).toBeGreaterThan(1);
    await sandbox.drill('PUT', `prices/${encodeURIComponent(product!.codigo)}`, {
      precios: [1, 2, 5, 6].map((idLista) => ({
        idLista,
        desdeUnidades: 1,
        precioNeto: '77.70',
        precioSinDescuento: '77.70',
      })),
    });
    await sandbox.drill('PUT', `stock/${encodeURIComponent(product!.codigo)}`, { stock: 4321 });
    await sandbox.drill('PUT', 'promotions/C0003', {
      promociones: [
        { IdArticulo: product!.codigo, CantidadRequerida: 10, ValorPromocion: '7.70' },
        { IdArticulo: promoted!.codigo, CantidadRequerida: 1, ValorPromocion: '1.00' },
      ],
    });
    const run = await runIncremental();
    expect(run.error).toBeNull();
    expect(run.estat).toBe('succeeded');
    // Incremental: only what changed since the last run's marks is read.
    expect(run.comptes.products!.llegits).toBeLessThan(50);
    expect(run.comptes.prices!.aplicats).toBeGreaterThanOrEqual(1);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/productos?id=${product!.id}`,
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(200);
    const shown = json<{ finalPrice: number; stock: number }>(detail);
    expect(shown.finalPrice).toBe(77.7);
    expect(shown.stock).toBe(4321);
    expect(await priceFound()).toBe(77.7);
    expect(await ownPrice()).toBeCloseTo(ownBefore! - 1, 2);

    // From ten units the promotion takes 7.70 EUR off each: 70.00 in the cart.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/carrito',
      headers: bearer(token),
      payload: { codigo: product!.codigo, Cantidad: 10 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/v1/carrito', headers: bearer(token) });
    const line = json<{
      lineas?: { codigo: string; finalPrice: number }[];
      lines?: { codigo: string; finalPrice: number }[];
    }>(cart);
    const lines =
      line.lineas ?? line.lines ?? (JSON.parse(cart.body) as { codigo: string; finalPrice: number }[]);
    expect(lines.find((l) => l.codigo === product!.codigo)?.finalPrice).toBe(70);
  });

  it('deactivates a product the ERP drops, never deletes it, and its old order still shows it', async () => {
    const { token } = await ctx.factories.session({ codigoCliente: 'C0003' });
    const [product] = await db()
      .select({ id: productos.id, codigo: productos.codigo })
      .from(productos)
      .where(
        sql`activo and tipo = 'equipment' and lote is null and minimum_quantity = 1 and precio_orden_5 > 150`,
      )
      .orderBy(productos.codigo)
      .limit(1);
    // The customer's delivery address came from the ERP with the customer.
    const contacts = json<{ id: number }[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/cliente/contactos', headers: bearer(token) }),
    );
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pedidos/add',
      headers: bearer(token, { 'idempotency-key': 'sync-deactivation-0001' }),
      payload: {
        lineasPedido: [{ codigo: product!.codigo, Cantidad: 1 }],
        idContacto: contacts[0]!.id,
        acceptedConditions: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    const { Codigo } = json<{ Codigo: string }>(placed);

    await sandbox.drill('PUT', `products/${encodeURIComponent(product!.codigo)}`, { activo: false });
    const run = await runIncremental();
    expect(run.comptes.products!.desactivats).toBe(1);
    const [row] = await db()
      .select({ activo: productos.activo })
      .from(productos)
      .where(sql`id = ${product!.id}`);
    expect(row!.activo).toBe(false);
    // Gone from the catalogue, still in the order.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/productos?id=${product!.id}`,
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(404);
    const lines = json<{ codigo: string }[]>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/pedido/lineas/getAll/${Codigo}`,
        headers: bearer(token),
      }),
    );
    expect(lines.map((line) => line.codigo)).toEqual([product!.codigo]);
  });

  it('logs, counts and skips an item the schema refuses, and goes on', async () => {
    const erp = ctx.app.services.erp!;
    const wrapper = Object.create(erp) as ErpGateway;
    wrapper.exportPage = async (entity, query) => {
      const answer = await erp.exportPage(entity, query);
      if (answer.kind !== 'ok' || entity !== 'customers' || query.size === 1) return answer;
      const [first, ...rest] = answer.value.items;
      return {
        ...answer,
        value: {
          ...answer.value,
          items: rest,
          rejected: [{ key: String((first as { codigo: string }).codigo), issue: 'pais: invalid' }],
        },
      };
    };
    const local = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: wrapper,
      log: silent,
      runner: { retryDelaysMs: [] },
    });
    await local.service.start('full', 'admin', 'test', { checkErp: false });
    await local.worker.drain();
    const run = (await local.service.current())!;
    expect(run.estat).toBe('succeeded');
    expect(run.comptes.customers!.rebutjats).toBe(1);
    const logged = await db()
      .select()
      .from(logErrors)
      .where(sql`codi_error = 'ERP_SYNC_ITEM'`);
    expect(logged.some((entry) => entry.missatge?.includes('pais: invalid'))).toBe(true);
  });

  it('fails cleanly when the ERP goes down mid-run, and the next run resumes to the same end state', async () => {
    // A reference: the end state of an uninterrupted full run.
    await runFull();
    const expected = await fingerprint(db());

    const down = failingAfter(ctx.app.services.erp!, 2);
    const local = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: down,
      log: silent,
      runner: { pageSize: 100, retryDelaysMs: [] },
    });
    await local.service.start('full', 'admin', 'test', { checkErp: false });
    await local.worker.drain();
    const failed = (await local.service.current())!;
    expect(failed.estat).toBe('failed');
    expect(failed.error).toMatch(/ERP unavailable/);
    const [cursor] = await db()
      .select()
      .from(syncRuns)
      .where(sql`id = ${failed.id}`);
    expect(cursor!.entity).not.toBeNull();

    // The ERP is back: the next run carries on from the failed run's cursor.
    const resumedBy = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: ctx.app.services.erp!,
      log: silent,
      runner: { pageSize: 100 },
    });
    const resumed = await resumedBy.service.start('full', 'admin', 'test', { checkErp: false });
    expect(resumed.represes).toBe(1);
    await resumedBy.worker.drain();
    expect((await resumedBy.service.current())!.estat).toBe('succeeded');
    expect(await fingerprint(db())).toEqual(expected);
  });

  it('resumes a run whose instance died from its cursor, with the same end state', async () => {
    const expected = await fingerprint(db());
    // An instance that "dies" after a few pages: it stops without releasing its lease.
    const dying = new SyncRunner(
      db(),
      failingAfter(ctx.app.services.erp!, 3),
      silent,
      { pageSize: 100, leaseSeconds: 1, retryDelaysMs: [] },
      syncPartsOf(db()),
    );
    const local = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: ctx.app.services.erp!,
      log: silent,
      runner: { pageSize: 100 },
    });
    const started = await local.service.start('full', 'admin', 'test', { checkErp: false });
    // Simulate death: claim, apply some pages, then never finish (the lease is left to expire).
    const claimed = await (dying as unknown as { runNext(): Promise<boolean> }).runNext();
    expect(claimed).toBe(true);
    await db().execute(
      sql`update sync_runs set status = 'running', finished_at = null, error = null, lease_owner = 'dead', lease_until = now() - interval '1 second' where id = ${started.id}`,
    );
    await local.worker.drain();
    const run = (await local.service.current())!;
    expect(run.id).toBe(started.id);
    expect(run.estat).toBe('succeeded');
    expect(run.represes).toBeGreaterThanOrEqual(1);
    expect(await fingerprint(db())).toEqual(expected);
  });

  it('stops while the ERP is slow to answer a page, and the next start takes the run on', async () => {
    const expected = await fingerprint(db());
    const erp = ctx.app.services.erp!;
    let asked!: () => void;
    const askedSlowly = new Promise<void>((resolve) => (asked = resolve));
    let erpAnswered: Promise<unknown> | undefined;
    // The ERP answers in a minute, past the gateway's own timeout: only giving the call up lets
    // the stop end before it.
    const slow = Object.create(erp) as ErpGateway;
    slow.exportPage = (entity, query, signal) => {
      erpAnswered = erp.exportPage(entity, query, signal);
      asked();
      return erpAnswered as ReturnType<ErpGateway['exportPage']>;
    };
    const stopping = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: slow,
      log: silent,
      runner: { pageSize: 100 },
    });
    const started = await stopping.service.start('full', 'admin', 'test', { checkErp: false });
    await sandbox.drill('PUT', 'switches', { latencyMs: 60_000 });
    try {
      stopping.worker.start();
      await askedSlowly;
      await stopping.worker.stop();
      // Given up by the stop, not by the gateway's timeout nor answered.
      expect(await erpAnswered).toEqual({ kind: 'unavailable', reason: INSTANCE_STOPPING });
    } finally {
      await sandbox.drill('PUT', 'switches', { latencyMs: 0 });
    }
    const released = (await stopping.service.current())!;
    expect(released.id).toBe(started.id);
    expect(released.estat).not.toBe('failed');
    await sync().worker.drain();
    expect((await sync().service.current())!).toMatchObject({ id: started.id, estat: 'succeeded' });
    expect(await fingerprint(db())).toEqual(expected);
  });

  it('makes one run when two instances are asked at once', async () => {
    if (kind !== 'postgres') return;
    // Two instances: two pools on the same PostgreSQL database as the app's.
    const url = ctx.testDb.url!;
    const { openDatabase } = await import('../../src/db/client.ts');
    const second = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
    try {
      const a = createErpSync({
        db: db(),
        parts: syncPartsOf(db()),
        erp: ctx.app.services.erp!,
        log: silent,
      });
      const b = createErpSync({
        db: second.db,
        parts: syncPartsOf(second.db),
        erp: ctx.app.services.erp!,
        log: silent,
      });
      const before = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(syncRuns)
      )[0]!.n;
      const results = await Promise.allSettled([
        a.service.start('incremental', 'admin', 'a', { checkErp: false }),
        b.service.start('incremental', 'admin', 'b', { checkErp: false }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as { statusCode: number }).statusCode).toBe(409);
      await Promise.all([a.worker.drain(), b.worker.drain()]);
      const after = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(syncRuns)
      )[0]!.n;
      expect(after - before).toBe(1);
    } finally {
      await second.close();
    }
  });
});
