import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  customerMayCancel,
  isFinalOrderStatus,
  nextOrderStatuses,
  nothingBought,
  ORDER_STATUSES,
  orderStatusSchema,
} from './order-status.ts';

describe('order status', () => {
  it('should know exactly the six statuses', () => {
    expect(ORDER_STATUSES).toEqual([
      'awaiting_approval',
      'received',
      'sent_to_erp',
      'accepted',
      'rejected',
      'cancelled',
    ]);
    expect(orderStatusSchema.safeParse('sent_to_erp').success).toBe(true);
    expect(orderStatusSchema.safeParse('shipped').success).toBe(false);
  });

  it('should move a received order to the ERP, to its answer or to cancelled', () => {
    expect(nextOrderStatuses('received')).toEqual(['sent_to_erp', 'accepted', 'rejected', 'cancelled']);
    expect(nextOrderStatuses('sent_to_erp')).toEqual(['accepted', 'rejected', 'cancelled']);
  });

  it('should never move back or out of a final status', () => {
    expect(canChangeOrderStatus('sent_to_erp', 'received')).toBe(false);
    expect(canChangeOrderStatus('accepted', 'cancelled')).toBe(false);
    expect(canChangeOrderStatus('rejected', 'received')).toBe(false);
    expect(canChangeOrderStatus('cancelled', 'received')).toBe(false);
    expect(canChangeOrderStatus('received', 'received')).toBe(false);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['accepted', 'rejected', 'cancelled']);
  });

  it('should let the customer cancel only what the ERP has not accepted yet', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual([
      'awaiting_approval',
      'received',
      'sent_to_erp',
    ]);
  });

  it('should let an order awaiting approval go to the ERP, be rejected or cancelled, and nothing else', () => {
    expect(nextOrderStatuses('awaiting_approval')).toEqual(['received', 'rejected', 'cancelled']);
    expect(canChangeOrderStatus('awaiting_approval', 'sent_to_erp')).toBe(false);
    expect(canChangeOrderStatus('awaiting_approval', 'accepted')).toBe(false);
    expect(canChangeOrderStatus('received', 'awaiting_approval')).toBe(false);
  });
});

describe('nothing bought', () => {
  it('counts cancelled and rejected orders as no purchase, and every other status as one', () => {
    expect(ORDER_STATUSES.filter(nothingBought)).toEqual(['rejected', 'cancelled']);
  });
});
