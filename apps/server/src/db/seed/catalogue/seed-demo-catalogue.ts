// Writes the generated catalogue into the database: reference tables first, then products in
// batches (one multi-row insert per table and chunk, one transaction per batch so that PGlite
// never holds a long write transaction), then the id sequence and the demo promotions.
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../client.ts';
import {
  atributos,
  atributoValores,
  clientes,
  familias,
  medias,
  precios,
  productoAtributos,
  productos,
  promociones,
  subfamilias,
} from '../../schema/index.ts';
import { DEMO_CUSTOMERS } from '../demo-seed.ts';
import { catalogueReference } from './catalogue-reference.ts';
import type { ProductBatch } from './catalogue-rows.ts';
import { demoPromotions } from './demo-promotions.ts';
import { BASE_CATALOGUE_SIZE, generateCatalogueBatches } from './generate-catalogue.ts';

export interface SeedCatalogueOptions {
  /** Defaults to the hand-written catalogue (a few hundred products). */
  products?: number;
  seed?: number;
  /** Products per transaction. */
  batchSize?: number;
  /** Customers that get demo promotions (those that exist); defaults to the demo customers. */
  customerCodes?: readonly string[];
}

export interface SeedCatalogueResult {
  products: number;
  priceLines: number;
  medias: number;
  attributeLinks: number;
  promotions: number;
  milliseconds: number;
}

// One statement per table and chunk, its rows travelling as a single JSON parameter that the
// server unpacks with json_populate_recordset: on PGlite this is about twice as fast as a
// multi-row VALUES with one bind parameter per field, and it never nears PostgreSQL's limit of
// 65,535 parameters per statement.
const ROWS_PER_STATEMENT = 5000;

async function insertRows<TTable extends PgTable>(
  db: DbOrTx,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!);
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    // The JSON keys must be the column names, not the schema's property names.
    const json = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      for (const key of keys) out[columns[key]!.name] = (row as Record<string, unknown>)[key];
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
    );
  }
}

async function writeReference(db: DbOrTx) {
  const reference = catalogueReference();
  // Re-running against a database that already has the tree leaves it as it is.
  await db.insert(familias).values(reference.familias).onConflictDoNothing();
  await db.insert(subfamilias).values(reference.subfamilias).onConflictDoNothing();
  await db.insert(atributos).values(reference.atributos).onConflictDoNothing();
  await db.insert(atributoValores).values(reference.atributoValores).onConflictDoNothing();
}

async function writeBatch(db: DbOrTx, batch: ProductBatch) {
  await insertRows(db, productos, batch.productos);
  await insertRows(db, precios, batch.precios);
  await insertRows(db, medias, batch.medias);
  await insertRows(db, productoAtributos, batch.productoAtributos);
}

type InTransaction = <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;

async function writeCatalogue(
  db: DbOrTx,
  options: SeedCatalogueOptions,
  inTransaction: InTransaction,
): Promise<SeedCatalogueResult> {
  const started = performance.now();
  await inTransaction((tx) => writeReference(tx));
  // Explicit ids let price lines, media and attribute links go in without a round trip per product.
  const { rows } = (await db.execute(
    sql`select coalesce(max(id), 0) + 1 as next from productos`,
  )) as unknown as {
    rows: [{ next: number | string }];
  };
  const next = rows[0].next;
  const result: SeedCatalogueResult = {
    products: 0,
    priceLines: 0,
    medias: 0,
    attributeLinks: 0,
    promotions: 0,
    milliseconds: 0,
  };
  const batches = generateCatalogueBatches({
    products: options.products ?? BASE_CATALOGUE_SIZE,
    seed: options.seed,
    batchSize: options.batchSize ?? 2000,
    firstId: Number(next),
  });
  for (const batch of batches) {
    await inTransaction((tx) => writeBatch(tx, batch));
    result.products += batch.productos.length;
    result.priceLines += batch.precios.length;
    result.medias += batch.medias.length;
    result.attributeLinks += batch.productoAtributos.length;
  }
  // The serial sequence did not see the explicit ids: move it past them for the ERP sync.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('productos', 'id'), (select coalesce(max(id), 1) from productos))`,
  );
  result.promotions = await writePromotions(db, options.customerCodes ?? DEMO_CUSTOMERS.map((c) => c.codigo));
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}

/** Promotions only for customers that exist and articles that were written. */
async function writePromotions(db: DbOrTx, customerCodes: readonly string[]): Promise<number> {
  if (customerCodes.length === 0) return 0;
  const existing = await db
    .select({ codigo: clientes.codigo })
    .from(clientes)
    .where(inArray(clientes.codigo, [...customerCodes]));
  const candidates = demoPromotions(existing.map((row) => row.codigo));
  if (candidates.length === 0) return 0;
  const articles = new Set(
    (
      await db
        .select({ codigo: productos.codigo })
        .from(productos)
        .where(inArray(productos.codigo, [...new Set(candidates.map((p) => p.codigoArticulo))]))
    ).map((row) => row.codigo),
  );
  const rows = candidates.filter((promotion) => articles.has(promotion.codigoArticulo));
  if (rows.length === 0) return 0;
  const written = await db
    .insert(promociones)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: promociones.id });
  return written.length;
}

/** Writes a catalogue of `products` products (plus the tree, attributes and promotions), batch by batch. */
export function seedDemoCatalogue(db: Db, options: SeedCatalogueOptions = {}): Promise<SeedCatalogueResult> {
  return writeCatalogue(db, options, (work) => db.transaction(work));
}

// Any constant both instances agree on; it only has to differ from the portal's other locks.
const SEED_LOCK = 96_060_504;

/**
 * The demo start: writes the demo catalogue only into a database without products, in one
 * transaction under an advisory lock, so two instances starting together on one PostgreSQL do
 * not both seed, and a crash mid-seed leaves no half catalogue behind. Null when it had products.
 */
export function seedDemoCatalogueIfEmpty(
  db: Db,
  options: SeedCatalogueOptions = {},
): Promise<SeedCatalogueResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [any] = await tx.select({ id: productos.id }).from(productos).limit(1);
    if (any) return null;
    return writeCatalogue(tx, options, (work) => work(tx));
  });
}
