// The demo's past: before the portal existed, each demo company bought from the distributor by
// phone, so on the first start the ERP already holds six months of its orders, delivery notes,
// invoices (most paid, one of C0002's left overdue, the latest still pending) and a credit note of
// C0001's. Made from the instant of that first start (journaled), so it replays the same.
import { CENT, formatUnits, toUnits } from '../money.ts';
import type { SandboxState } from '../state/sandbox-state.ts';
import { type Billable, lineAmount } from './billable.ts';
import type { CreditNoteRecord } from './document-state.ts';
import { DAY_MS, invoiceNumber } from './ledger.ts';
import { dueTerms, collectedOnDueDate } from '../dataset/payment-methods.ts';

const HISTORY_CUSTOMERS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
const MONTHS = 6;
/** The one past invoice left unpaid (and so overdue): C0002's third. */
const UNPAID = { codigoCliente: 'C0002', month: 3 } as const;

export interface History {
  orders: Billable[];
  paidDues: Map<string, number>;
  creditNotes: CreditNoteRecord[];
}

/** A small deterministic generator (a linear congruential one), so the past is the same every time. */
function generator(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (Math.imul(value, 1664525) + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}

export function buildHistory(state: SandboxState, anchor: number): History {
  const products = [...state.products.values()]
    .filter((p) => p.activo && p.tipo !== 'service' && state.prices.has(p.codigo))
    .map((p) => p.codigo)
    .sort();
  const orders: Billable[] = [];
  const paidDues = new Map<string, number>();
  const creditNotes: CreditNoteRecord[] = [];
  if (products.length === 0) return { orders, paidDues, creditNotes };
  let sequence = 0;
  HISTORY_CUSTOMERS.forEach((codigoCliente, customerIndex) => {
    const customer = state.customers.get(codigoCliente);
    if (!customer) return;
    const paymentMethodCode = customer.formaPago ?? 2;
    const random = generator(9606 + customerIndex);
    for (let month = 1; month <= MONTHS; month++) {
      sequence += 1;
      const erpNumber = `PH${String(sequence).padStart(7, '0')}`;
      const placedAt = anchor - (MONTHS + 1 - month) * 30 * DAY_MS + Math.floor(random() * 8) * 3600_000;
      const lines = [0, 1, 2].map(() => {
        const codigo = products[Math.floor(random() * products.length)]!;
        const quantity = 1 + Math.floor(random() * 10);
        const price =
          state.prices.get(codigo)?.precios.find((line) => line.idLista === customer.idLista)?.precioNeto ??
          '10.00';
        return { codigo, quantity, amount: lineAmount({ quantity, unitPrice: price, discount: '0.00' }) };
      });
      const base = formatUnits(lines.reduce((sum, line) => sum + toUnits(line.amount), 0n));
      const shipAt = placedAt + DAY_MS;
      const order: Billable = {
        erpNumber,
        portalCode: null,
        codigoCliente,
        paymentMethodCode,
        lines,
        shipping: '0.00',
        base,
        fulfilment: {
          shipments: [
            {
              part: 1,
              lines: lines.map(({ codigo, quantity }) => ({ codigo, quantity })),
              shipAt,
              deliverAt: shipAt + 2 * DAY_MS,
            },
          ],
          invoiceAt: shipAt + 3600_000,
        },
        real: (t) => t,
        receivedAt: placedAt,
        closedAt: null,
        floor: anchor,
      };
      orders.push(order);
      const invoice = invoiceNumber(erpNumber);
      const unpaid = codigoCliente === UNPAID.codigoCliente && month === UNPAID.month;
      dueTerms(paymentMethodCode).forEach((term, index) => {
        const dueAt = order.fulfilment!.invoiceAt + term.days * DAY_MS;
        const paidAt = dueAt + 2 * DAY_MS;
        if (!unpaid && !collectedOnDueDate(paymentMethodCode, term.days) && paidAt <= anchor)
          paidDues.set(`${invoice}#${index}`, paidAt);
      });
      if (codigoCliente === 'C0001' && month === 2) {
        creditNotes.push({
          numero: 'AB-H000001',
          invoice,
          codigoCliente,
          portalCode: null,
          erpNumber,
          // A tenth of the invoice's goods: goods returned damaged.
          base: formatUnits((toUnits(base) / 10n / CENT) * CENT),
          reason: 'Devolución de material dañado',
          at: order.fulfilment!.invoiceAt + 10 * DAY_MS,
        });
      }
    }
  });
  return { orders, paidDues, creditNotes };
}
