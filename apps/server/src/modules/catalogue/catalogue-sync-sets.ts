// The sets that hang from a product (its price lines, pictures and filter values), written only
// where they changed. The ERP sends each product's whole set, which replaces the portal's; a set
// equal to the one stored is left alone, so a full run over an unchanged catalogue writes almost
// nothing (on PGlite, whose one connection makes every search wait for the page being written,
// that is what keeps the catalogue answering during a run).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { json, type Rows } from '../erp-sync/sync-sql.ts';

/** A column of a product's set: its name in the table, its field in the page's rows, its type. */
export interface SetColumn {
  column: string;
  field: string;
  type: string;
}

/** One table's sets: the rows of the page's products (each with `productoId`). */
export interface ProductSets {
  table: 'precios' | 'medias' | 'producto_atributos';
  columns: SetColumn[];
  rows: ({ productoId: number } & Record<string, unknown>)[];
}

/**
 * The products among `ids` whose set in `sets.table` differs from `sets.rows`. Both sides are
 * compared as sorted arrays of the columns' text in the columns' own types (so "10.5" from the
 * ERP equals a stored 10.50), duplicates included.
 */
export async function productsWhoseSetChanged(tx: Tx, ids: number[], sets: ProductSets): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table, columns, rows } = sets;
  const fields = columns.map((c) => `"${c.field}" ${c.type === 'integer' ? 'integer' : 'text'}`).join(', ');
  const fresh = columns.map((c) => `x."${c.field}"::${c.type}`).join(', ');
  const stored = columns.map((c) => `t.${c.column}`).join(', ');
  const result = (await tx.execute(sql`
    with ids as (select value::int as id from json_array_elements_text(${json(ids)})),
    fresh as (
      select x."productoId" as id, array_agg(row(${sql.raw(fresh)})::text order by row(${sql.raw(fresh)})::text) as s
      from json_to_recordset(${json(rows)}) as x("productoId" integer, ${sql.raw(fields)})
      group by x."productoId"),
    stored as (
      select t.producto_id as id, array_agg(row(${sql.raw(stored)})::text order by row(${sql.raw(stored)})::text) as s
      from ${sql.raw(table)} t where t.producto_id in (select id from ids)
      group by t.producto_id)
    select ids.id from ids
    left join fresh on fresh.id = ids.id
    left join stored on stored.id = ids.id
    where fresh.s is distinct from stored.s`)) as unknown as Rows<{ id: number | string }>;
  return result.rows.map((row) => Number(row.id));
}

/**
 * Replaces the sets of the products among `ids` whose set changed; answers those products.
 * `inserted`: products this page created, which have no set yet (nothing to compare or delete:
 * on a first fill, the whole page). `insert` writes the given rows (the changed products' only).
 */
export async function replaceChangedSets(
  tx: Tx,
  ids: number[],
  sets: ProductSets,
  insert: (rows: ProductSets['rows']) => SQL,
  inserted: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const existing = await productsWhoseSetChanged(
    tx,
    ids.filter((id) => !inserted.has(id)),
    sets,
  );
  if (existing.length > 0)
    await tx.execute(
      sql`delete from ${sql.raw(sets.table)} where producto_id in (select value::int from json_array_elements_text(${json(existing)}))`,
    );
  const withRows = new Set(sets.rows.map((row) => row.productoId));
  const changed = [...existing, ...ids.filter((id) => inserted.has(id) && withRows.has(id))];
  if (changed.length === 0) return [];
  const replaced = new Set(changed);
  const rows = sets.rows.filter((row) => replaced.has(row.productoId));
  if (rows.length > 0) await tx.execute(insert(rows));
  return changed;
}
