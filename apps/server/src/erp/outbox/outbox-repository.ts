// Claiming and settling outbox messages. A claimed message is leased (its next attempt moved a
// lease ahead) rather than locked in a transaction: the ERP call then happens outside any
// transaction, so a slow ERP never holds a database connection (PGlite has only one), and a
// process that dies mid-call leaves a message that comes due again when the lease runs out.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox, pedidos } from '../../db/schema/index.ts';
import { ORDER_MESSAGE_TIPOS } from './messages.ts';

/** A claimed row as stored; the worker parses it into an `ErpMessage` (messages.ts). */
export interface OutboxRow {
  id: number;
  tipo: string;
  referencia: string;
  payload: unknown;
  idempotencyKey: string;
  intentos: number;
}

type Rows<T> = { rows: T[] };

/**
 * Where a message stands, as administrators see it: `waiting` (never tried, or due), `delivering`
 * (claimed, its lease not run out), `retrying` (the last attempt failed; the next is scheduled),
 * `failed` (refused for good), `done`.
 */
export type OutboxState = 'waiting' | 'delivering' | 'retrying' | 'failed' | 'done';

export interface OutboxEntry {
  id: number;
  tipo: string;
  referencia: string;
  /** The customer the message is about: the order's, or the one a contact is created for. */
  codigoCliente: string | null;
  state: OutboxState;
  intentos: number;
  properIntent: Date;
  darrerError: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

export interface OutboxCounts {
  waiting: number;
  delivering: number;
  retrying: number;
  failed: number;
  deliveredLast24h: number;
}

const leased = sql`(${outbox.claimedAt} is not null and ${outbox.properIntent} > now())`;
const stateOf = sql<OutboxState>`case
  when ${outbox.estado} = 'done' then 'done'
  when ${outbox.estado} = 'failed' then 'failed'
  when ${leased} then 'delivering'
  when ${outbox.darrerError} is not null then 'retrying'
  else 'waiting' end`;
const entryColumns = {
  id: outbox.id,
  tipo: outbox.tipo,
  referencia: outbox.referencia,
  codigoCliente: sql<
    string | null
  >`coalesce(${pedidos.codigoCliente}, ${outbox.payload} ->> 'codigoCliente')`,
  state: stateOf,
  intentos: outbox.intentos,
  properIntent: outbox.properIntent,
  darrerError: outbox.darrerError,
  createdAt: outbox.createdAt,
  processedAt: outbox.processedAt,
};
/** Orders' messages carry the order code: their customer comes from the order. */
const orderOfMessage = and(eq(pedidos.codigo, outbox.referencia), inArray(outbox.tipo, ORDER_MESSAGE_TIPOS));

export class OutboxRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Takes up to `limit` due messages, oldest first, none of which waits behind an earlier pending
   * message of its ordering key (being delivered, or put off after a failure): a batch therefore
   * holds one message per key and can be delivered side by side, by this instance or several.
   * `skip locked` lets instances claim without waiting on each other or taking the same row.
   */
  async claim(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const result = (await this.db.execute(sql`
      update outbox set proper_intent = now() + make_interval(secs => ${leaseSeconds}), intentos = intentos + 1,
        claimed_at = now()
      where id in (
        select o.id from outbox o where o.estado = 'pending' and o.proper_intent <= now()
          and not exists (select 1 from outbox earlier where earlier.ordering_key = o.ordering_key
            and earlier.estado = 'pending' and earlier.id < o.id)
        order by o.id limit ${limit} for update skip locked)
      returning id, tipo, referencia, payload, idempotency_key, intentos`)) as unknown as Rows<{
      id: number | string;
      tipo: string;
      referencia: string;
      payload: unknown;
      idempotency_key: string;
      intentos: number;
    }>;
    return result.rows
      .map((row) => ({
        id: Number(row.id),
        tipo: row.tipo,
        referencia: row.referencia,
        payload: row.payload,
        idempotencyKey: row.idempotency_key,
        intentos: Number(row.intentos),
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** Hands back claimed messages never sent (the instance is stopping): due now, for any instance. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(
      sql`update outbox set proper_intent = now(), intentos = intentos - 1, claimed_at = null
        where id in (${sql.join(ids, sql`, `)}) and estado = 'pending'`,
    );
  }

  async done(id: number): Promise<void> {
    await this.db.execute(
      sql`update outbox set estado = 'done', processed_at = now(), darrer_error = null, claimed_at = null where id = ${id}`,
    );
  }

  async failed(id: number, error: string): Promise<void> {
    await this.db.execute(
      sql`update outbox set estado = 'failed', processed_at = now(), darrer_error = ${error}, claimed_at = null where id = ${id}`,
    );
  }

  async retryLater(id: number, delaySeconds: number, error: string): Promise<void> {
    await this.db.execute(
      sql`update outbox set proper_intent = now() + make_interval(secs => ${delaySeconds}), darrer_error = ${error}, claimed_at = null where id = ${id}`,
    );
  }

  /** The outbox at a glance: each state's count, and what was delivered in the last 24 hours. */
  async counts(): Promise<OutboxCounts> {
    const count = (condition: ReturnType<typeof sql>) =>
      sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const [row] = await this.db
      .select({
        waiting: count(sql`${outbox.estado} = 'pending' and not ${leased} and ${outbox.darrerError} is null`),
        delivering: count(sql`${outbox.estado} = 'pending' and ${leased}`),
        retrying: count(
          sql`${outbox.estado} = 'pending' and not ${leased} and ${outbox.darrerError} is not null`,
        ),
        failed: count(sql`${outbox.estado} = 'failed'`),
        deliveredLast24h: count(sql`${outbox.estado} = 'done'`),
      })
      .from(outbox)
      .where(
        sql`${outbox.estado} in ('pending', 'failed')
          or (${outbox.estado} = 'done' and ${outbox.processedAt} > now() - interval '24 hours')`,
      );
    return row ?? { waiting: 0, delivering: 0, retrying: 0, failed: 0, deliveredLast24h: 0 };
  }

  /** The messages not delivered (waiting, under way, retrying, refused), newest first. */
  async undelivered(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select(entryColumns)
      .from(outbox)
      .leftJoin(pedidos, orderOfMessage)
      .where(inArray(outbox.estado, ['pending', 'failed']))
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows;
  }

  /** One message; `lock` holds it (inside a transaction) so no worker claims it meanwhile. */
  async entry(id: number, lock = false): Promise<OutboxEntry | undefined> {
    const query = this.db
      .select(entryColumns)
      .from(outbox)
      .leftJoin(pedidos, orderOfMessage)
      .where(eq(outbox.id, id));
    const [row] = lock ? await query.for('update', { of: outbox }) : await query;
    return row;
  }

  /**
   * Due now: back in the queue with its next attempt at once. The attempts made and the last
   * error stay, so the history of the message is not lost.
   */
  async makeDue(id: number): Promise<void> {
    await this.db.execute(
      sql`update outbox set estado = 'pending', proper_intent = now(), processed_at = null, claimed_at = null
        where id = ${id}`,
    );
  }

  async pendingCount(): Promise<number> {
    const result = (await this.db.execute(
      sql`select count(*) as n from outbox where estado = 'pending'`,
    )) as unknown as Rows<{ n: string | number }>;
    return Number(result.rows[0]?.n ?? 0);
  }
}

/** Exponential back-off with jitter: 2 s, 4 s, 8 s … up to 5 minutes. */
export function backoffSeconds(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(300, 2 ** Math.min(attempt, 9));
  return Math.round(base * (0.75 + random() * 0.5) * 10) / 10;
}
