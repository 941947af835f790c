// What the ERP's news does to an order, for those who hear it: the outbox's handlers (the import's
// answer), the status poll and the synchronisation. Maps the ERP's order statuses onto the
// portal's (order-status.ts): in the ERP an order is first `accepted` (registered, still
// cancellable), then `in_preparation` and `shipped`; for the portal the first is "sent to the ERP"
// and the ERP has accepted it for good from preparation on.
import type { OrderStatus } from '@portal/domain/order-status';
import type { DbOrTx } from '../../db/client.ts';
import { OrderRepository } from './order-repository.ts';

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

export async function applyErpOrderStatus(
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
  const moved = await new OrderRepository(db).transition(codigo, FROM[status], status, extra);
  return moved ? status : null;
}

/** Whether the ERP should still get an order's import: it exists and was not cancelled meanwhile. */
export async function awaitsErpImport(db: DbOrTx, codigo: string): Promise<boolean> {
  const order = await new OrderRepository(db).byCode(codigo);
  return Boolean(order && order.estado !== 'cancelled');
}

/**
 * The ERP refused the import itself (unknown customer, invalid order): the order is rejected, with
 * the refusal's words for administrators and its code (`unknown_customer`, `invalid_line`…),
 * which tells the customer why.
 */
export async function rejectedByErp(db: DbOrTx, codigo: string, reason: string, reasonCode: string) {
  await new OrderRepository(db).transition(codigo, ['received', 'sent_to_erp'], 'rejected', {
    erpMotivo: reason,
    erpMotivoCodigo: reasonCode.slice(0, 100),
  });
}
