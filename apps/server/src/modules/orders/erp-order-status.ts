// What the ERP's news does to an order, for those who hear it: the outbox's handlers (the import's
// answer), the status poll and the synchronisation. Maps the ERP's order statuses onto the
// portal's (order-status.ts): in the ERP an order is first `accepted` (registered, still
// cancellable), then `in_preparation` and `shipped`; for the portal the first is "sent to the ERP"
// and the ERP has accepted it for good from preparation on. Built once by the composition root.
import type { OrderStatus } from '@portal/domain/order-status';
import type { ExportItem } from '../../erp/gateway/contract.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ContributedAppliers } from '../erp-sync/sync-appliers.ts';
import type { OrderRepository } from './order-repository.ts';

export function portalStatusOf(erpStatus: string): OrderStatus | null {
  switch (erpStatus) {
    case 'accepted':
    case 'received':
      return 'sent_to_erp';
    case 'in_preparation':
    case 'shipped':
      return 'accepted';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

/** The states an order may be in for the ERP's news to move it (statuses only move forward). */
const FROM: Record<OrderStatus, OrderStatus[]> = {
  // The ERP never hears of an order awaiting approval: nothing it says moves one there or from there.
  awaiting_approval: [],
  received: [],
  sent_to_erp: ['received'],
  accepted: ['received', 'sent_to_erp'],
  rejected: ['received', 'sent_to_erp'],
  cancelled: ['received', 'sent_to_erp'],
};

export class ErpOrderStatus {
  constructor(private readonly orders: OrderRepository) {}

  /** Moves the order as the ERP's status says, on `db` (the caller's transaction, if any). */
  async apply(
    db: DbOrTx,
    codigo: string,
    answer: { status: string; erpNumber: string | null; reason: string | null; reasonCode?: string | null },
  ): Promise<OrderStatus | null> {
    const status = portalStatusOf(answer.status);
    if (!status) return null;
    // The code is what the customer is told (order-rejection.ts); the words are for administrators.
    const extra = {
      ...(answer.erpNumber ? { erpNumero: answer.erpNumber } : {}),
      ...(answer.reason ? { erpMotivo: answer.reason } : {}),
      ...(answer.reasonCode ? { erpMotivoCodigo: answer.reasonCode.slice(0, 100) } : {}),
    };
    const moved = await this.orders.in(db).transition(codigo, FROM[status], status, extra);
    return moved ? status : null;
  }

  /** Whether the ERP should still get an order's import: it exists and was not cancelled meanwhile. */
  async awaitsImport(db: DbOrTx, codigo: string): Promise<boolean> {
    const order = await this.orders.in(db).byCode(codigo);
    return Boolean(order && order.estado !== 'cancelled');
  }

  /**
   * The ERP refused the import itself (unknown customer, invalid order): the order is rejected, with
   * the refusal's words for administrators and its code (`unknown_customer`, `invalid_line`…),
   * which tells the customer why.
   */
  async rejectedByErp(db: DbOrTx, codigo: string, reason: string, reasonCode: string): Promise<void> {
    await this.orders.in(db).transition(codigo, ['received', 'sent_to_erp'], 'rejected', {
      erpMotivo: reason,
      erpMotivoCodigo: reasonCode.slice(0, 100),
    });
  }

  /**
   * How the synchronisation writes the ERP's order statuses into this module's table: only the
   * portal's own orders move, and statuses only move forward.
   */
  syncAppliers(): ContributedAppliers {
    return { orders: (tx, items) => this.applyPage(tx, items) };
  }

  private async applyPage(tx: Tx, items: ExportItem<'orders'>[]) {
    let moved = 0;
    for (const item of items) {
      const status = await this.apply(tx, item.portalCode, {
        status: item.status,
        erpNumber: item.erpNumber,
        reason: item.reason ?? null,
        reasonCode: item.reasonCode ?? null,
      });
      if (status) moved++;
    }
    return { aplicats: moved, desactivats: 0 };
  }

  /** A registered company's orders, moved to the code the ERP confirmed (erp/outbox/customer-link.ts). */
  moveCustomerRows(tx: Tx, provisional: string, erpCodigo: string): Promise<void> {
    return this.orders.in(tx).moveCustomer(provisional, erpCodigo);
  }
}
