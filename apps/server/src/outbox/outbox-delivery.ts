// The one outbox worker: passes on a timer and when kicked, due messages claimed in batches under
// a lease and delivered a bounded number at a time, failures put off with back-off and written to
// the error log (the first, then every fifth, so an outage shows without one row per retry), and
// a stop that sends nothing more and hands back what it claimed and did not try. What a message
// is and how it is delivered and settled is its channel's (the ERP's handlers, the SMTP transport).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { errorLog, type RecordError } from '../modules/admin-logs/error-log-writer.ts';
import { PassScheduler } from '../jobs/pass-scheduler.ts';
import { backoffSeconds, OutboxQueue, type OutboxClaim, type OutboxTable } from './outbox-queue.ts';

/** What a channel is given to settle the message it delivers. */
export interface Delivery {
  readonly claim: OutboxClaim;
  /** Aborted when the instance stops: the call under way is given up and retried later. */
  readonly signal: AbortSignal;
  /** The queue; `queue.in(tx)` settles inside the channel's own transaction. */
  readonly queue: OutboxQueue;
  delivered(): Promise<void>;
  failed(error: string): Promise<void>;
  /**
   * Not delivered, to be tried again after back-off. With a `code`, an outage: written to the error
   * log at the first failure and every fifth. While the instance stops it is due again at once,
   * with nothing written: the next instance tries it.
   */
  retryLater(reason: string, code?: string): Promise<void>;
  /** Written to the error log for administrators. */
  recordError(codiError: string, missatge: string): Promise<void>;
}

export interface OutboxChannel {
  readonly table: OutboxTable;
  /** The error log's `classe` of this channel's entries. */
  readonly name: string;
  /** Seconds of back-off before the first retry; each next one doubles, up to `max`. */
  readonly backoff: { first: number; max: number };
  /** The error log's `codi` and `metode` of a message, and how its failures read. */
  describe(claim: OutboxClaim): { codi: string; metode: string; prefix?: string };
  deliver(delivery: Delivery): Promise<void>;
}

export interface OutboxDeliveryOptions {
  intervalMs?: number;
  batchSize?: number;
  /** Messages delivered at once (each of its own ordering key). */
  concurrency?: number;
  leaseSeconds?: number;
  random?: () => number;
}

export class OutboxDelivery {
  private readonly passes: PassScheduler;
  readonly queue: OutboxQueue;
  private readonly recordError: RecordError;
  /**
   * Aborted by a stop: the call under way is given up, nothing more of the batch is delivered,
   * and what was claimed and not tried is handed back. Renewed once the stop is done, so a
   * `drain()` by hand afterwards (tests, a maintenance script) runs whole.
   */
  private stopSignal = new AbortController();

  constructor(
    db: Db,
    private readonly channel: OutboxChannel,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly options: OutboxDeliveryOptions = {},
  ) {
    this.queue = new OutboxQueue(db, channel.table);
    this.recordError = errorLog(db, log);
    this.passes = new PassScheduler(
      () => this.drain(),
      (error) => this.log.error({ err: error }, `${channel.name} pass failed`),
      options.intervalMs ?? 1000,
    );
  }

  start(): void {
    this.passes.start();
  }

  async stop(): Promise<void> {
    const stopped = this.passes.stop();
    this.stopSignal.abort();
    await stopped;
    this.stopSignal = new AbortController();
  }

  /** Runs a pass now (after a commit that wrote a message), or right after the pass under way. */
  kick(): void {
    this.passes.kick();
  }

  /**
   * Resolves once a pass that began after this call has ended (at once when not running), so an
   * administrator's "send again" can answer what became of the message.
   */
  wake(): Promise<void> {
    return this.passes.wake();
  }

  /** A stop is under way: nothing more is delivered, and a call given up is no failure. */
  get stopping(): boolean {
    return this.stopSignal.signal.aborted;
  }

  /** Delivers every due message; returns how many were handled. Tests call it directly. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const round = await this.round();
      handled += round;
      // A round ends when a claim finds nothing due; what it delivered may have let a message of
      // the same ordering key come due, so another round looks again.
      if (round === 0 || this.stopping) return handled;
    }
  }

  /**
   * `concurrency` lanes take claimed messages from one buffer; the lane that finds it empty
   * claims the next batch while the others are still delivering, so a slow message never holds
   * up a whole batch. A claim holds at most one message per ordering key, and the next of a key
   * is only claimable once its predecessor is settled: the lanes keep each key's order.
   */
  private async round(): Promise<number> {
    const concurrency = Math.max(1, this.options.concurrency ?? 1);
    const batchSize = Math.max(this.options.batchSize ?? 20, concurrency);
    const buffer: OutboxClaim[] = [];
    let claiming: Promise<void> | undefined;
    let exhausted = false;
    let handled = 0;
    const claimMore = () =>
      (claiming ??= this.queue
        .claim(batchSize, this.options.leaseSeconds ?? 60)
        .then((batch) => {
          if (batch.length === 0) exhausted = true;
          buffer.push(...batch);
        })
        .finally(() => (claiming = undefined)));
    const lane = async () => {
      while (!this.stopping) {
        const claim = buffer.shift();
        if (claim) {
          await this.deliver(claim);
          handled++;
        } else if (exhausted) {
          return;
        } else {
          await claimMore();
        }
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    // Stopping (or a failed claim): what was claimed and not tried is due again at once, for any
    // instance, rather than after its lease.
    await this.queue.release(buffer.splice(0));
    const failure = lanes.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return handled;
  }

  pendingCount(): Promise<number> {
    return this.queue.pendingCount();
  }

  private async deliver(claim: OutboxClaim): Promise<void> {
    const about = this.channel.describe(claim);
    const recordError = (codiError: string, missatge: string) =>
      this.recordError({
        codiError,
        codi: about.codi,
        classe: this.channel.name,
        metode: about.metode,
        missatge: `${about.prefix ?? ''}${missatge}`,
      });
    const delivery: Delivery = {
      claim,
      signal: this.stopSignal.signal,
      queue: this.queue,
      delivered: async () => {
        await this.queue.delivered(claim);
      },
      failed: async (error) => {
        await this.queue.failed(claim, error.slice(0, 2000));
      },
      recordError,
      retryLater: async (reason, code) => {
        if (this.stopping) {
          await this.queue.retryLater(claim, 0, reason);
          return;
        }
        const delay = backoffSeconds(claim.attempts, this.channel.backoff, this.options.random);
        await this.queue.retryLater(claim, delay, reason);
        if (code && (claim.attempts === 1 || claim.attempts % 5 === 0))
          await recordError(code, `${reason}; attempt ${claim.attempts}, next in ${delay} s`);
      },
    };
    try {
      await this.channel.deliver(delivery);
    } catch (error) {
      // A channel's own failure (the database away mid-settle, say): the message is left under
      // its lease and comes due again when it runs out.
      this.log.error({ err: error, message: claim.id }, `${this.channel.name} delivery failed`);
    }
  }
}
