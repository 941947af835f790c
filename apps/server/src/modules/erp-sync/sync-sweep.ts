// A full run's sweep: what the synchronisation brought in and the ERP no longer has is
// deactivated, never deleted (old orders still point at it). A row the run wrote carries the
// run's start in `synced_at`; a product it read and found unchanged is not written, so it is
// recorded in `sync_seen` with its page instead (a run that resumes still has it).
import { sql } from 'drizzle-orm';
import type { ExportEntity } from '../../erp/gateway/contract.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { countOf, json, type PageRun } from './sync-sql.ts';

/** The tables a full run sweeps (what the synchronisation brought in and this run did not see), by their ERP key. */
const SWEPT: Partial<Record<ExportEntity, { table: string; key: string }>> = {
  products: { table: 'productos', key: 'codigo' },
  customers: { table: 'clientes', key: 'codigo' },
  contacts: { table: 'cliente_contactos', key: 'erp_contact_id' },
};

/**
 * Items a full run read and left as they were (so did not stamp): its sweep must not take them
 * for gone. Recorded with their page, so a run that resumes still has them.
 */
export async function recordSeen(
  tx: Tx,
  page: PageRun,
  entity: ExportEntity,
  codes: string[],
): Promise<void> {
  if (!page.full || codes.length === 0) return;
  await tx.execute(sql`
    insert into sync_seen (entity, item_key)
    select ${entity}, value from json_array_elements_text(${json(codes)})`);
}

/** A full run starting afresh forgets what an abandoned one had recorded. */
export async function forgetSeen(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from sync_seen`);
}

/**
 * After a full run has read every page of `entity`: rows an earlier run brought in (`synced_at`
 * set) that this one neither wrote (`synced_at` from this run) nor found unchanged (`sync_seen`)
 * are deactivated. Rows the portal created itself and the ERP has not taken yet (a contact still
 * in the outbox) have no `synced_at` and are left alone.
 */
export async function deactivateUnseen(tx: Tx, entity: ExportEntity, runStart: Date): Promise<number> {
  const swept = SWEPT[entity];
  if (!swept) return 0;
  const table = sql.raw(swept.table);
  const key = sql.raw(`t.${swept.key}`);
  const n = await countOf(
    tx,
    sql`with up as (
      update ${table} t set activo = false
      where t.activo and t.synced_at is not null and t.synced_at < ${runStart.toISOString()}::timestamptz
        and not exists (select 1 from sync_seen s where s.entity = ${entity} and s.item_key = ${key})
      returning 1) select count(*) as n from up`,
  );
  await tx.execute(sql`delete from sync_seen where entity = ${entity}`);
  return n;
}
