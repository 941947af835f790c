// An order as the ERP's documents see it: what was sold, to whom, how it is paid and when each part
// ships and the invoice follows. The orders the portal sent and the demo's past orders
// (history.ts) both become one of these, so one ledger (ledger.ts) makes every document.
import { formatUnits, toUnits } from '../money.ts';
import type { StoredOrder } from '../storage/records.ts';
import { type Advance, realTime } from './order-clock.ts';
import { type DocumentSchedule, type Fulfilment, planFulfilment } from './fulfilment.ts';

export interface BillableLine {
  codigo: string;
  quantity: number;
  /** The line's amount without VAT, 2 decimals. */
  amount: string;
}

export interface Billable {
  erpNumber: string;
  portalCode: string | null;
  codigoCliente: string;
  paymentMethodCode: number;
  lines: BillableLine[];
  shipping: string;
  /** What the invoice bills before VAT: the order's total (goods and shipping). */
  base: string;
  /** Instants in the order's own time; null while nothing is planned to ship. */
  fulfilment: Fulfilment | null;
  /** The real instant an instant of the order's time happens (order-clock.ts). */
  real: (t: number) => number;
  /** When the ERP took the order (real), and when it was cancelled or rejected, if it was. */
  receivedAt: number;
  closedAt: number | null;
  /** No document of it is older than this (the demo's past appears when the sandbox first started). */
  floor: number;
}

/** The schedule an order imported before the documents existed gets: the switches' defaults. */
export const DEFAULT_DOCUMENT_SCHEDULE: DocumentSchedule = {
  partialShipments: true,
  partialLeadSeconds: 300,
  deliverAfterSeconds: 1200,
  invoiceAfterSeconds: 60,
};

export function lineAmount(line: { quantity: number; unitPrice: string; discount: string }): string {
  const units = BigInt(line.quantity) * toUnits(line.unitPrice) - toUnits(line.discount);
  return formatUnits(units < 0n ? 0n : units);
}

export function billableOrder(
  order: StoredOrder & { advances?: Advance[]; schedule?: DocumentSchedule },
): Billable {
  const { request } = order;
  const closing = order.timeline.find((step) => step.status === 'cancelled' || step.status === 'rejected');
  const advances = order.advances ?? [];
  return {
    erpNumber: order.erpNumber,
    portalCode: order.portalCode,
    codigoCliente: order.customerCodigo,
    paymentMethodCode: request.paymentMethodCode,
    lines: request.lines.map((line) => ({
      codigo: line.codigo,
      quantity: line.quantity,
      amount: lineAmount(line),
    })),
    shipping: request.totals.shipping,
    base: request.totals.total,
    fulfilment: planFulfilment(request, order.timeline, order.schedule ?? DEFAULT_DOCUMENT_SCHEDULE),
    real: (t) => realTime(advances, t),
    receivedAt: order.receivedAt,
    closedAt: closing ? realTime(advances, closing.at) : null,
    floor: 0,
  };
}
