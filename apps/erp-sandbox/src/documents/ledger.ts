// Every document the ERP holds at an instant: shipments, delivery notes, invoices, credit notes and
// each customer's credit, computed from the orders (the portal's and the demo's past), the drills'
// payments and credit notes, and the clock. Nothing is stored as time passes: an item's
// `updatedAt` is the instant its latest change happened (a part left or arrived, the invoice was
// issued, a due was paid or fell overdue), so `updatedSince` finds each change once it happened.
import { collectedOnDueDate, dueTerms } from '../dataset/payment-methods.ts';
import { CENT, formatUnits, toUnits } from '../money.ts';
import type { SandboxState } from '../state/sandbox-state.ts';
import { type Billable, billableOrder } from './billable.ts';
import { DEFAULT_CREDIT_LIMIT, DEMO_CREDIT_LIMITS } from './document-state.ts';
import type { Credit, DeliveryNote, Invoice, InvoiceDue, Shipment } from './document-types.ts';
import { batchOf, carrierOf, trackingNumberOf } from './shipping-words.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const VAT_RATE = 21;

export interface Ledger {
  shipments: Shipment[];
  deliveryNotes: DeliveryNote[];
  invoices: Invoice[];
  credit: Credit[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => iso(ms).slice(0, 10);
const cents = (amount: string) => toUnits(amount) / CENT;
const money = (c: bigint) => formatUnits(c * CENT);

/** VAT of a base in cents, rounded half away from zero. */
export function vatOf(baseCents: bigint): bigint {
  const sign = baseCents < 0n ? -1n : 1n;
  const abs = baseCents * sign;
  return sign * ((abs * BigInt(VAT_RATE) + 50n) / 100n);
}

export const shipmentNumber = (erpNumber: string, part: number) => `EX-${erpNumber}-${part}`;
export const deliveryNoteNumber = (erpNumber: string, part: number) => `AL-${erpNumber}-${part}`;
export const invoiceNumber = (erpNumber: string) => `FA-${erpNumber}`;

interface Context {
  state: SandboxState;
  now: number;
  trackingBase: string;
}

function productName(state: SandboxState, codigo: string): string {
  return state.products.get(codigo)?.nombre ?? codigo;
}

function shipmentsOf(b: Billable, ctx: Context, out: Ledger): void {
  if (!b.fulfilment) return;
  for (const planned of b.fulfilment.shipments) {
    const shippedAt = b.real(planned.shipAt);
    if (shippedAt > ctx.now) continue;
    const deliveredAt = b.real(planned.deliverAt);
    const delivered = deliveredAt <= ctx.now;
    const numero = shipmentNumber(b.erpNumber, planned.part);
    const note = deliveryNoteNumber(b.erpNumber, planned.part);
    const lines = planned.lines.map((line) => ({ ...line, nombre: productName(ctx.state, line.codigo) }));
    const trackingNumber = trackingNumberOf(numero);
    out.shipments.push({
      numero,
      codigoCliente: b.codigoCliente,
      portalCode: b.portalCode,
      erpNumber: b.erpNumber,
      part: planned.part,
      status: delivered ? 'delivered' : 'in_transit',
      carrier: carrierOf(numero),
      trackingNumber,
      trackingUrl: `${ctx.trackingBase}/tracking/${encodeURIComponent(trackingNumber)}`,
      shippedAt: iso(shippedAt),
      deliveredAt: delivered ? iso(deliveredAt) : null,
      deliveryNote: note,
      lines,
      updatedAt: iso(Math.max(b.floor, delivered ? deliveredAt : shippedAt)),
    });
    out.deliveryNotes.push({
      numero: note,
      codigoCliente: b.codigoCliente,
      portalCode: b.portalCode,
      erpNumber: b.erpNumber,
      shipment: numero,
      date: isoDate(shippedAt),
      lines: lines.map((line) => ({
        ...line,
        batch:
          ctx.state.products.get(line.codigo)?.tipo === 'service' ? null : batchOf(line.codigo, shippedAt),
      })),
      updatedAt: iso(Math.max(b.floor, shippedAt)),
    });
  }
}

/** A due's state at `now`: when it was paid, and from when it is overdue while unpaid. */
function dueOf(
  invoice: string,
  index: number,
  dueAt: number,
  amountCents: bigint,
  paymentMethodCode: number,
  days: number,
  ctx: Context,
  issuedAt: number,
): { due: InvoiceDue; paidAt: number | null; overdueFrom: number } {
  const docs = ctx.state.documents;
  const candidates: number[] = [];
  if (collectedOnDueDate(paymentMethodCode, days)) candidates.push(dueAt);
  const byHand = docs.historyPaidDues.get(`${invoice}#${index}`);
  if (byHand !== undefined) candidates.push(byHand);
  const drill = docs.payments.get(invoice);
  if (drill !== undefined && drill >= issuedAt) candidates.push(drill);
  const paid = candidates.filter((at) => at <= ctx.now);
  const paidAt = paid.length > 0 ? Math.min(...paid) : null;
  // Overdue from the first instant of the day after the due date.
  const overdueFrom = Date.parse(`${isoDate(dueAt)}T00:00:00.000Z`) + DAY_MS;
  return {
    due: {
      dueDate: isoDate(dueAt),
      amount: money(amountCents),
      paidAt: paidAt === null ? null : iso(paidAt),
    },
    paidAt,
    overdueFrom,
  };
}

function invoiceOf(b: Billable, ctx: Context, out: Ledger): void {
  if (!b.fulfilment) return;
  const issuedAt = b.real(b.fulfilment.invoiceAt);
  if (issuedAt > ctx.now) return;
  const numero = invoiceNumber(b.erpNumber);
  const baseCents = cents(b.base);
  const vatCents = vatOf(baseCents);
  const totalCents = baseCents + vatCents;
  const terms = dueTerms(b.paymentMethodCode);
  let given = 0n;
  const events = [issuedAt];
  let overdue = false;
  const dues = terms.map((term, index) => {
    const amount = index === terms.length - 1 ? totalCents - given : (totalCents * BigInt(term.share)) / 100n;
    given += amount;
    const dueAt = issuedAt + term.days * DAY_MS;
    const state = dueOf(numero, index, dueAt, amount, b.paymentMethodCode, term.days, ctx, issuedAt);
    if (state.paidAt !== null) events.push(state.paidAt);
    const lateFrom = state.overdueFrom;
    if (lateFrom <= ctx.now && (state.paidAt === null || state.paidAt > lateFrom)) events.push(lateFrom);
    if (state.paidAt === null && lateFrom <= ctx.now) overdue = true;
    return state.due;
  });
  const lines = b.lines.map((line) => ({ ...line, nombre: productName(ctx.state, line.codigo) }));
  const shipping = cents(b.shipping);
  out.invoices.push({
    numero,
    kind: 'invoice',
    codigoCliente: b.codigoCliente,
    portalCode: b.portalCode,
    erpNumber: b.erpNumber,
    date: isoDate(issuedAt),
    deliveryNotes: b.fulfilment.shipments.map((s) => deliveryNoteNumber(b.erpNumber, s.part)),
    corrects: null,
    paymentMethodCode: b.paymentMethodCode,
    lines:
      shipping > 0n ? [...lines, { codigo: null, nombre: 'Portes', quantity: 1, amount: b.shipping }] : lines,
    base: money(baseCents),
    vatRate: `${VAT_RATE}.00`,
    vat: money(vatCents),
    total: money(totalCents),
    dues,
    status: dues.every((due) => due.paidAt !== null) ? 'paid' : overdue ? 'overdue' : 'pending',
    updatedAt: iso(Math.max(b.floor, ...events)),
  });
}

function creditNotesOf(ctx: Context, out: Ledger): void {
  for (const note of ctx.state.documents.creditNotes) {
    if (note.at > ctx.now) continue;
    const baseCents = -cents(note.base);
    const vatCents = vatOf(baseCents);
    out.invoices.push({
      numero: note.numero,
      kind: 'credit_note',
      codigoCliente: note.codigoCliente,
      portalCode: note.portalCode,
      erpNumber: note.erpNumber,
      date: isoDate(note.at),
      deliveryNotes: [],
      corrects: note.invoice,
      paymentMethodCode: null,
      lines: [{ codigo: null, nombre: note.reason, quantity: 1, amount: money(baseCents) }],
      base: money(baseCents),
      vatRate: `${VAT_RATE}.00`,
      vat: money(vatCents),
      total: money(baseCents + vatCents),
      dues: [],
      // Nothing is owed on a credit note: it is settled against the account.
      status: 'paid',
      updatedAt: iso(Math.max(note.at, ctx.state.documents.historyAnchor ?? 0)),
    });
  }
}

/** What a customer owes and may still order, as the ERP judges it. */
function creditOf(ctx: Context, billables: Billable[], out: Ledger): void {
  const { state, now } = ctx;
  const docs = state.documents;
  const start = docs.historyAnchor ?? 0;
  for (const customer of state.customers.values()) {
    const codigo = customer.codigo;
    const invoices = out.invoices.filter((i) => i.codigoCliente === codigo);
    let used = 0n;
    let overdue = 0n;
    const events = [start, Date.parse(customer.updatedAt)];
    for (const invoice of invoices) {
      events.push(Date.parse(invoice.updatedAt));
      used += cents(invoice.total);
      for (const due of invoice.dues) {
        if (due.paidAt !== null) used -= cents(due.amount);
        else if (Date.parse(`${due.dueDate}T00:00:00.000Z`) + DAY_MS <= now) overdue += cents(due.amount);
      }
    }
    const invoiced = new Set(invoices.map((i) => i.erpNumber));
    for (const b of billables) {
      if (b.codigoCliente !== codigo || b.receivedAt > now) continue;
      events.push(b.receivedAt);
      if (b.closedAt !== null && b.closedAt <= now) {
        events.push(b.closedAt);
        continue;
      }
      // An order taken and not yet invoiced counts at its total with VAT.
      if (!invoiced.has(b.erpNumber)) used += cents(b.base) + vatOf(cents(b.base));
    }
    const changed = docs.creditLimits.get(codigo);
    if (changed && changed.at <= now) events.push(changed.at);
    const limit = cents(
      changed && changed.at <= now ? changed.limit : (DEMO_CREDIT_LIMITS[codigo] ?? DEFAULT_CREDIT_LIMIT),
    );
    if (used < 0n) used = 0n;
    out.credit.push({
      codigoCliente: codigo,
      limit: money(limit),
      used: money(used),
      available: money(limit - used),
      overdue: money(overdue),
      updatedAt: iso(Math.max(...events.filter((at) => at <= now))),
    });
  }
}

export function buildLedger(state: SandboxState, now: number, trackingBase: string): Ledger {
  const ctx: Context = { state, now, trackingBase };
  const out: Ledger = { shipments: [], deliveryNotes: [], invoices: [], credit: [] };
  const billables = [...state.documents.history, ...[...state.orders.values()].map(billableOrder)];
  for (const b of billables) {
    shipmentsOf(b, ctx, out);
    invoiceOf(b, ctx, out);
  }
  creditNotesOf(ctx, out);
  creditOf(ctx, billables, out);
  return out;
}
