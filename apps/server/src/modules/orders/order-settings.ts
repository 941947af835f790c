// The parameters the order rules read (pedidoMinimo, importeFijo), from the params table.
import { inArray } from 'drizzle-orm';
import { orderSettingsFromParams, type OrderSettings } from '@portal/domain/order';
import type { DbOrTx } from '../../db/client.ts';
import { params } from '../../db/schema/index.ts';

export async function loadOrderSettings(db: DbOrTx): Promise<OrderSettings> {
  const rows = await db
    .select()
    .from(params)
    .where(inArray(params.clau, ['pedidoMinimo', 'importeFijo']));
  return orderSettingsFromParams(Object.fromEntries(rows.map((row) => [row.clau, row.valor])));
}
