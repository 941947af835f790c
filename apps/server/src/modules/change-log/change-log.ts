// Owns `registre_canvis` (db/schema/owners.js).
// The change register (`registre_canvis`): every administrative write adds one row, written
// through the same transaction as the write so that neither exists without the other.
import type { ChangeType } from '@portal/domain/admin-logs';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { registreCanvis } from '../../db/schema/index.ts';
import { placeholders, type StatementPart } from '../../db/statement-part.ts';

export interface Change {
  taula: string;
  tipus: ChangeType;
  idRegistre: string | number | null;
  /** Who made the change; null for the system. */
  idUsuari: number | null;
  /** The record written or deleted, or the fields changed; callers leave secrets out. */
  detall?: unknown;
}

/** The row of a change, as stored. */
const rowOf = (change: Change) => ({
  taula: change.taula,
  tipus: change.tipus,
  idRegistre: change.idRegistre === null ? null : String(change.idRegistre),
  idUsuari: change.idUsuari,
  detall: change.detall ?? null,
});

function changeInsert(db: DbOrTx, change: Change) {
  return db.insert(registreCanvis).values(rowOf(change)).returning({ id: registreCanvis.id });
}

/**
 * The change's insert as a part of a larger statement, prepared once (db/statement-part.ts): a
 * write made of one statement (placing an order) carries it, so the change commits exactly with
 * the write.
 */
export function changeInsertPart(db: DbOrTx, prefix: string): StatementPart<Change> {
  const named = placeholders(prefix);
  return {
    statement: db
      .insert(registreCanvis)
      .values(named.row(['taula', 'tipus', 'idRegistre', 'idUsuari', 'detall']))
      .returning({ id: registreCanvis.id }),
    values: (change) => named.valuesOf(rowOf(change)),
  };
}

/** Returns the row's id, which a write may quote (a customer update's outbox reference does). */
export async function recordChange(db: DbOrTx, change: Change): Promise<number> {
  const [row] = await changeInsert(db, change);
  return row!.id;
}

/**
 * The latest changes of some tables that a customer company's own changes wrote, newest first:
 * those whose `detall` names the company (`codigoCliente`), as the team's changes do.
 */
export async function companyChanges(db: DbOrTx, codigoCliente: string, tables: string[], limit: number) {
  return db
    .select({
      id: registreCanvis.id,
      dataHora: registreCanvis.createdAt,
      taula: registreCanvis.taula,
      tipus: registreCanvis.tipus,
      idRegistre: registreCanvis.idRegistre,
      idUsuari: registreCanvis.idUsuari,
      detall: registreCanvis.detall,
    })
    .from(registreCanvis)
    .where(
      and(
        inArray(registreCanvis.taula, tables),
        sql`${registreCanvis.detall} ->> 'codigoCliente' = ${codigoCliente}`,
      ),
    )
    .orderBy(desc(registreCanvis.createdAt), desc(registreCanvis.id))
    .limit(limit);
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields whose values differ, compared as JSON (so arrays of ids compare by content). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
