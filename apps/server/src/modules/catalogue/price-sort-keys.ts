// Keeps the price sort keys of `productos` (see the schema) in step with `precios`. Called by
// whatever writes prices: the demo seed, the ERP synchronisation, test factories.
import { sql } from 'drizzle-orm';
import { BASE_PRICE_LIST, PRICE_LISTS } from '@portal/domain/constants';
import type { DbOrTx } from '../../db/client.ts';

export const SORTED_LISTS = Object.values(PRICE_LISTS);

/**
 * Recomputes the keys of the given products, or of every product when none are given: for each
 * list, the net price of its first break, else that of the base list (the unit price pricing.ts
 * starts from). One set-based statement (each list's first break found once per product), and
 * rows whose keys did not change are left alone, so a price page of the synchronisation costs one
 * pass over its products instead of eight correlated look-ups per row.
 */
export async function refreshPriceSortKeys(db: DbOrTx, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const only = productIds
    ? sql`where id in (select value::int from json_array_elements_text(${JSON.stringify(productIds)}::json))`
    : sql``;
  const onlyPrices = productIds
    ? sql`where producto_id in (select value::int from json_array_elements_text(${JSON.stringify(productIds)}::json))`
    : sql``;
  const list = (idLista: number) =>
    sql.raw(`coalesce(max(f.precio_neto) filter (where f.id_lista = ${idLista}),
      max(f.precio_neto) filter (where f.id_lista = ${BASE_PRICE_LIST}))`);
  await db.execute(sql`
    with ids as (select id from productos ${only}),
    first_breaks as (
      select distinct on (producto_id, id_lista) producto_id, id_lista, precio_neto
      from precios ${onlyPrices}
      order by producto_id, id_lista, desde_unidades),
    keys as (
      select ids.id, ${list(1)} as k1, ${list(2)} as k2, ${list(BASE_PRICE_LIST)} as k5,
        ${list(6)} as k6
      from ids left join first_breaks f on f.producto_id = ids.id
      group by ids.id)
    update productos p set precio_orden_1 = keys.k1, precio_orden_2 = keys.k2, precio_orden_5 = keys.k5,
      precio_orden_6 = keys.k6
    from keys
    where p.id = keys.id
      and (p.precio_orden_1, p.precio_orden_2, p.precio_orden_5, p.precio_orden_6)
        is distinct from (keys.k1, keys.k2, keys.k5, keys.k6)`);
}

/** The column a tier's price sort reads; unknown lists price (and sort) at the base list. */
export function priceSortColumn(idLista: number): string {
  const list = (SORTED_LISTS as number[]).includes(idLista) ? idLista : BASE_PRICE_LIST;
  return `p.precio_orden_${list}`;
}
