// The parameters as read by code that runs in a transaction it was handed, with no service at
// hand: `enqueueMail`, which every module calls in its own transaction, renders a mail's contact
// lines from them. The admin-params module's SQL, on the database or transaction given.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { params } from '../../db/schema/index.ts';

/** The values of several keys (null for a key that is absent), in one statement. */
export async function paramValuesOn<K extends string>(
  db: DbOrTx,
  claus: readonly K[],
): Promise<Record<K, string | null>> {
  const rows = await db
    .select({ clau: params.clau, valor: params.valor })
    .from(params)
    .where(inArray(params.clau, [...claus]));
  const found = new Map(rows.map((row) => [row.clau, row.valor]));
  return Object.fromEntries(claus.map((clau) => [clau, found.get(clau) ?? null])) as Record<K, string | null>;
}
