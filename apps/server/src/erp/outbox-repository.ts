// Claiming and settling outbox messages. A claimed message is leased (its next attempt moved a
// lease ahead) rather than locked in a transaction: the ERP call then happens outside any
// transaction, so a slow ERP never holds a database connection (PGlite has only one), and a
// process that dies mid-call leaves a message that comes due again when the lease runs out.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export interface OutboxMessage {
  id: number;
  tipo: string;
  referencia: string;
  payload: unknown;
  idempotencyKey: string;
  intentos: number;
}

type Rows<T> = { rows: T[] };

export class OutboxRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Takes up to `limit` due messages, oldest first. `skip locked` lets several instances claim
   * side by side without waiting on each other or taking the same row.
   */
  async claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
    const result = (await this.db.execute(sql`
      update outbox set proper_intent = now() + make_interval(secs => ${leaseSeconds}), intentos = intentos + 1
      where id in (
        select id from outbox where estado = 'pending' and proper_intent <= now()
        order by id limit ${limit} for update skip locked)
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

  async done(id: number): Promise<void> {
    await this.db.execute(
      sql`update outbox set estado = 'done', processed_at = now(), darrer_error = null where id = ${id}`,
    );
  }

  async failed(id: number, error: string): Promise<void> {
    await this.db.execute(
      sql`update outbox set estado = 'failed', processed_at = now(), darrer_error = ${error} where id = ${id}`,
    );
  }

  async retryLater(id: number, delaySeconds: number, error: string): Promise<void> {
    await this.db.execute(
      sql`update outbox set proper_intent = now() + make_interval(secs => ${delaySeconds}), darrer_error = ${error} where id = ${id}`,
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
