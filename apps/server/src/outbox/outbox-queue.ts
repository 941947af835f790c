// The one outbox mechanism, for the ERP's messages (`outbox`) and for mail (`mail_outbox`): both
// tables share its columns (status, attempts, next_attempt_at, claimed_at, last_error, settled_at)
// and this SQL. A claimed message is leased (its next attempt moved a lease ahead) rather than
// locked in a transaction: the ERP call or the SMTP conversation then happens outside any
// transaction, so a slow server never holds a database connection (PGlite has only one), and a
// process that dies mid-delivery leaves a message that comes due again when its lease runs out.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A table of the mechanism, and what its channel calls a delivered message. */
export interface OutboxTable {
  readonly name: 'outbox' | 'mail_outbox';
  readonly delivered: 'done' | 'sent';
  /**
   * Messages sharing an `ordering_key` are delivered one after another, in id order; a table
   * without the column delivers every message on its own.
   */
  readonly ordered: boolean;
}

export const ERP_OUTBOX: OutboxTable = { name: 'outbox', delivered: 'done', ordered: true };
export const MAIL_OUTBOX: OutboxTable = { name: 'mail_outbox', delivered: 'sent', ordered: false };

/** A claimed message: its id and attempt name the claim; `row` is the whole stored row. */
export interface OutboxClaim {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
  row: Record<string, unknown>;
}

type Rows<T> = { rows: T[] };

export class OutboxQueue {
  private readonly table: SQL;

  constructor(
    private readonly db: DbOrTx,
    readonly spec: OutboxTable,
  ) {
    this.table = sql`${sql.identifier(spec.name)}`;
  }

  /** The same queue inside a transaction, so a settle commits with the channel's own writes. */
  in(tx: DbOrTx): OutboxQueue {
    return new OutboxQueue(tx, this.spec);
  }

  /**
   * Takes up to `limit` due messages, oldest first, none of which waits behind an earlier pending
   * message of its ordering key (being delivered, or put off after a failure): a batch therefore
   * holds one message per key and can be delivered side by side, by this instance or several.
   * `skip locked` lets instances claim without waiting on each other or taking the same row.
   */
  async claim(limit: number, leaseSeconds: number): Promise<OutboxClaim[]> {
    const inOrder = this.spec.ordered
      ? sql`and not exists (select 1 from ${this.table} earlier where earlier.ordering_key = o.ordering_key
            and earlier.status = 'pending' and earlier.id < o.id)`
      : sql``;
    const result = (await this.db.execute(sql`
      update ${this.table} set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
        attempts = attempts + 1, claimed_at = now()
      where id in (
        select o.id from ${this.table} o where o.status = 'pending' and o.next_attempt_at <= now() ${inOrder}
        order by o.id limit ${limit} for update skip locked)
      returning *`)) as unknown as Rows<Record<string, unknown>>;
    return result.rows
      .map((row) => ({ id: Number(row.id), attempts: Number(row.attempts), row }))
      .sort((a, b) => a.id - b.id);
  }

  // Settling checks the claim (same attempt, still pending): a worker whose lease ran out while it
  // waited on a slow server must not overwrite what the instance that took the message over did.

  private settle(claim: Pick<OutboxClaim, 'id' | 'attempts'>, set: SQL): Promise<unknown> {
    return this.db.execute(sql`update ${this.table} set ${set}, claimed_at = null
      where id = ${claim.id} and attempts = ${claim.attempts} and status = 'pending'`);
  }

  delivered(claim: Pick<OutboxClaim, 'id' | 'attempts'>): Promise<unknown> {
    return this.settle(claim, sql`status = ${this.spec.delivered}, settled_at = now(), last_error = null`);
  }

  /** Refused for good: kept with its reason for administrators, never tried again by itself. */
  failed(claim: Pick<OutboxClaim, 'id' | 'attempts'>, error: string): Promise<unknown> {
    return this.settle(claim, sql`status = 'failed', settled_at = now(), last_error = ${error}`);
  }

  retryLater(claim: Pick<OutboxClaim, 'id' | 'attempts'>, delaySeconds: number, error: string) {
    return this.settle(
      claim,
      sql`next_attempt_at = now() + make_interval(secs => ${delaySeconds}), last_error = ${error}`,
    );
  }

  /**
   * Hands back claims never tried (the instance is stopping): due now, for any instance, the
   * attempt not counted.
   */
  async release(claims: Pick<OutboxClaim, 'id' | 'attempts'>[]): Promise<void> {
    for (const claim of claims) {
      await this.settle(claim, sql`next_attempt_at = now(), attempts = attempts - 1`);
    }
  }

  /**
   * Settles every pending message no instance has under lease as `held`: kept, not delivered
   * (mail without an SMTP server, DESIGN §9). Returns how many.
   */
  async holdPending(): Promise<number> {
    const result = (await this.db.execute(sql`update ${this.table} set status = 'held', claimed_at = null
      where status = 'pending' and (claimed_at is null or next_attempt_at <= now())
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  }

  /**
   * Back in the queue, due now, whatever it was (failed, held, waiting for its next attempt): the
   * attempts made and the last error stay as its history.
   */
  async makeDue(id: number): Promise<void> {
    await this.db.execute(sql`update ${this.table} set status = 'pending', next_attempt_at = now(),
      settled_at = null, claimed_at = null where id = ${id}`);
  }

  async pendingCount(): Promise<number> {
    const result = (await this.db.execute(
      sql`select count(*) as n from ${this.table} where status = 'pending'`,
    )) as unknown as Rows<{ n: string | number }>;
    return Number(result.rows[0]?.n ?? 0);
  }
}

/** Exponential back-off with jitter: `first`, twice that, … up to `max` seconds. */
export function backoffSeconds(
  attempt: number,
  policy: { first: number; max: number },
  random: () => number = Math.random,
): number {
  const base = policy.first * 2 ** Math.min(Math.max(attempt - 1, 0), 20);
  return Math.min(policy.max, Math.round(Math.min(base, policy.max) * (0.75 + random() * 0.5) * 10) / 10);
}
