// Follows the orders the ERP has registered but not yet taken into preparation, so the history
// shows when the ERP accepts, rejects or cancels them (DESIGN §7: "the history shows its status
// as it changes"). Reads the ERP's order status; never writes to the ERP.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PassScheduler } from '../../jobs/pass-scheduler.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import type { ErpOrderStatus } from './erp-order-status.ts';
import type { OrderRepository } from './order-repository.ts';

export class OrderStatusSync {
  private readonly passes: PassScheduler;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly orders: OrderRepository,
    private readonly orderStatus: ErpOrderStatus,
    private readonly erp: ErpGateway,
    private readonly log: FastifyBaseLogger,
    intervalMs = 5000,
  ) {
    this.passes = new PassScheduler(
      () => this.syncOnce(),
      (error) => this.log.warn({ err: error }, 'order status sync failed'),
      intervalMs,
    );
  }

  start(): void {
    this.started = true;
    this.passes.start();
  }

  /** Resolves once the pass under way has ended: it stops before asking about its next order. */
  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** Asks the ERP about the orders waiting on it, oldest news first; returns how many moved. */
  async syncOnce(limit = 50): Promise<number> {
    const orders = this.orders;
    let moved = 0;
    for (const codigo of await orders.awaitingErpNews(limit)) {
      if (this.started && this.passes.stopped) break;
      const answer = await this.erp.orderStatus(codigo);
      if (answer.kind === 'unavailable') return moved;
      if (answer.kind !== 'ok') continue;
      const status = await this.orderStatus.apply(this.db, codigo, {
        status: answer.value.status,
        erpNumber: answer.value.erpNumber ?? null,
        reason: answer.value.reason ?? null,
        reasonCode: answer.value.reasonCode ?? null,
      });
      if (status && status !== 'sent_to_erp') moved++;
      // Touch it so the next pass asks about the others first.
      if (!status) await orders.touchAwaitingErpNews(codigo);
    }
    return moved;
  }
}
