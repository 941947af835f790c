// The erp folder owns `outbox` (db/schema/owners.js).
// The ERP outbox as administrators read it (the ERP link screen): each message's state, the counts,
// the messages not delivered. Claiming and settling are the outbox mechanism's (outbox/).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { Repository } from '../../db/repository.ts';
import { outbox } from '../../db/schema/index.ts';
import { orderCustomers } from '../../modules/orders/order-read.ts';
import { idempotencyKeyOf, ORDER_MESSAGE_KINDS, type ErpMessage } from './messages.ts';

/**
 * Where a message stands, as administrators see it: `waiting` (never tried, or due), `delivering`
 * (claimed, its lease not run out), `retrying` (the last attempt failed; the next is scheduled),
 * `failed` (refused for good), `done`.
 */
export type OutboxState = 'waiting' | 'delivering' | 'retrying' | 'failed' | 'done';

export interface OutboxEntry {
  id: number;
  kind: string;
  referencia: string;
  /** The customer the message is about: the order's, or the one a contact is created for. */
  codigoCliente: string | null;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface OutboxCounts {
  waiting: number;
  delivering: number;
  retrying: number;
  failed: number;
  deliveredLast24h: number;
}

const leased = sql`(${outbox.claimedAt} is not null and ${outbox.nextAttemptAt} > now())`;
const stateOf = sql<OutboxState>`case
  when ${outbox.status} = 'done' then 'done'
  when ${outbox.status} = 'failed' then 'failed'
  when ${leased} then 'delivering'
  when ${outbox.lastError} is not null then 'retrying'
  else 'waiting' end`;
const entryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  referencia: outbox.referencia,
  codigoCliente: sql<
    string | null
  >`coalesce(${orderCustomers.codigoCliente}, ${outbox.payload} ->> 'codigoCliente')`,
  state: stateOf,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  settledAt: outbox.settledAt,
};
/** Orders' messages carry the order code: their customer comes from the order. */
const orderOfMessage = and(
  eq(orderCustomers.codigo, outbox.referencia),
  inArray(outbox.kind, ORDER_MESSAGE_KINDS),
);

export class OutboxRepository extends Repository {
  /** The outbox at a glance: each state's count, and what was delivered in the last 24 hours. */
  async counts(): Promise<OutboxCounts> {
    const count = (condition: ReturnType<typeof sql>) =>
      sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const [row] = await this.db
      .select({
        waiting: count(sql`${outbox.status} = 'pending' and not ${leased} and ${outbox.lastError} is null`),
        delivering: count(sql`${outbox.status} = 'pending' and ${leased}`),
        retrying: count(
          sql`${outbox.status} = 'pending' and not ${leased} and ${outbox.lastError} is not null`,
        ),
        failed: count(sql`${outbox.status} = 'failed'`),
        deliveredLast24h: count(sql`${outbox.status} = 'done'`),
      })
      .from(outbox)
      .where(
        sql`${outbox.status} in ('pending', 'failed')
          or (${outbox.status} = 'done' and ${outbox.settledAt} > now() - interval '24 hours')`,
      );
    return row ?? { waiting: 0, delivering: 0, retrying: 0, failed: 0, deliveredLast24h: 0 };
  }

  /** The messages not delivered (waiting, under way, retrying, refused), newest first. */
  async undelivered(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select(entryColumns)
      .from(outbox)
      .leftJoin(orderCustomers, orderOfMessage)
      .where(inArray(outbox.status, ['pending', 'failed']))
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows;
  }

  /** One message; `lock` holds it (inside a transaction) so no worker claims it meanwhile. */
  async entry(id: number, lock = false): Promise<OutboxEntry | undefined> {
    const query = this.db
      .select(entryColumns)
      .from(outbox)
      .leftJoin(orderCustomers, orderOfMessage)
      .where(eq(outbox.id, id));
    const [row] = lock ? await query.for('update', { of: outbox }) : await query;
    return row;
  }
}

/** Whether the ERP refused that message for good (settled `failed`), by its unique idempotency key. */
export async function refusedForGood(
  db: DbOrTx,
  message: Pick<ErpMessage, 'kind' | 'referencia'>,
): Promise<boolean> {
  const [row] = await db
    .select({ status: outbox.status })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, idempotencyKeyOf(message)))
    .limit(1);
  return row?.status === 'failed';
}
