// The mail folder owns `mail_outbox` (db/schema/owners.js).
// The mail outbox as the Mailbox reads it, and its retention. Claiming and settling mail is the
// outbox mechanism's (outbox/), as for the ERP's messages.
import type { MailListQuery } from '@portal/domain/mailbox';
import { and, count, eq, sql } from 'drizzle-orm';
import { Repository } from '../db/repository.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { OutboxClaim } from '../outbox/outbox-queue.ts';
import { offsetOf, orderOf, textFilter } from '../modules/admin-shared/paging.ts';

/** A claimed mail, ready to hand to the transport. */
export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  messageId: string;
}

/** The mail of a claimed row of `mail_outbox`. */
export function claimedMail(claim: OutboxClaim): ClaimedMail {
  const row = claim.row;
  return {
    id: claim.id,
    kind: String(row.kind),
    recipient: String(row.recipient),
    replyTo: typeof row.reply_to === 'string' ? row.reply_to : null,
    subject: String(row.subject),
    bodyText: String(row.body_text),
    bodyHtml: String(row.body_html),
    messageId: String(row.message_id),
  };
}

export type MailRow = typeof mailOutbox.$inferSelect;

type Rows<T> = { rows: T[] };

// The wire's sort fields, by the columns they name.
const sortColumns = {
  creat: mailOutbox.createdAt,
  destinatari: mailOutbox.recipient,
  estat: mailOutbox.status,
  tipus: mailOutbox.kind,
};

export class MailRepository extends Repository {
  /**
   * Deletes the settled mails (sent, failed, held) written more than `days` ago; a pending one,
   * whatever its age, is still to be delivered and stays. Returns how many went.
   */
  async deleteSettledBefore(days: number): Promise<number> {
    const result = (await this.db.execute(sql`delete from mail_outbox
      where status <> 'pending' and created_at < now() - make_interval(days => ${days})
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length;
  }

  /** The Mailbox's list: newest first unless sorted otherwise. */
  async page(query: MailListQuery): Promise<{ rows: MailRow[]; total: number }> {
    const where = and(
      query.estat ? eq(mailOutbox.status, query.estat) : undefined,
      query.tipus ? eq(mailOutbox.kind, query.tipus) : undefined,
      textFilter([mailOutbox.recipient], query.destinatari),
      textFilter([mailOutbox.subject, mailOutbox.recipient], query.text),
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
}
