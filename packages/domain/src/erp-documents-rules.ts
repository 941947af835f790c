// The rules of the documents after an order, in one place for the server and the web app: an
// order's timeline (placed, sent to the ERP, accepted, each shipment, delivered, invoiced), what
// is still to ship, a document list's totals, and an account statement's balance.
import type { DeliveryNote, Invoice, Shipment, Statement, StatementEntryKind } from './erp-documents.ts';
import { sumMoney, toMoney, toWireAmount } from './money.ts';
import type { OrderStatus } from './order-status.ts';

export type TimelineStep =
  | { kind: 'placed'; at: string }
  | { kind: 'sentToErp'; at: null }
  | { kind: 'accepted'; at: null }
  | { kind: 'rejected'; at: null }
  | { kind: 'cancelled'; at: null }
  | { kind: 'shipped'; at: string; part: number; carrier: string }
  | { kind: 'delivered'; at: string; part: number }
  | { kind: 'invoiced'; at: string; numero: string };

/**
 * The steps an order went through, oldest first. The portal knows when it was placed; the ERP's
 * acceptance has no instant of its own here, so it stands after placing and before the first
 * shipment; shipments, deliveries and invoices carry the ERP's dates.
 */
export function orderTimeline(
  order: { fecha: string; estado: OrderStatus },
  documents: { shipments: readonly Shipment[]; invoices: readonly Invoice[] },
): TimelineStep[] {
  const steps: TimelineStep[] = [{ kind: 'placed', at: order.fecha }];
  if (order.estado === 'rejected' || order.estado === 'cancelled') {
    if (order.estado === 'rejected') steps.push({ kind: 'sentToErp', at: null });
    steps.push({ kind: order.estado, at: null });
    return steps;
  }
  if (order.estado !== 'received') steps.push({ kind: 'sentToErp', at: null });
  const hasNews = documents.shipments.length > 0 || documents.invoices.length > 0;
  if (order.estado === 'accepted' || hasNews) steps.push({ kind: 'accepted', at: null });
  const dated: TimelineStep[] = [];
  for (const shipment of documents.shipments) {
    dated.push({ kind: 'shipped', at: shipment.shippedAt, part: shipment.part, carrier: shipment.carrier });
    if (shipment.deliveredAt)
      dated.push({ kind: 'delivered', at: shipment.deliveredAt, part: shipment.part });
  }
  for (const invoice of documents.invoices)
    if (invoice.kind === 'invoice')
      dated.push({ kind: 'invoiced', at: invoice.date, numero: invoice.numero });
  dated.sort((a, b) => timeOf(a) - timeOf(b));
  return [...steps, ...dated];
}

/** A step's instant for ordering; a date-only invoice counts from the end of its day. */
function timeOf(step: TimelineStep): number {
  if (step.at === null) return 0;
  return step.at.length === 10 ? Date.parse(`${step.at}T23:59:59.999Z`) : Date.parse(step.at);
}

export interface PendingLine {
  codigo: string;
  ordered: number;
  shipped: number;
  pending: number;
}

/** Each ordered product with what the shipments so far carried and what is still to ship. */
export function stillToShip(
  lines: readonly { codigo: string; quantity: number }[],
  shipments: readonly Pick<Shipment, 'lines'>[] | readonly Pick<DeliveryNote, 'lines'>[],
): PendingLine[] {
  const shipped = new Map<string, number>();
  for (const shipment of shipments)
    for (const line of shipment.lines)
      shipped.set(line.codigo, (shipped.get(line.codigo) ?? 0) + line.quantity);
  const ordered = new Map<string, number>();
  for (const line of lines) ordered.set(line.codigo, (ordered.get(line.codigo) ?? 0) + line.quantity);
  return [...ordered].map(([codigo, quantity]) => {
    const sent = shipped.get(codigo) ?? 0;
    return { codigo, ordered: quantity, shipped: sent, pending: Math.max(0, quantity - sent) };
  });
}

/** Whether anything of the order is still to ship. */
export const somethingToShip = (pending: readonly PendingLine[]) => pending.some((line) => line.pending > 0);

/** A list's totals: what its invoices and credit notes add up to, and what of it is still owed. */
export function invoiceTotals(invoices: readonly Pick<Invoice, 'total' | 'dues' | 'kind'>[]) {
  const total = sumMoney(invoices.map((invoice) => invoice.total));
  const owed = sumMoney(
    invoices.flatMap((invoice) => invoice.dues.filter((due) => due.paidAt === null).map((due) => due.amount)),
  );
  return { total: toWireAmount(total), pending: toWireAmount(owed) };
}

export interface StatementSource {
  numero: string;
  kind: 'invoice' | 'credit_note';
  date: string;
  total: number;
  dues: readonly { amount: number; paidAt: string | null }[];
}

const ENTRY_ORDER: Record<StatementEntryKind, number> = { invoice: 0, credit_note: 1, payment: 2 };

/**
 * An account statement from `desde` to `fins` (both included): the balance owed before it, each
 * invoice (adds), credit note (takes off: its total is negative) and payment (takes off) in date
 * order with the running balance, and the balance after. Payments are the paid dues, on the day
 * they were paid; an entry's day is the ERP's date (UTC).
 */
export function statementOf(sources: readonly StatementSource[], desde: string, fins: string): Statement {
  const all: { date: string; kind: StatementEntryKind; numero: string; amount: number }[] = [];
  for (const source of sources) {
    all.push({ date: source.date, kind: source.kind, numero: source.numero, amount: source.total });
    for (const due of source.dues)
      if (due.paidAt !== null)
        all.push({
          date: due.paidAt.slice(0, 10),
          kind: 'payment',
          numero: source.numero,
          amount: -due.amount,
        });
  }
  all.sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : ENTRY_ORDER[a.kind] - ENTRY_ORDER[b.kind] || (a.numero < b.numero ? -1 : 1),
  );
  const opening = sumMoney(all.filter((entry) => entry.date < desde).map((entry) => entry.amount));
  let balance = opening;
  const entries = all
    .filter((entry) => entry.date >= desde && entry.date <= fins)
    .map((entry) => {
      balance = balance.plus(toMoney(entry.amount));
      return { ...entry, amount: toWireAmount(entry.amount), balance: toWireAmount(balance) };
    });
  return { desde, fins, opening: toWireAmount(opening), entries, closing: toWireAmount(balance) };
}
