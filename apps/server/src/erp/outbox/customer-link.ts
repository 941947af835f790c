// The outbox's customer messages beyond send and settle (contract §10, §10.1). A company that
// registered in the portal lives under a provisional code (`REG000001`) until the ERP
// creates it and answers with its own `codigo`: the settle of `customer.create` links the two
// (`linkRegisteredCustomer`), and the profile asks `awaitsErpCreation` before sending a change the
// ERP could not place yet. A customer's changes go out newest-wins (`supersededCustomerUpdate`).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { preparedOnce } from '../../db/statement-part.ts';
import { recordChange } from '../../modules/change-log/change-log.ts';
import type { CustomerErpLink } from '../../modules/customers/customer-erp-link.ts';
import type { CustomerRowsMover } from '../../modules/customers/customer-rows.ts';
import { idempotencyKeyOf } from './messages.ts';

/**
 * `renamed`: the portal's customer took the ERP's code (its users, contacts and orders follow by
 * the foreign keys' ON UPDATE CASCADE). `merged`: the synchronisation had already imported the
 * ERP's record, so the provisional customer's users, contacts and orders moved to it and the
 * provisional row went. `already-linked`: nothing left to do (a settle repeated after a crash).
 */
export type LinkOutcome = 'renamed' | 'merged' | 'already-linked';

/** What a link writes with, built once by the composition root. */
export interface CustomerLinkParts {
  /**
   * The customers module: both rows locked, the provisional one renamed or dropped (and, for
   * `contact.create`, a delivery address's ERP id).
   */
  customers: CustomerErpLink;
  /**
   * Every module that keeps a company's rows (users, contacts, orders, lists, invitations, own
   * codes, document roles, promotions), moved before the provisional row goes: a row left behind
   * would go with that row's cascade.
   */
  movers: readonly CustomerRowsMover[];
}

/**
 * Links the provisional customer `provisional` to the ERP's `erpCodigo`, in the caller's
 * transaction, with its change-register row. The ERP's record is the source of truth: when both
 * exist, the ERP's data is kept and the provisional row's is dropped.
 *
 * A `409 customer_exists` links the same way (the ERP already had that CIF). The portal refused
 * the registration if one of its own customers had the CIF, so such a link only happens to a
 * company the portal had not synchronised yet; the applicant stays inactive until an
 * administrator, who sees the customer's code, activates the login.
 */
export async function linkRegisteredCustomer(
  tx: Tx,
  parts: CustomerLinkParts,
  provisional: string,
  erpCodigo: string,
): Promise<LinkOutcome> {
  if (provisional === erpCodigo) return 'already-linked';
  // Both rows locked, in code order, so a synchronisation page writing the ERP's row waits.
  const codes = await parts.customers.lockBoth(tx, provisional, erpCodigo);
  if (!codes.has(provisional)) return 'already-linked';

  let outcome: LinkOutcome;
  if (!codes.has(erpCodigo)) {
    await parts.customers.rename(tx, provisional, erpCodigo);
    outcome = 'renamed';
  } else {
    // All in this one transaction: what the company kept in the portal while it waited (its
    // logins may have been activated) moves with it, or stays where it was if anything fails.
    for (const mover of parts.movers) await mover.moveCustomerRows(tx, provisional, erpCodigo);
    await parts.customers.remove(tx, provisional);
    outcome = 'merged';
  }
  await recordChange(tx, {
    taula: 'clientes',
    tipus: 'UPDATE',
    idRegistre: erpCodigo,
    idUsuari: null,
    detall: { codigo: { from: provisional, to: erpCodigo }, enllac: outcome },
  });
  return outcome;
}

/**
 * Whether `codigo` is a registered customer the ERP has not created yet: its `customer.create`
 * message (referenced by the provisional code) exists and the customer still has that code. The
 * code changes in the transaction that settles the message, so there is no window between the two.
 */
export async function awaitsErpCreation(db: DbOrTx, codigo: string): Promise<boolean> {
  // By its idempotency key, which is unique (and indexed) and names the provisional code.
  const key = idempotencyKeyOf({ kind: 'customer.create', referencia: codigo });
  // Prepared: every order asks it.
  const statement = preparedOnce(db, 'outbox_customer_awaiting', () =>
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.idempotencyKey, sql.placeholder('key')), eq(outbox.kind, 'customer.create')))
      .limit(1)
      .prepare('outbox_customer_awaiting'),
  );
  const rows = await statement.execute({ key });
  return rows.length > 0;
}

/**
 * Whether a later `customer.update` of the same customer is in the outbox. Each update carries the
 * customer's whole editable data as it was after that change (contract §10.1), so the later one
 * says everything: an earlier one that comes due after it (back-off) must not be sent, or the ERP
 * would end with the older data.
 */
export async function supersededCustomerUpdate(
  db: DbOrTx,
  codigoCliente: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'customer.update'),
        sql`${outbox.payload} ->> 'codigoCliente' = ${codigoCliente}`,
        sql`${outbox.id} > ${id}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
