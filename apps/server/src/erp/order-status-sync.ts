// Follows the orders the ERP has registered but not yet taken into preparation, so the history
// shows when the ERP accepts, rejects or cancels them (DESIGN §7: "the history shows its status
// as it changes"). Reads the ERP's order status; never writes to the ERP.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ErpGateway } from './gateway/erp-gateway.ts';
import { applyErpOrderStatus } from './erp-order-status.ts';

export class OrderStatusSync {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly db: Db,
    private readonly erp: ErpGateway,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick() {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.syncOnce();
    } catch (error) {
      this.log.warn({ err: error }, 'order status sync failed');
    } finally {
      this.busy = false;
    }
  }

  /** Asks the ERP about the orders waiting on it, oldest news first; returns how many moved. */
  async syncOnce(limit = 50): Promise<number> {
    const result = (await this.db.execute(sql`
      select codigo from pedidos where estado = 'sent_to_erp' order by updated_at limit ${limit}`)) as unknown as {
      rows: { codigo: string }[];
    };
    let moved = 0;
    for (const { codigo } of result.rows) {
      const answer = await this.erp.orderStatus(codigo);
      if (answer.kind === 'unavailable') return moved;
      if (answer.kind !== 'ok') continue;
      const status = await applyErpOrderStatus(this.db, codigo, {
        status: answer.value.status,
        erpNumber: answer.value.erpNumber ?? null,
        reason: answer.value.reason ?? null,
        reasonCode: answer.value.reasonCode ?? null,
      });
      if (status && status !== 'sent_to_erp') moved++;
      // Touch it so the next pass asks about the others first.
      if (!status)
        await this.db.execute(
          sql`update pedidos set updated_at = now() where codigo = ${codigo} and estado = 'sent_to_erp'`,
        );
    }
    return moved;
  }
}
