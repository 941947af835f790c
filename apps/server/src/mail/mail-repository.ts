// The SQL of the mail outbox: claiming and settling mails for the worker, and reading them for the
// Mailbox. Like the ERP outbox, a claimed mail is leased (its next attempt moved a lease ahead)
// rather than locked in a transaction: the SMTP conversation happens outside any transaction, so a
// slow mail server never holds a database connection (PGlite has only one), and a process that
// dies mid-send leaves a mail that comes due again when the lease runs out.
import type { MailListQuery } from '@portal/domain/mailbox';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { offsetOf, orderOf, textFilter } from '../modules/admin-shared/paging.ts';

/** A claimed mail, ready to hand to the transport. */
export interface ClaimedMail {
  id: number;
  tipus: string;
  destinatari: string;
  respondreA: string | null;
  assumpte: string;
  cosText: string;
  cosHtml: string;
  messageId: string;
  /** Attempts so far, this one included; with the id it names this claim. */
  intents: number;
}

export type MailRow = typeof mailOutbox.$inferSelect;

type Rows<T> = { rows: T[] };

const sortColumns = {
  creat: mailOutbox.createdAt,
  destinatari: mailOutbox.destinatari,
  estat: mailOutbox.estat,
  tipus: mailOutbox.tipus,
};

export class MailRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Takes the next due mail and leases it for `leaseSeconds`. `skip locked` lets several instances
   * claim side by side without waiting on each other or taking the same mail; the lease keeps
   * another instance off it until this one has settled it or has died.
   */
  async claim(leaseSeconds: number): Promise<ClaimedMail | undefined> {
    const result = (await this.db.execute(sql`
      update mail_outbox set proper_intent = now() + make_interval(secs => ${leaseSeconds}),
        intents = intents + 1, claimed_at = now()
      where id = (
        select id from mail_outbox where estat = 'pending' and proper_intent <= now()
        order by proper_intent, id limit 1 for update skip locked)
      returning id, tipus, destinatari, respondre_a, assumpte, cos_text, cos_html, message_id, intents`)) as unknown as Rows<{
      id: number | string;
      tipus: string;
      destinatari: string;
      respondre_a: string | null;
      assumpte: string;
      cos_text: string;
      cos_html: string;
      message_id: string;
      intents: number | string;
    }>;
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      id: Number(row.id),
      tipus: row.tipus,
      destinatari: row.destinatari,
      respondreA: row.respondre_a,
      assumpte: row.assumpte,
      cosText: row.cos_text,
      cosHtml: row.cos_html,
      messageId: row.message_id,
      intents: Number(row.intents),
    };
  }

  // Settling checks the claim (same attempt, still pending): a worker whose lease ran out while it
  // waited on a slow server must not overwrite what the instance that took the mail over recorded.

  async sent(mail: ClaimedMail): Promise<void> {
    await this.db.execute(sql`update mail_outbox set estat = 'sent', enviat_at = now(), claimed_at = null
      where id = ${mail.id} and intents = ${mail.intents} and estat = 'pending'`);
  }

  async failed(mail: ClaimedMail, error: string): Promise<void> {
    await this.db
      .execute(sql`update mail_outbox set estat = 'failed', darrer_error = ${error}, claimed_at = null
      where id = ${mail.id} and intents = ${mail.intents} and estat = 'pending'`);
  }

  async retryLater(mail: ClaimedMail, delaySeconds: number, error: string): Promise<void> {
    await this.db.execute(sql`update mail_outbox
      set proper_intent = now() + make_interval(secs => ${delaySeconds}), darrer_error = ${error}, claimed_at = null
      where id = ${mail.id} and intents = ${mail.intents} and estat = 'pending'`);
  }

  /**
   * Without an SMTP server every pending mail stays in the database as `held` (DESIGN §9). Mails
   * another instance has under lease are left to it.
   */
  async holdPending(): Promise<number> {
    const result = (await this.db.execute(sql`update mail_outbox set estat = 'held', claimed_at = null
      where estat = 'pending' and (claimed_at is null or proper_intent <= now())
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  }

  /**
   * Deletes the settled mails (sent, failed, held) written more than `days` ago; a pending one,
   * whatever its age, is still to be delivered and stays. Returns how many went.
   */
  async deleteSettledBefore(days: number): Promise<number> {
    const result = (await this.db.execute(sql`delete from mail_outbox
      where estat <> 'pending' and created_at < now() - make_interval(days => ${days})
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  }

  /** The Mailbox's list: newest first unless sorted otherwise. */
  async page(query: MailListQuery): Promise<{ rows: MailRow[]; total: number }> {
    const where = and(
      query.estat ? eq(mailOutbox.estat, query.estat) : undefined,
      query.tipus ? eq(mailOutbox.tipus, query.tipus) : undefined,
      textFilter([mailOutbox.destinatari], query.destinatari),
      textFilter([mailOutbox.assumpte, mailOutbox.destinatari], query.text),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(...orderOf(sortColumns, query.sort, { field: 'creat', direction: 'desc' }, mailOutbox.id))
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  /** One mail; `lock` holds it (inside a transaction) so no worker claims it meanwhile. */
  async find(id: number, lock = false): Promise<MailRow | undefined> {
    const query = this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Back in the queue, due now; its attempts and last error stay as its history. */
  async makeDue(id: number): Promise<MailRow> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ estat: 'pending', properIntent: sql`now()`, claimedAt: null })
      .where(eq(mailOutbox.id, id))
      .returning();
    return row!;
  }
}
