// The life of an order in the portal (DESIGN §7): stored first, delivered to the ERP by the
// outbox worker, then accepted or rejected there. The customer may cancel until the ERP has
// accepted it; after that a change is a conversation with customer service, not a button.
// The ERP may answer in the same call that delivers the order, so `received` can go straight
// to `accepted` or `rejected`. The three last states are final.
// An order over its buyer's spending limits (DESIGN §13) waits in `awaiting_approval`, which the
// ERP never hears of: an approval makes it `received` (it then goes as any other), a rejection
// `rejected` (with the approver's reason), and its buyer may cancel it meanwhile.
import { z } from 'zod';

export const ORDER_STATUSES = [
  'awaiting_approval',
  'received',
  'sent_to_erp',
  'accepted',
  'rejected',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_approval: ['received', 'rejected', 'cancelled'],
  received: ['sent_to_erp', 'accepted', 'rejected', 'cancelled'],
  sent_to_erp: ['accepted', 'rejected', 'cancelled'],
  accepted: [],
  rejected: [],
  cancelled: [],
};

export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/**
 * Not yet accepted by the ERP (or still awaiting its approval): the customer's cancel button
 * shows, and the server allows it.
 */
export function customerMayCancel(status: OrderStatus): boolean {
  return canChangeOrderStatus(status, 'cancelled');
}

/**
 * Statuses in which nothing was bought: cancelled by the customer, or refused (by the ERP or an
 * approver). Such an order counts for no history of purchases: "frequently ordered", the machines a
 * service request may be about.
 */
export const NOTHING_BOUGHT: readonly OrderStatus[] = ['cancelled', 'rejected'];

export function nothingBought(status: string): boolean {
  return (NOTHING_BOUGHT as readonly string[]).includes(status);
}
