// Delivers the outbox to the ERP (DESIGN §7): orders, cancellations and new contacts, each with
// its idempotency key so a retry after a lost answer never doubles a write. Failures wait with
// exponential back-off and are written to the error log for administrators; a final refusal
// (the ERP rejecting the order) settles the message and the order.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clienteContactos, logErrors } from '../db/schema/index.ts';
import { OrderRepository } from '../modules/orders/order-repository.ts';
import type { ErpAnswer, ErpGateway } from './erp-client.ts';
import { applyErpOrderStatus } from './erp-order-status.ts';
import { backoffSeconds, OutboxRepository, type OutboxMessage } from './outbox-repository.ts';

export interface OutboxWorkerOptions {
  intervalMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  random?: () => number;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Callers of `wake()` waiting for the next pass to end. */
  private waiters: (() => void)[] = [];
  private readonly repo: OutboxRepository;

  constructor(
    private readonly db: Db,
    private readonly erp: ErpGateway,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    this.repo = new OutboxRepository(db);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? 1000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /**
   * Runs a pass now, or right after the one under way, and resolves once a pass that began after
   * this call has ended (at once when the worker is not running). An administrator's "retry now"
   * waits on it to tell what became of the message.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.kick();
    });
  }

  /** Runs a pass now (after an order is stored), or right after the pass under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Those who woke the worker before this pass began are answered when it ends.
    const waiting = this.waiters.splice(0);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        for (const resolve of waiting) resolve();
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every due message; returns how many were handled. Tests call it directly. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopped && this.timer) break;
      const batch = await this.repo.claim(this.options.batchSize ?? 20, this.options.leaseSeconds ?? 60);
      if (batch.length === 0) return handled;
      // One at a time, oldest first: an order's cancellation never overtakes its import.
      for (const message of batch) {
        await this.deliver(message);
        handled++;
      }
    }
    return handled;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    let answer: ErpAnswer | 'skip';
    try {
      answer = await this.send(message);
    } catch (error) {
      answer = { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    if (answer === 'skip') return this.repo.done(message.id);
    if (answer.kind === 'unavailable') {
      const delay = backoffSeconds(message.intentos, this.options.random);
      await this.repo.retryLater(message.id, delay, answer.reason);
      // The first failure and then every fifth reach the error log, so an outage is visible to
      // administrators without one row per retry.
      if (message.intentos === 1 || message.intentos % 5 === 0) {
        await this.recordError(
          message,
          'ERP_UNAVAILABLE',
          `${answer.reason}; attempt ${message.intentos}, next in ${delay} s`,
        );
      }
      return;
    }
    await this.settle(message, answer);
  }

  private async send(message: OutboxMessage): Promise<ErpAnswer | 'skip'> {
    switch (message.tipo) {
      case 'order.create': {
        const order = await new OrderRepository(this.db).byCode(message.referencia);
        // Cancelled before it left: the ERP never needs to hear of it.
        if (!order || order.estado === 'cancelled') return 'skip';
        return this.erp.call('POST', '/api/orders', {
          body: message.payload,
          idempotencyKey: message.idempotencyKey,
        });
      }
      case 'order.cancel':
        return this.erp.call('POST', `/api/orders/${encodeURIComponent(message.referencia)}/cancel`, {
          idempotencyKey: message.idempotencyKey,
        });
      case 'contact.create': {
        const payload = message.payload as { codigoCliente: string; contact: unknown };
        return this.erp.call('POST', `/api/customers/${encodeURIComponent(payload.codigoCliente)}/contacts`, {
          body: payload.contact,
          idempotencyKey: message.idempotencyKey,
        });
      }
      default:
        return { kind: 'refused', status: 0, body: `unknown outbox message type ${message.tipo}` };
    }
  }

  private async settle(
    message: OutboxMessage,
    answer: Exclude<ErpAnswer, { kind: 'unavailable' }>,
  ): Promise<void> {
    const body = (answer.body ?? {}) as Record<string, unknown>;
    if (message.tipo === 'order.create') {
      // The ERP already holds this order code under another key (an import from before a
      // restore, say): it is delivered; its status comes from the ERP's own record.
      if (answer.kind === 'refused' && answer.status === 409 && body.error === 'duplicate_order') {
        const current = await this.erp.call('GET', `/api/orders/${encodeURIComponent(message.referencia)}`);
        if (current.kind === 'unavailable') {
          await this.repo.retryLater(
            message.id,
            backoffSeconds(message.intentos, this.options.random),
            current.reason,
          );
          return;
        }
        if (current.kind === 'ok') {
          const known = current.body as { status?: string; erpNumber?: string; reason?: string };
          await applyErpOrderStatus(this.db, message.referencia, {
            status: String(known.status ?? 'accepted'),
            erpNumber: known.erpNumber ?? null,
            reason: known.reason ?? null,
          });
          return this.repo.done(message.id);
        }
      }
      if (answer.kind === 'ok') {
        await applyErpOrderStatus(this.db, message.referencia, {
          status: String(body.status ?? 'accepted'),
          erpNumber: typeof body.erpNumber === 'string' ? body.erpNumber : null,
          reason: typeof body.reason === 'string' ? body.reason : null,
        });
        return this.repo.done(message.id);
      }
      // The ERP refused the import itself (unknown customer, invalid order): the order is
      // rejected, and an administrator should know.
      const reason =
        typeof body.error_description === 'string'
          ? body.error_description
          : JSON.stringify(answer.body).slice(0, 500);
      await new OrderRepository(this.db).transition(
        message.referencia,
        ['received', 'sent_to_erp'],
        'rejected',
        { erpMotivo: reason },
      );
      await this.recordError(message, `ERP_${answer.status}`, reason);
      return this.repo.failed(message.id, reason);
    }
    if (message.tipo === 'order.cancel') {
      // 404: the import never reached the ERP, so there is nothing to cancel there.
      if (answer.kind === 'ok' || answer.status === 404) return this.repo.done(message.id);
      await this.recordError(
        message,
        `ERP_${answer.status}`,
        `The ERP refused to cancel ${message.referencia}: ${JSON.stringify(answer.body).slice(0, 400)}`,
      );
      return this.repo.failed(message.id, `cancel refused (${answer.status})`);
    }
    if (message.tipo === 'contact.create' && answer.kind === 'ok') {
      const erpContactId = typeof body.erpContactId === 'string' ? body.erpContactId : null;
      if (erpContactId)
        await this.db
          .update(clienteContactos)
          .set({ erpContactId })
          .where(eq(clienteContactos.id, Number(message.referencia)));
      return this.repo.done(message.id);
    }
    await this.recordError(
      message,
      `ERP_${answer.kind === 'refused' ? answer.status : 'OK'}`,
      JSON.stringify(answer.body).slice(0, 500),
    );
    return this.repo.failed(message.id, 'refused by the ERP');
  }

  private async recordError(message: OutboxMessage, codiError: string, missatge: string): Promise<void> {
    this.log.warn({ outbox: message.id, tipo: message.tipo, referencia: message.referencia }, missatge);
    try {
      await this.db.insert(logErrors).values({
        codiError,
        codi: message.referencia,
        classe: 'OutboxWorker',
        metode: message.tipo,
        missatge: missatge.slice(0, 2000),
      });
    } catch (error) {
      this.log.error({ err: error }, 'could not record an ERP failure');
    }
  }

  pendingCount(): Promise<number> {
    return this.repo.pendingCount();
  }
}
