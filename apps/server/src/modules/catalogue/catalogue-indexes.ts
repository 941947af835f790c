// A first fill builds the catalogue's indexes once, at the end, instead of row by row.
//
// `productos` carries twenty indexes, two of them GIN (trigrams, full text), and the price sort
// keys are written after the prices, a second time per product: at 100,000 products keeping the
// indexes up to date cost most of a full run. Building an index over rows already there costs a
// fraction of that, even counting the build. So when a full run finds the
// catalogue empty, the catalogue tables' secondary indexes are dropped before its first product
// and built again once its prices and stock are in. Unique indexes and primary keys stay: they keep the
// rules (one product per code) and serve the upserts and look-ups of the run itself.
//
// The definitions, as the database itself spells them, are kept in `sync_deferred_indexes` in the
// same transaction as the drop, so whatever stops the run (the ERP down, the process killed) the
// next run still knows what to build: after the stock's last page, and at the end of every run
// whatever its outcome. Meanwhile the catalogue answers, only more slowly (it is being filled).
// The catalogue owns its indexes and the table that records them; the runner says when.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

/** The tables a first fill writes most rows to (a product's prices, pictures and filter values). */
const CATALOGUE_TABLES = ['productos', 'precios', 'medias', 'producto_atributos'];

type Rows<T> = { rows: T[] };
const tables = sql.raw(CATALOGUE_TABLES.map((table) => `'${table}'`).join(', '));

/** The catalogue's side of a first fill, called by the synchronisation's runner. */
export class CatalogueIndexes {
  constructor(private readonly db: Db) {}

  /**
   * In a full run's first product page: when the catalogue is empty, drops its tables' secondary
   * indexes and records them for the rebuild. Answers how many were dropped (0: not empty).
   */
  deferIfEmpty(tx: DbOrTx, runId: number): Promise<number> {
    return deferIndexesOfEmptyCatalogue(tx, runId);
  }

  /** Builds every index a first fill dropped; answers how many (0 when none was). */
  rebuildDeferred(): Promise<number> {
    return rebuildDeferredIndexes(this.db);
  }
}

async function deferIndexesOfEmptyCatalogue(tx: DbOrTx, runId: number): Promise<number> {
  const empty = (await tx.execute(
    sql`select not exists (select 1 from productos) as empty`,
  )) as unknown as Rows<{ empty: boolean }>;
  if (!empty.rows[0]?.empty) return 0;
  const found = (await tx.execute(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${tables})
      and not i.indisunique and not i.indisprimary
    order by c.relname`)) as unknown as Rows<{ name: string; definition: string }>;
  for (const index of found.rows) {
    await tx.execute(sql`
      insert into sync_deferred_indexes (name, definition, run_id) values (${index.name}, ${index.definition}, ${runId})
      on conflict (name) do nothing`);
    await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  }
  return found.rows.length;
}

/** In one transaction: a run that dies meanwhile leaves them recorded for the next. */
async function rebuildDeferredIndexes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked: a second instance that took the run over waits here, then finds nothing left.
    const deferred = (await tx.execute(
      sql`select name, definition from sync_deferred_indexes order by name for update`,
    )) as unknown as Rows<{ name: string; definition: string }>;
    if (deferred.rows.length === 0) return 0;
    // The GIN builds sort their entries in memory: more room, fewer passes over temporary files.
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    for (const index of deferred.rows) {
      // A definition the database itself wrote (pg_get_indexdef), run as it stands; an index of
      // that name made meanwhile (a migration ran in between) is the one kept.
      const exists = (await tx.execute(
        sql`select to_regclass(quote_ident(${index.name})) is not null as exists`,
      )) as unknown as Rows<{ exists: boolean }>;
      if (!exists.rows[0]?.exists) await tx.execute(sql.raw(index.definition));
    }
    await tx.execute(sql`delete from sync_deferred_indexes`);
    // Fresh statistics for the planner: the tables went from empty to full in one run (PGlite has
    // no autovacuum to take them later).
    await tx.execute(sql.raw(`analyze ${CATALOGUE_TABLES.join(', ')}`));
    return deferred.rows.length;
  });
}
