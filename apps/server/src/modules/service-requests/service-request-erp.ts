// The service requests' link to the ERP (docs/erp-contract.md §13), seen from this module's tables:
// the one place the ERP side writes back to `service_requests`. The portal's back office is the
// master of a request's status and the ERP only mirrors it, so the only thing the ERP gives back is
// its work order's number (`erp_numero`): from the answer to the creation (the outbox's
// `service.create` handler), or, when that answer was lost, from the ERP's `service-requests`
// export (the synchronisation). Either way it is written once and never overwritten.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import type { SyncWriter } from '../erp-sync/sync-appliers.ts';

/**
 * Stores the ERP's work order number of request `numero`, unless it already has one (a settle
 * repeated after a crash, or the synchronisation that got there first, finds it set). The
 * request's `updatedAt` stays: it is the back office's "last change", and the ERP changed nothing
 * a person did. Whether the number was written.
 */
export async function recordErpNumero(tx: DbOrTx, numero: string, erpNumero: string): Promise<boolean> {
  const rows = await tx
    .update(serviceRequests)
    .set({ erpNumero })
    .where(and(eq(serviceRequests.numero, numero), isNull(serviceRequests.erpNumero)))
    .returning({ id: serviceRequests.id });
  return rows.length > 0;
}

/**
 * The synchronisation's page of the `service-requests` export: each request of the portal that has
 * no work order number yet takes the ERP's, in one statement. The ERP's status is not applied: the
 * portal's is the master. Requests the portal does not have are skipped. How many were written.
 */
export async function recordErpNumeros(
  tx: Tx,
  items: readonly { numero: string; erpNumero: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = JSON.stringify(items.map(({ numero, erpNumero }) => ({ numero, erpNumero })));
  const result = (await tx.execute(sql`
    with up as (
      update service_requests s set erp_numero = x."erpNumero"
      from json_to_recordset(${rows}::json) as x(numero text, "erpNumero" text)
      where s.numero = x.numero and s.erp_numero is null
      returning 1)
    select count(*) as n from up`)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** What the synchronisation writes of this module: the work order numbers of the export. */
export const serviceRequestSync: SyncWriter = {
  syncAppliers: () => ({
    'service-requests': async (tx, items) => ({
      aplicats: await recordErpNumeros(tx, items),
      desactivats: 0,
    }),
  }),
};
