// A full run's sweep: what the synchronisation brought in and the ERP no longer has is
// deactivated, never deleted (old orders still point at it). A row the run wrote carries the
// run's start in `synced_at`; a product it read and found unchanged is not written, so it is
// recorded in `sync_seen` with its page instead (a run that resumes still has it). The table's
// owner writes the deactivation (its writer's sweep); this module says which rows are unseen.
import { sql } from 'drizzle-orm';
import type { ExportEntity } from '../../erp/gateway/contract.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Sweep, Unseen } from './sync-appliers.ts';
import { json } from './sync-sql.ts';

/**
 * Items a full run read and left as they were (so did not stamp): its sweep must not take them
 * for gone. Recorded with their page, so a run that resumes still has them.
 */
export async function recordSeen(tx: Tx, full: boolean, entity: ExportEntity, keys: string[]): Promise<void> {
  if (!full || keys.length === 0) return;
  await tx.execute(sql`
    insert into sync_seen (entity, item_key)
    select ${entity}, value from json_array_elements_text(${json(keys)})`);
}

/** A full run starting afresh forgets what an abandoned one had recorded. */
export async function forgetSeen(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from sync_seen`);
}

/**
 * After a full run has read every page of `entity`: its owner's `sweep` deactivates the rows an
 * earlier run brought in (`synced_at` set) that this one neither wrote (`synced_at` from this
 * run) nor found unchanged (`sync_seen`). Rows the portal created itself and the ERP has not
 * taken yet (a contact still in the outbox) have no `synced_at` and are left alone.
 */
export async function sweepUnseen(
  tx: Tx,
  entity: ExportEntity,
  runStart: Date,
  sweep: Sweep | undefined,
): Promise<number> {
  const unseen: Unseen = (key, syncedAt) => sql`${syncedAt} is not null
    and ${syncedAt} < ${runStart.toISOString()}::timestamptz
    and not exists (select 1 from sync_seen s where s.entity = ${entity} and s.item_key = ${key})`;
  const n = sweep ? await sweep(tx, unseen) : 0;
  await tx.execute(sql`delete from sync_seen where entity = ${entity}`);
  return n;
}
