// How the sandbox ERP fulfils an accepted order: in one part, or in two (a partial shipment, the
// rest later), each part delivered a while after it left, and one invoice once the last part has
// left. The instants come from the order's timeline (its `shipped` step is when the last part
// leaves) and the schedule fixed at import from the switches, so the documents are a pure function
// of the clock, like the order's status (orders/order-timeline.ts).
import type { OrderImport } from '../orders/order-schema.ts';
import type { Transition } from '../orders/order-timeline.ts';

export interface DocumentSchedule {
  /** Whether an order of more than one unit ships in two parts. */
  partialShipments: boolean;
  /** How long before the last part the first part leaves (not before preparation starts). */
  partialLeadSeconds: number;
  /** How long a part takes to be delivered once it left. */
  deliverAfterSeconds: number;
  /** How long after the last part left the invoice is issued. */
  invoiceAfterSeconds: number;
}

export interface PlannedShipment {
  part: number;
  lines: { codigo: string; quantity: number }[];
  /** In the order's time (order-clock.ts). */
  shipAt: number;
  deliverAt: number;
}

export interface Fulfilment {
  shipments: PlannedShipment[];
  invoiceAt: number;
}

type Line = { codigo: string; quantity: number };

/**
 * The parts an order ships in. Two when the schedule allows it and there is more than one unit:
 * the first takes every line but the last, and half of the last line (rounded down); the second
 * takes the rest. One unit of one product ships whole.
 */
export function splitLines(lines: readonly Line[], partial: boolean): Line[][] {
  const all = lines.map(({ codigo, quantity }) => ({ codigo, quantity }));
  const units = all.reduce((sum, line) => sum + line.quantity, 0);
  if (!partial || units < 2 || all.length === 0) return [all];
  const last = all[all.length - 1]!;
  const firstHalf = Math.floor(last.quantity / 2);
  const first = [
    ...all.slice(0, -1),
    ...(firstHalf > 0 ? [{ codigo: last.codigo, quantity: firstHalf }] : []),
  ];
  const second = [{ codigo: last.codigo, quantity: last.quantity - firstHalf }];
  return [first, second];
}

/** The order's fulfilment, or null while its last part has no instant (never shipped, or not yet planned). */
export function planFulfilment(
  order: Pick<OrderImport, 'lines'>,
  timeline: readonly Transition[],
  schedule: DocumentSchedule,
): Fulfilment | null {
  const shipped = timeline.find((step) => step.status === 'shipped');
  if (!shipped) return null;
  const preparing = timeline.find((step) => step.status === 'in_preparation')?.at ?? shipped.at;
  const parts = splitLines(order.lines, schedule.partialShipments);
  const firstAt = Math.max(Math.min(preparing, shipped.at), shipped.at - schedule.partialLeadSeconds * 1000);
  const shipments = parts.map((lines, index) => {
    const shipAt = index === parts.length - 1 ? shipped.at : firstAt;
    return { part: index + 1, lines, shipAt, deliverAt: shipAt + schedule.deliverAfterSeconds * 1000 };
  });
  return { shipments, invoiceAt: shipped.at + schedule.invoiceAfterSeconds * 1000 };
}
