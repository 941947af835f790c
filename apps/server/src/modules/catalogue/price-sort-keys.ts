// Keeps the price sort keys of `productos` (see the schema) in step with `precios` and with the
// quantities a product is sold in. Called by whatever writes prices, lotes or minimums: the ERP
// synchronisation, test factories (migration 0012 applied the same rule once to existing rows).
import { sql } from 'drizzle-orm';
import { BASE_PRICE_LIST, PRICE_LISTS } from '@portal/domain/constants';
import type { DbOrTx } from '../../db/client.ts';

export const SORTED_LISTS = Object.values(PRICE_LISTS);

/**
 * Recomputes the keys of the given products, or of every product when none are given. A key is
 * the net price a result list shows for the tier (product-presenter.ts): that of the smallest
 * quantity the product can be ordered in — `smallestOrderableQuantity` of
 * @portal/domain/cart-quantity, the first multiple of the lote not below the minimum — at the
 * break `selectPriceLine` of @portal/domain/pricing picks for it (the highest `desdeUnidades` not
 * above the quantity, else the first), in the tier's list or else the base list. So a product
 * sold by tens sorts by its 10-unit price, as its card shows it. A buyer's own promotion is not
 * in the key: keys are shared by a tier, promotions are per customer.
 *
 * One set-based statement (each list's break found once per product), and rows whose keys did
 * not change are left alone, so a price page of the synchronisation costs one pass over its
 * products instead of eight correlated look-ups per row.
 */
export async function refreshPriceSortKeys(db: DbOrTx, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const only = productIds
    ? sql`where id in (select value::int from json_array_elements_text(${JSON.stringify(productIds)}::json))`
    : sql``;
  const list = (idLista: number) =>
    sql.raw(`coalesce(max(b.precio_neto) filter (where b.id_lista = ${idLista}),
      max(b.precio_neto) filter (where b.id_lista = ${BASE_PRICE_LIST}))`);
  await db.execute(sql`
    with ids as (
      select id, case when lote > 0
          then ceil(greatest(1, minimum_quantity)::numeric / lote)::int * lote
          else greatest(1, minimum_quantity) end as qty
      from productos ${only}),
    shown as (
      select distinct on (pr.producto_id, pr.id_lista) pr.producto_id, pr.id_lista, pr.precio_neto
      from precios pr join ids on ids.id = pr.producto_id
      order by pr.producto_id, pr.id_lista, (pr.desde_unidades <= ids.qty) desc,
        case when pr.desde_unidades <= ids.qty then -pr.desde_unidades else pr.desde_unidades end),
    keys as (
      select ids.id, ${list(1)} as k1, ${list(2)} as k2, ${list(BASE_PRICE_LIST)} as k5,
        ${list(6)} as k6
      from ids left join shown b on b.producto_id = ids.id
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
