// Order import, status and cancellation (docs/erp-contract.md §5-§6): the rules, over the store.
import { errors } from '../http/errors.ts';
import type { IdempotentAnswer } from '../state/idempotency.ts';
import { runIdempotent } from '../state/idempotency.ts';
import type { StoredOrder } from '../storage/records.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import type { SwitchBoard } from '../switches.ts';
import { checkOrder, decide } from './order-rules.ts';
import type { OrderImport, OrderImportAnswer } from './order-schema.ts';
import { orderTime, realTime } from '../documents/order-clock.ts';
import { type OrderStatus, currentTransition, initialTimeline } from './order-timeline.ts';

export interface OrderStatusAnswer {
  portalCode: string;
  erpNumber: string;
  status: OrderStatus;
  updatedAt: string;
  reasonCode?: string;
  reason?: string;
}

export class OrderService {
  constructor(
    private readonly store: SandboxStore,
    private readonly switches: SwitchBoard,
    private readonly clock: () => number,
  ) {}

  importOrder(
    order: OrderImport,
    key: string,
    fingerprint: string,
  ): Promise<IdempotentAnswer<OrderImportAnswer>> {
    const at = this.clock();
    return runIdempotent(this.store, { key, fingerprint, at }, () => {
      const state = this.store.state;
      checkOrder(order, state);
      // Orders are unique by portal code too, whatever the key: a portal that lost a key must not
      // be able to double an order by retrying under a new one.
      const previous = state.orders.get(order.portalCode);
      if (previous) throw errors.duplicateOrder(order.portalCode, previous.erpNumber);
      const switches = this.switches.get();
      const decision = decide(order, switches.rejectAboveTotal);
      const erpNumber = `PV${String(state.lastOrderNumber + 1).padStart(7, '0')}`;
      const stored: StoredOrder = {
        portalCode: order.portalCode,
        erpNumber,
        customerCodigo: order.customerCodigo,
        idempotencyKey: key,
        receivedAt: at,
        timeline: initialTimeline(decision.status, at, switches),
        reasonCode: decision.status === 'rejected' ? decision.reasonCode : null,
        reason: decision.status === 'rejected' ? decision.reason : null,
        request: order,
        schedule: {
          partialShipments: switches.partialShipments,
          partialLeadSeconds: switches.partialLeadSeconds,
          deliverAfterSeconds: switches.deliverAfterSeconds,
          invoiceAfterSeconds: switches.invoiceAfterSeconds,
        },
      };
      const answer: OrderImportAnswer = { portalCode: order.portalCode, erpNumber, status: decision.status };
      if (decision.status === 'rejected')
        Object.assign(answer, { reasonCode: decision.reasonCode, reason: decision.reason });
      return { record: { v: 1, at, t: 'order', key, fingerprint, order: stored, answer }, answer };
    });
  }

  async status(portalCode: string): Promise<OrderStatusAnswer> {
    await this.store.settled();
    return describe(this.find(portalCode), this.clock());
  }

  /**
   * Cancels an order the ERP has not started preparing. Cancelling a cancelled order answers the
   * same again (so a retried cancel is harmless); any other status is final and answers 409.
   */
  async cancel(portalCode: string): Promise<OrderStatusAnswer> {
    const order = this.find(portalCode);
    const now = this.clock();
    const { status } = currentTransition(order.timeline, orderTime(order.advances, now));
    if (status === 'accepted') {
      await this.store.commit({ v: 1, at: now, t: 'order-status', portalCode, status: 'cancelled' });
    } else if (status === 'cancelled') {
      await this.store.settled();
    } else {
      throw errors.orderNotCancellable(status);
    }
    return describe(order, now);
  }

  /** A manual move along the timeline, for drills (PUT /_sandbox/orders/{portalCode}/status). */
  async setStatus(portalCode: string, status: OrderStatus): Promise<OrderStatusAnswer> {
    const order = this.find(portalCode);
    const now = this.clock();
    await this.store.commit({ v: 1, at: now, t: 'order-status', portalCode, status });
    return describe(order, now);
  }

  /**
   * Moves an order's fulfilment `seconds` forward (POST /_sandbox/orders/{portalCode}/advance): its
   * next steps, shipments and invoice come that much sooner (documents/order-clock.ts).
   */
  async advance(portalCode: string, seconds: number): Promise<OrderStatusAnswer> {
    this.find(portalCode);
    const now = this.clock();
    await this.store.commit({ v: 1, at: now, t: 'order-advance', portalCode, ms: seconds * 1000 });
    return describe(this.find(portalCode), now);
  }

  private find(portalCode: string): StoredOrder {
    const order = this.store.state.orders.get(portalCode);
    if (!order) throw errors.notFound(`Order ${portalCode}`);
    return order;
  }
}

export function describe(order: StoredOrder, now: number): OrderStatusAnswer {
  const current = currentTransition(order.timeline, orderTime(order.advances, now));
  const answer: OrderStatusAnswer = {
    portalCode: order.portalCode,
    erpNumber: order.erpNumber,
    status: current.status,
    updatedAt: new Date(realTime(order.advances, current.at)).toISOString(),
  };
  if (order.reasonCode) answer.reasonCode = order.reasonCode;
  if (order.reason) answer.reason = order.reason;
  return answer;
}
