// What a synchronisation writes, on PGlite and PostgreSQL: a first fill builds the catalogue's
// indexes once, after its prices, as the migrations made them (also when the ERP cuts the fill
// short); a full run over an unchanged catalogue writes no product, price, picture or filter
// value again, and one that changed is written, sort keys included; a full run deactivates what the
// ERP no longer sends, of each owner's table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpGateway } from '../../src/erp/gateway/erp-gateway.ts';
import { createErpSync } from '../../src/modules/erp-sync/erp-sync.ts';
import { syncPartsOf } from '../../src/services.ts';
import type { SyncRunnerOptions } from '../../src/modules/erp-sync/sync-runner.ts';
import { databaseKinds } from '../support/databases.ts';
import { quietLogger } from '../support/demo-catalogue.ts';
import { catalogueIndexes, fingerprint } from '../support/sync-fingerprint.ts';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';

type Rows<T> = { rows: T[] };

describe.each(databaseKinds())('what a synchronisation writes on %s', (kind) => {
  let sandbox: SyncSandbox;
  let ctx: TestContext;
  let migrated: string[];

  beforeAll(async () => {
    sandbox = await startSyncSandbox();
    ctx = await createTestApp(kind, {
      env: { ERP_BASE_URL: sandbox.url, ERP_USERNAME: 'portal', ERP_PASSWORD: 'sandbox-secret' },
    });
    migrated = await catalogueIndexes(db());
  });
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  const db = () => ctx.testDb.database.db;
  const erp = () => ctx.app.services.erp!;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as Rows<T>).rows;
  const deferred = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from sync_deferred_indexes`))[0]!.n;

  /** A full run through `gateway`, pages of 100; answers the run as it ended. */
  async function fullRun(
    gateway: ErpGateway,
    onProgress?: (entity: string | null) => void,
    pacing: Pick<SyncRunnerOptions, 'requestsArrived' | 'pause'> = {},
  ) {
    const sync = createErpSync({
      db: db(),
      parts: syncPartsOf(db()),
      erp: gateway,
      log: quietLogger,
      runner: {
        pageSize: 100,
        retryDelaysMs: [],
        ...(onProgress ? { onProgress: (run) => onProgress(run.entity) } : {}),
        ...pacing,
      },
    });
    await sync.service.start('full', 'admin', 'test', { checkErp: false });
    await sync.worker.drain();
    return (await sync.service.current())!;
  }

  it('builds the indexes again when the ERP cuts a first fill short, and the next run resumes it', async () => {
    // The ERP stops answering at the third page of products (asked while the second is written).
    const cut = Object.create(erp()) as ErpGateway;
    cut.exportPage = async (entity, query) =>
      entity === 'products' && query.page >= 3 && query.size > 1
        ? { kind: 'unavailable', reason: 'ERP down (test)' }
        : erp().exportPage(entity, query);
    const failed = await fullRun(cut);
    expect(failed.estat).toBe('failed');
    expect(failed.comptes.products!.aplicats).toBe(200);
    // The fill's first page dropped the indexes; the failure built them again.
    expect(await catalogueIndexes(db())).toEqual(migrated);
    expect(await deferred()).toBe(0);

    const resumed = await fullRun(erp());
    expect(resumed.estat).toBe('succeeded');
    expect(resumed.represes).toBe(1);
    const state = await fingerprint(db());
    expect(state.productos.n).toBe(resumed.comptes.products!.total);
    // Nothing was missed: one more full run changes nothing.
    expect((await fullRun(erp())).estat).toBe('succeeded');
    expect(await fingerprint(db())).toEqual(state);
  });

  it('drops the indexes for a first fill and builds them after its prices, as the migrations made them', async () => {
    await db().execute(sql`delete from productos`);
    // How many indexes the catalogue has after each committed page, by entity.
    const seen: Promise<{ entity: string | null; indexes: number }>[] = [];
    const run = await fullRun(erp(), (entity) =>
      seen.push(catalogueIndexes(db()).then((indexes) => ({ entity, indexes: indexes.length }))),
    );
    expect(run.estat).toBe('succeeded');
    const observed = await Promise.all(seen);
    const during = observed.filter((o) => o.entity === 'products' || o.entity === 'prices');
    expect(during.length).toBeGreaterThan(0);
    expect(Math.min(...during.map((o) => o.indexes))).toBeLessThan(migrated.length);
    expect(await catalogueIndexes(db())).toEqual(migrated);
    expect(await deferred()).toBe(0);
    // The keys written after the prices, with the indexes gone, are every product's.
    const missing = await rows<{ n: number }>(
      sql`select count(*)::int as n from productos where precio_orden_5 is null`,
    );
    expect(missing[0]!.n).toBe(0);
  });

  it('writes nothing again for an unchanged catalogue, and writes what changed', async () => {
    // Row versions (xmin) of the sets and each product's last change, before a second full run.
    const versions = () =>
      rows<{ precios: string; medias: string; atributos: string; cambios: string }>(sql`
        select (select md5(string_agg(xmin::text, ',' order by producto_id, id_lista, desde_unidades)) from precios) as precios,
          (select md5(string_agg(xmin::text, ',' order by id)) from medias) as medias,
          (select md5(string_agg(xmin::text, ',' order by producto_id, id_valor)) from producto_atributos) as atributos,
          (select md5(string_agg(updated_at::text, ',' order by id)) from productos) as cambios`);
    // Filled (when this test runs alone) or as the tests before left it.
    expect((await fullRun(erp())).estat).toBe('succeeded');
    const before = await versions();
    const again = await fullRun(erp());
    expect(again.estat).toBe('succeeded');
    expect(again.comptes.products).toMatchObject({ aplicats: 0, desactivats: 0 });
    expect(again.comptes.prices!.aplicats).toBe(0);
    expect(await versions()).toEqual(before);

    // One product renamed, another with new prices, a third with other pictures and filter values.
    const [renamed, repriced, reshown] = await rows<{ id: number; codigo: string }>(
      sql`select id, codigo from productos where activo and tipo = 'consumable' order by codigo limit 3`,
    );
    await sandbox.drill('PUT', `products/${encodeURIComponent(renamed!.codigo)}`, { nombre: 'Renamed wire' });
    await sandbox.drill('PUT', `prices/${encodeURIComponent(repriced!.codigo)}`, {
      precios: [1, 2, 5, 6].map((idLista) => ({
        idLista,
        desdeUnidades: 1,
        precioNeto: '12.34',
        precioSinDescuento: '12.34',
      })),
    });
    const [value] = await rows<{ id_valor: number }>(
      sql`select id_valor from atributo_valores where id_valor not in (
        select id_valor from producto_atributos where producto_id = ${reshown!.id}) order by id_valor limit 1`,
    );
    // A product sold singly whose silver list breaks at 10: now sold by tens, it sorts by that price.
    const [byTens] = await rows<{ id: number; codigo: string; precio: string }>(sql`
      select p.id, p.codigo, ten.precio_neto::text as precio from productos p
      join lateral (select precio_neto from precios where producto_id = p.id and id_lista = 2
        and desde_unidades between 2 and 10 order by desde_unidades desc limit 1) ten on true
      where p.activo and p.lote is null and p.minimum_quantity = 1 and p.precio_orden_2 <> ten.precio_neto
        and p.codigo not in (${renamed!.codigo}, ${repriced!.codigo}, ${reshown!.codigo})
      order by p.codigo limit 1`);
    // And one the ERP no longer sends: a full run's sweep deactivates it.
    const [gone] = await rows<{ id: number; codigo: string }>(sql`
      select id, codigo from productos where activo and codigo not in
        (${renamed!.codigo}, ${repriced!.codigo}, ${reshown!.codigo}, ${byTens!.codigo})
      order by codigo desc limit 1`);
    const reshowing = Object.create(erp()) as ErpGateway;
    reshowing.exportPage = async (entity, query) => {
      const answer = await erp().exportPage(entity, query);
      if (entity !== 'products' || answer.kind !== 'ok') return answer;
      type Item = { codigo: string; medias: object[]; atributos: number[]; lote: number | null };
      const items = answer.value.items as Item[];
      for (const item of items) {
        if (item.codigo === reshown!.codigo) {
          item.medias = [{ url: 'https://example.com/new.jpg', tipo: 'image', orden: 0 }];
          item.atributos = [value!.id_valor];
        }
        if (item.codigo === byTens!.codigo) item.lote = 10;
      }
      const at = items.findIndex((item) => item.codigo === gone!.codigo);
      if (at >= 0) items.splice(at, 1);
      return answer;
    };
    const changed = await fullRun(reshowing);
    expect(changed.estat).toBe('succeeded');
    expect(changed.comptes.products).toMatchObject({ aplicats: 3, desactivats: 1 });
    expect(changed.comptes.prices!.aplicats).toBe(1);
    const [sold] = await rows<{ lote: number; precio_orden_2: string }>(
      sql`select lote, precio_orden_2::text from productos where id = ${byTens!.id}`,
    );
    expect(sold).toEqual({ lote: 10, precio_orden_2: byTens!.precio });
    const [dropped] = await rows<{ activo: boolean }>(
      sql`select activo from productos where id = ${gone!.id}`,
    );
    expect(dropped!.activo).toBe(false);
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from productos where not activo`))[0]!.n,
    ).toBe(1);
    const [product] = await rows<{ nombre: string }>(
      sql`select nombre from productos where id = ${renamed!.id}`,
    );
    expect(product!.nombre).toBe('Renamed wire');
    const prices = await rows<{ id_lista: number; precio_neto: string; precio_orden_2: string }>(sql`
      select pr.id_lista, pr.precio_neto::text, p.precio_orden_2::text from precios pr
      join productos p on p.id = pr.producto_id where p.id = ${repriced!.id} order by pr.id_lista`);
    expect(prices.map((line) => [line.id_lista, line.precio_neto])).toEqual([
      [1, '12.34'],
      [2, '12.34'],
      [5, '12.34'],
      [6, '12.34'],
    ]);
    expect(prices[0]!.precio_orden_2).toBe('12.34');
    const pictures = await rows<{ url: string }>(
      sql`select url from medias where producto_id = ${reshown!.id}`,
    );
    expect(pictures.map((picture) => picture.url)).toEqual(['https://example.com/new.jpg']);
    const links = await rows<{ id_valor: number }>(
      sql`select id_valor from producto_atributos where producto_id = ${reshown!.id}`,
    );
    expect(links.map((link) => link.id_valor)).toEqual([value!.id_valor]);
  });

  it('makes way for the people it serves: a page written while requests came in is followed by a pause as long as itself', async () => {
    // Pages of the run (the plan's one-item reads aside), counted as the gateway is asked for them.
    let pages = 0;
    const counting = Object.create(erp()) as ErpGateway;
    counting.exportPage = async (entity, query) => {
      if (query.size > 1) pages++;
      return erp().exportPage(entity, query);
    };
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
    };
    // Quiet: no request arrives, the run never pauses.
    expect((await fullRun(counting, undefined, { requestsArrived: () => 0, pause })).estat).toBe('succeeded');
    expect(pages).toBeGreaterThan(3);
    expect(pauses).toEqual([]);
    // Busy: a request arrives during every page; a pause after each but the last, each of the
    // page's own time.
    let arrived = 0;
    pages = 0;
    const busy = await fullRun(counting, undefined, { requestsArrived: () => arrived++, pause });
    expect(busy.estat).toBe('succeeded');
    expect(pauses).toHaveLength(pages - 1);
    expect(Math.min(...pauses)).toBeGreaterThan(0);
  });
  it("deactivates in a full run the customer and delivery address the ERP no longer sends, and leaves the portal's own", async () => {
    const [customer] = await rows<{ codigo: string }>(
      sql`select codigo from clientes where activo and synced_at is not null order by codigo desc limit 1`,
    );
    const [gone, own] = await rows<{ id: number; erp_contact_id: string }>(sql`
      select id, erp_contact_id from cliente_contactos
      where activo and synced_at is not null and codigo_cliente <> ${customer!.codigo}
      order by id limit 2`);
    // An address the portal created and the ERP has not taken yet carries no synchronisation stamp.
    await db().execute(sql`update cliente_contactos set synced_at = null where id = ${own!.id}`);
    const dropping = Object.create(erp()) as ErpGateway;
    dropping.exportPage = async (entity, query) => {
      const answer = await erp().exportPage(entity, query);
      if (answer.kind !== 'ok') return answer;
      if (entity === 'customers') {
        const items = answer.value.items as { codigo: string }[];
        answer.value.items = items.filter(
          (item) => item.codigo !== customer!.codigo,
        ) as typeof answer.value.items;
      }
      if (entity === 'contacts') {
        const dropped = [gone!.erp_contact_id, own!.erp_contact_id];
        const items = answer.value.items as { erpContactId: string }[];
        answer.value.items = items.filter(
          (item) => !dropped.includes(item.erpContactId),
        ) as typeof answer.value.items;
      }
      return answer;
    };
    const run = await fullRun(dropping);
    expect(run.estat).toBe('succeeded');
    expect(run.comptes.customers!.desactivats).toBe(1);
    expect(run.comptes.contacts!.desactivats).toBe(1);
    const [swept] = await rows<{ activo: boolean }>(
      sql`select activo from clientes where codigo = ${customer!.codigo}`,
    );
    expect(swept!.activo).toBe(false);
    const addresses = await rows<{ id: number; activo: boolean }>(
      sql`select id, activo from cliente_contactos where id in (${gone!.id}, ${own!.id}) order by id`,
    );
    expect(addresses).toEqual([
      { id: gone!.id, activo: false },
      { id: own!.id, activo: true },
    ]);
  });
});
