// The Mailbox (DESIGN §9): administrators read every mail the portal wrote, delivered or not, and
// send one again. Without `SMTP_URL` this is where the demo's recovery and registration links are
// followed from. The outbox's SQL is the mail module's (mail-repository.ts).
import type { Page } from '@portal/domain/api';
import type { MailDetail, MailKind, MailListQuery, MailState, MailSummary } from '@portal/domain/mailbox';
import type { Language } from '@portal/domain/languages';
import type { MessageKey } from '@portal/domain/messages';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { MailRepository, MailRow } from '../../mail/mail-repository.ts';
import type { Mail } from '../../mail/mail-service.ts';
import { MAIL_OUTBOX, OutboxQueue } from '../../outbox/outbox-queue.ts';
import { pageOf } from '../admin-shared/paging.ts';
import { recordChange } from '../change-log/change-log.ts';

/** How long "send again" waits for the worker's pass before answering what it knows. */
export const RESEND_WAIT_MS = 5000;

// The outbox's columns hold only what `enqueueMail` wrote (a kind, a language, a state).
export function presentSummary(row: MailRow): MailSummary {
  return {
    id: row.id,
    tipus: row.kind as MailKind,
    destinatari: row.recipient,
    assumpte: row.subject,
    idioma: row.language as Language,
    estat: row.status as MailState,
    intents: row.attempts,
    creat: row.createdAt.toISOString(),
    // Settled is sent or refused; only a sent mail has a time it was sent.
    enviat: row.status === 'sent' ? (row.settledAt?.toISOString() ?? null) : null,
    darrerError: row.lastError,
  };
}

export function presentDetail(row: MailRow): MailDetail {
  return { ...presentSummary(row), text: row.bodyText, html: row.bodyHtml, respondreA: row.replyTo };
}

/** Claimed by a worker whose lease has not run out: it is being sent right now. */
const beingSent = (row: MailRow) =>
  row.status === 'pending' && row.claimedAt !== null && row.nextAttemptAt > new Date();

export class MailboxService {
  constructor(
    private readonly db: Db,
    private readonly mails: MailRepository,
    private readonly mail: Pick<Mail, 'delivers' | 'worker'> | undefined,
  ) {}

  async list(query: MailListQuery): Promise<Page<MailSummary>> {
    const { rows, total } = await this.mails.page(query);
    return pageOf(rows.map(presentSummary), total, query);
  }

  async detail(id: number): Promise<MailDetail> {
    const row = await this.mails.find(id);
    if (!row) throw notFound();
    return presentDetail(row);
  }

  /**
   * Sends a mail again now: a failed one (after the address was corrected at the other end), one
   * waiting for its next attempt, or one held before an SMTP server was configured. Its attempts
   * and last error stay; the change is registered; the answer is the mail as the worker's pass
   * left it.
   */
  async resend(id: number, actor: number): Promise<{ mail: MailDetail; key: MessageKey }> {
    await this.db.transaction(async (tx) => {
      const repo = this.mails.in(tx);
      // Locked: no worker claims it between the check and the change.
      const row = await repo.find(id, true);
      if (!row) throw notFound();
      if (row.status === 'sent') throw conflict('admin.mailbox.alreadySent');
      if (beingSent(row)) throw conflict('admin.mailbox.beingSent');
      if (!this.mail?.delivers) throw conflict('admin.mailbox.noSmtp');
      await new OutboxQueue(tx, MAIL_OUTBOX).makeDue(id);
      const after = (await repo.find(id))!;
      await recordChange(tx, {
        taula: 'mail_outbox',
        tipus: 'UPDATE',
        idRegistre: id,
        idUsuari: actor,
        detall: {
          estat: { from: row.status, to: after.status },
          properIntent: { from: row.nextAttemptAt.toISOString(), to: after.nextAttemptAt.toISOString() },
        },
      });
    });
    const worker = this.mail?.worker;
    if (worker) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        worker.wake(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, RESEND_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    const now = (await this.mails.find(id))!;
    const key: MessageKey =
      now.status === 'sent'
        ? 'admin.mailbox.sent'
        : now.status === 'failed'
          ? 'admin.mailbox.refused'
          : 'admin.mailbox.queued';
    return { mail: presentDetail(now), key };
  }
}
