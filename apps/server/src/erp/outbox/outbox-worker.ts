// Delivers the outbox to the ERP (DESIGN §7): each message (messages.ts) with its idempotency key,
// so a retry after a lost answer never doubles a write. Failures wait with exponential back-off
// and are written to the error log for administrators; a final answer is settled by the
// message's handler (handlers.ts): the order sent or rejected, the contact's ERP id stored …
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PassScheduler } from '../../jobs/pass-scheduler.ts';
import { erpErrorLog, type RecordErpError } from '../error-log.ts';
import type { ErpGateway } from '../gateway/erp-gateway.ts';
import { describeIssues } from '../gateway/http-erp-gateway.ts';
import { MESSAGE_HANDLERS, type MessageHandler, type StoredMessage } from './handlers.ts';
import { erpMessage, type ErpMessageTipo } from './messages.ts';
import { backoffSeconds, OutboxRepository, type OutboxRow } from './outbox-repository.ts';

export interface OutboxWorkerOptions {
  intervalMs?: number;
  batchSize?: number;
  /** Messages delivered at once (each of its own ordering key). */
  concurrency?: number;
  leaseSeconds?: number;
  random?: () => number;
}

export class OutboxWorker {
  private readonly passes: PassScheduler;
  /**
   * Set by the first start and never cleared: once stopped after a start, every pass, `drain()`
   * by hand too, ends at once, so nothing is sent to the ERP while or after the app closes (the
   * mail worker instead lets a `drain()` by hand run whole after its stop).
   */
  private started = false;
  private readonly repo: OutboxRepository;
  private readonly errorLog: RecordErpError;

  constructor(
    private readonly db: Db,
    private readonly erp: ErpGateway,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    this.repo = new OutboxRepository(db);
    this.errorLog = erpErrorLog(db, log);
    this.passes = new PassScheduler(
      () => this.drain(),
      (error) => this.log.error({ err: error }, 'outbox pass failed'),
      options.intervalMs ?? 1000,
    );
  }

  start(): void {
    this.started = true;
    this.passes.start();
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /**
   * Runs a pass now, or right after the one under way, and resolves once a pass that began after
   * this call has ended (at once when the worker is not running). An administrator's "retry now"
   * waits on it to tell what became of the message.
   */
  wake(): Promise<void> {
    return this.passes.wake();
  }

  /** Runs a pass now (after an order is stored), or right after the pass under way. */
  kick(): void {
    this.passes.kick();
  }

  /** Delivers every due message; returns how many were handled. Tests call it directly. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopping) break;
      const batch = await this.repo.claim(this.options.batchSize ?? 20, this.options.leaseSeconds ?? 60);
      if (batch.length === 0) return handled;
      // A batch holds one message per ordering key (the claim sees to it), so they go side by
      // side; an order's cancellation is claimed only once its import is settled.
      let next = 0;
      const lane = async () => {
        while (next < batch.length && !this.stopping) {
          const message = batch[next++]!;
          await this.deliver(message);
          handled++;
        }
      };
      const lanes = Math.max(1, Math.min(this.options.concurrency ?? 1, batch.length));
      await Promise.all(Array.from({ length: lanes }, lane));
      // Stopping mid-batch: what was claimed and not sent is due again at once, for any instance,
      // rather than after its lease.
      await this.repo.release(batch.slice(next).map((message) => message.id));
    }
    return handled;
  }

  /** Stopped after a start: nothing more is sent, and a call the gateway gave up is no failure. */
  private get stopping(): boolean {
    return this.passes.stopped && this.started;
  }

  /** Parses a claimed row into the union; one that does not parse is settled as failed, and logged. */
  private async deliver(row: OutboxRow): Promise<void> {
    const parsed = erpMessage.safeParse({ tipo: row.tipo, referencia: row.referencia, payload: row.payload });
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      await this.recordError(row, 'OUTBOX_UNREADABLE', `The outbox message cannot be read: ${issues}`);
      return this.repo.failed(row.id, `unreadable message: ${issues}`.slice(0, 500));
    }
    const { id, idempotencyKey, intentos } = row;
    await this.dispatch(parsed.data.tipo, { ...parsed.data, id, idempotencyKey, intentos });
  }

  /**
   * The one place messages are dispatched: their handler sends them, a final answer is settled
   * by it, and anything else (ERP away, slow, erroring, or answering out of contract) waits with
   * back-off. Generic over the kind so the handler and the message are known to match.
   */
  private async dispatch<T extends ErpMessageTipo>(tipo: T, message: StoredMessage<T>): Promise<void> {
    const handler: MessageHandler<T> = MESSAGE_HANDLERS[tipo];
    let answer: Awaited<ReturnType<MessageHandler<T>['send']>>;
    try {
      answer = await handler.send(this.erp, message, this.db);
    } catch (error) {
      answer = { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    if (answer === 'skip') return this.repo.done(message.id);
    // Given up because this instance stops (the ERP may have it: its idempotency key makes the
    // next attempt safe); due again at once, with nothing in the error log.
    if (answer.kind === 'unavailable' && this.stopping)
      return this.repo.retryLater(message.id, 0, answer.reason);
    if (answer.kind === 'unavailable') return this.retryLater(message, answer.reason, true);
    await handler.settle(
      {
        db: this.db,
        erp: this.erp,
        recordError: (codiError, missatge) => this.recordError(message, codiError, missatge),
        retryLater: (reason) => this.retryLater(message, reason, false),
      },
      message,
      answer,
    );
  }

  private async retryLater(message: StoredMessage<ErpMessageTipo>, reason: string, log: boolean) {
    const delay = backoffSeconds(message.intentos, this.options.random);
    await this.repo.retryLater(message.id, delay, reason);
    // The first failure and then every fifth reach the error log, so an outage is visible to
    // administrators without one row per retry.
    if (log && (message.intentos === 1 || message.intentos % 5 === 0)) {
      await this.recordError(
        message,
        'ERP_UNAVAILABLE',
        `${reason}; attempt ${message.intentos}, next in ${delay} s`,
      );
    }
  }

  private recordError(
    message: Pick<OutboxRow, 'id' | 'tipo' | 'referencia'>,
    codiError: string,
    missatge: string,
  ): Promise<void> {
    return this.errorLog({
      codiError,
      codi: message.referencia,
      classe: 'OutboxWorker',
      metode: message.tipo,
      missatge,
    });
  }

  pendingCount(): Promise<number> {
    return this.repo.pendingCount();
  }
}
