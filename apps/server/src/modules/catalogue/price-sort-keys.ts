// Keeps the price sort keys of `productos` (see the schema) in step with `precios`. Called by
// whatever writes prices: the demo seed, the ERP synchronisation, test factories.
import { sql } from 'drizzle-orm';
import { BASE_PRICE_LIST, PRICE_LISTS } from '@portal/domain/constants';
import type { DbOrTx } from '../../db/client.ts';

export const SORTED_LISTS = Object.values(PRICE_LISTS);

/** The first break of a list, else of the base list: the unit price pricing.ts starts from. */
function firstBreak(idLista: number) {
  return sql.raw(`coalesce(
    (select pr.precio_neto from precios pr where pr.producto_id = productos.id and pr.id_lista = ${idLista}
      order by pr.desde_unidades limit 1),
    (select pr.precio_neto from precios pr where pr.producto_id = productos.id and pr.id_lista = ${BASE_PRICE_LIST}
      order by pr.desde_unidades limit 1))`);
}

/** Recomputes the keys of the given products, or of every product when none are given. */
export async function refreshPriceSortKeys(db: DbOrTx, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const where = productIds
    ? sql`where productos.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`update productos set
    precio_orden_1 = ${firstBreak(1)},
    precio_orden_2 = ${firstBreak(2)},
    precio_orden_5 = ${firstBreak(5)},
    precio_orden_6 = ${firstBreak(6)}
    ${where}`);
}

/** The column a tier's price sort reads; unknown lists price (and sort) at the base list. */
export function priceSortColumn(idLista: number): string {
  const list = (SORTED_LISTS as number[]).includes(idLista) ? idLista : BASE_PRICE_LIST;
  return `p.precio_orden_${list}`;
}
