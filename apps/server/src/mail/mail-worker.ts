// Delivers the mail outbox (DESIGN §9), as the ERP outbox worker delivers its messages: due mails
// are claimed one at a time under a lease, handed to the SMTP server, and settled `sent`, `failed`
// (refused for good) or left `pending` with exponential back-off (the server away for an hour
// loses nothing). Failures reach the error log for administrators.
//
// Without a transport (no `SMTP_URL`, the demo) the worker's pass settles every pending mail as
// `held`: the mail stays in the database for the Mailbox. Whether mail leaves is thus decided by
// the app that runs the worker, never by a setting shared through the process or the database,
// so several apps in one test process, or instances behind a load balancer, each do what their
// own configuration says, and `enqueueMail` stays the same for every caller.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { logErrors } from '../db/schema/index.ts';
import { PassScheduler } from '../jobs/pass-scheduler.ts';
import { MailRepository, type ClaimedMail } from './mail-repository.ts';
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

export class MailWorker {
  private readonly passes: PassScheduler;
  /** Aborts the sends under way when the app closes: they are retried by the next start. */
  private stopping = new AbortController();
  private readonly repo: MailRepository;
  private readonly leaseSeconds: number;
  private readonly sendTimeoutMs: number;
  /** When the old mail was last deleted (by this worker's clock). */
  private clearedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    /** Undefined: no SMTP server, mail is held for the Mailbox. */
    private readonly transport: MailTransport | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly options: MailWorkerOptions = {},
  ) {
    this.repo = new MailRepository(db);
    this.sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    // The lease outlasts the longest send, so no other instance takes a mail still being sent.
    this.leaseSeconds = Math.max(options.leaseSeconds ?? 120, Math.ceil(this.sendTimeoutMs / 1000) + 30);
    this.passes = new PassScheduler(
      () => this.drain(),
      (error) => this.log.error({ err: error }, 'mail pass failed'),
      options.intervalMs ?? 2000,
    );
  }

  /** Whether mail leaves the portal (an SMTP server is configured) or is held in the Mailbox. */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  start(): void {
    this.stopping = new AbortController();
    this.passes.start();
  }

  async stop(): Promise<void> {
    const stopped = this.passes.stop();
    this.stopping.abort();
    await stopped;
    // Stopped: `drain()` called by hand (tests, a maintenance script) runs whole again.
    this.stopping = new AbortController();
  }

  /** Runs a pass now (after a commit that wrote mail), or right after the pass under way. */
  kick(): void {
    this.passes.kick();
  }

  /**
   * Resolves once a pass that began after this call has ended (at once when the worker is not
   * running), so "send again" in the Mailbox can answer what became of the mail.
   */
  wake(): Promise<void> {
    return this.passes.wake();
  }

  /**
   * Delivers (or, without a transport, holds) every due mail; returns how many were handled.
   * Tests call it directly.
   */
  async drain(): Promise<number> {
    await this.deleteOldMail();
    if (!this.transport) return this.repo.holdPending();
    let handled = 0;
    // Stops between two mails once the app closes (a pass begun by `drain()` itself runs to the end).
    while (!this.passes.closing) {
      const mail = await this.repo.claim(this.leaseSeconds);
      if (!mail) break;
      await this.deliver(this.transport, mail);
      handled++;
    }
    return handled;
  }

  /**
   * Deletes the settled mail older than the retention, once an hour at most. Every instance may
   * do it; a delete that finds nothing left costs one indexed statement.
   */
  private async deleteOldMail(): Promise<void> {
    const days = this.options.retentionDays;
    if (days === undefined) return;
    const now = (this.options.now ?? Date.now)();
    if (now - this.clearedAt < CLEAR_EVERY_MS) return;
    this.clearedAt = now;
    await this.repo.deleteSettledBefore(days);
  }

  private async deliver(transport: MailTransport, mail: ClaimedMail): Promise<void> {
    const signal = AbortSignal.any([AbortSignal.timeout(this.sendTimeoutMs), this.stopping.signal]);
    const outcome = await transport.send(mail, signal).catch((error: unknown) => ({
      kind: 'unavailable' as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (outcome.kind === 'sent') return this.repo.sent(mail);
    if (outcome.kind === 'refused') {
      await this.repo.failed(mail, outcome.reason);
      return this.recordError(mail, 'MAIL_REFUSED', `The mail server refused it for good: ${outcome.reason}`);
    }
    const delay = mailBackoffSeconds(mail.intents, this.options.random);
    await this.repo.retryLater(mail, delay, outcome.reason);
    // The first failure and then every fifth reach the error log, so an outage is visible to
    // administrators without one row per retry.
    if (mail.intents === 1 || mail.intents % 5 === 0) {
      await this.recordError(
        mail,
        'MAIL_SMTP',
        `Not delivered: ${outcome.reason}; attempt ${mail.intents}, next in ${delay} s`,
      );
    }
  }

  /** A failed write is only logged, so it never hides the failure it was recording. */
  private async recordError(mail: ClaimedMail, codiError: string, detail: string): Promise<void> {
    const missatge = `Mail ${mail.id} (${mail.tipus}) to ${mail.destinatari}: ${detail}`;
    this.log.warn({ codiError, mail: mail.id }, missatge);
    try {
      await this.db.insert(logErrors).values({
        codiError,
        codi: String(mail.id),
        classe: 'MailWorker',
        metode: mail.tipus,
        missatge: missatge.slice(0, 2000),
      });
    } catch (error) {
      this.log.error({ err: error }, 'could not record a mail failure');
    }
  }
}

/**
 * Exponential back-off with jitter: 30 s, 1 min, 2 min … up to 15 minutes, so an SMTP server down
 * for an hour is retried a handful of times and mail flows within 15 minutes of its return.
 */
export function mailBackoffSeconds(attempt: number, random: () => number = Math.random): number {
  const base = 30 * 2 ** Math.min(Math.max(attempt - 1, 0), 5);
  return Math.min(900, Math.round(base * (0.75 + random() * 0.5) * 10) / 10);
}
