// Mail's channel of the outbox (DESIGN §9): due mails are handed to the SMTP server and settled
// `sent`, `failed` (refused for good) or left `pending` with back-off (the server away for an hour
// loses nothing). Claiming, leases, back-off and the error log are the outbox's (outbox/), as for
// the ERP's messages.
//
// Without a transport (no `SMTP_URL`, the demo) the worker's pass settles every pending mail as
// `held`: the mail stays in the database for the Mailbox. Whether mail leaves is thus decided by
// the app that runs the worker, never by a setting shared through the process or the database,
// so several apps in one test process, or instances behind a load balancer, each do what their
// own configuration says, and `enqueueMail` stays the same for every caller.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { OutboxDelivery, type Delivery, type OutboxChannel } from '../outbox/outbox-delivery.ts';
import { MAIL_OUTBOX, type OutboxClaim } from '../outbox/outbox-queue.ts';
import { claimedMail, type MailRepository } from './mail-repository.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface MailWorkerOptions {
  intervalMs?: number;
  /** How long a claimed mail is kept from other instances; longer than a send can take. */
  leaseSeconds?: number;
  /** A send not finished by then is cut and retried later. */
  sendTimeoutMs?: number;
  random?: () => number;
  /** Days a settled mail is kept (MAIL_RETENTION_DAYS); unset, nothing is deleted. */
  retentionDays?: number;
  /** The clock that spaces the deletions (tests move it on). */
  now?: () => number;
}

/** Old mail is deleted at most this often: a retention counted in days needs no more. */
const CLEAR_EVERY_MS = 60 * 60 * 1000;

const DEFAULT_SEND_TIMEOUT_MS = 60_000;

class MailChannel implements OutboxChannel {
  readonly table = MAIL_OUTBOX;
  readonly name = 'MailWorker';
  /** 30 s, 1 min, 2 min … up to 15 minutes: a server down for an hour is tried a handful of times. */
  readonly backoff = { first: 30, max: 900 };

  constructor(
    private readonly transport: MailTransport | undefined,
    private readonly sendTimeoutMs: number,
  ) {}

  describe(claim: OutboxClaim) {
    const mail = claimedMail(claim);
    const prefix = `Mail ${mail.id} (${mail.kind}) to ${mail.recipient}: `;
    return { codi: String(mail.id), metode: mail.kind, prefix };
  }

  async deliver(delivery: Delivery): Promise<void> {
    // Without a transport the worker holds mail instead of claiming it (MailWorker.drain).
    if (!this.transport) return delivery.retryLater('no SMTP server is configured');
    const signal = AbortSignal.any([AbortSignal.timeout(this.sendTimeoutMs), delivery.signal]);
    const outcome = await this.transport
      .send(claimedMail(delivery.claim), signal)
      .catch((error: unknown) => ({
        kind: 'unavailable' as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
    if (outcome.kind === 'sent') return delivery.delivered();
    if (outcome.kind === 'refused') {
      await delivery.failed(outcome.reason);
      return delivery.recordError('MAIL_REFUSED', `The mail server refused it for good: ${outcome.reason}`);
    }
    return delivery.retryLater(outcome.reason, 'MAIL_SMTP');
  }
}

/** Undefined transport: no SMTP server, mail is held for the Mailbox. */
export class MailWorker extends OutboxDelivery {
  /** When the old mail was last deleted (by this worker's clock). */
  private clearedAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Db,
    private readonly transport: MailTransport | undefined,
    log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    /** Built by the composition root (services.ts `buildRepositories` for one outside an app). */
    private readonly mails: MailRepository,
    private readonly mailOptions: MailWorkerOptions = {},
  ) {
    const sendTimeoutMs = mailOptions.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    super(db, new MailChannel(transport, sendTimeoutMs), log, {
      intervalMs: mailOptions.intervalMs ?? 2000,
      // The lease outlasts the longest send, so no other instance takes a mail still being sent.
      leaseSeconds: Math.max(mailOptions.leaseSeconds ?? 120, Math.ceil(sendTimeoutMs / 1000) + 30),
      batchSize: 1,
      concurrency: 1,
      ...(mailOptions.random ? { random: mailOptions.random } : {}),
    });
  }

  /** Whether mail leaves the portal (an SMTP server is configured) or is held in the Mailbox. */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Delivers (or, without a transport, holds) every due mail; returns how many were handled.
   * Tests call it directly.
   */
  override async drain(): Promise<number> {
    await this.deleteOldMail();
    if (!this.transport) return this.queue.holdPending();
    return super.drain();
  }

  /**
   * Deletes the settled mail older than the retention, once an hour at most. Every instance may
   * do it; a delete that finds nothing left costs one indexed statement.
   */
  private async deleteOldMail(): Promise<void> {
    const days = this.mailOptions.retentionDays;
    if (days === undefined) return;
    const now = (this.mailOptions.now ?? Date.now)();
    if (now - this.clearedAt < CLEAR_EVERY_MS) return;
    this.clearedAt = now;
    await this.mails.deleteSettledBefore(days);
  }
}
