// The part of the sandbox's state that only the documents read: the demo's past (made once, at the
// first start, and journaled as that instant), payments and credit notes recorded by drills, and
// credit limits changed by drills. Everything else about a document follows from the orders and
// the clock (ledger.ts).
import type { Billable } from './billable.ts';

export interface CreditNoteRecord {
  numero: string;
  /** The invoice it corrects. */
  invoice: string;
  codigoCliente: string;
  portalCode: string | null;
  erpNumber: string | null;
  /** The amount credited before VAT, positive. */
  base: string;
  reason: string;
  at: number;
}

export interface DocumentState {
  /** When the demo's past was made (the first start); null until then. */
  historyAnchor: number | null;
  history: Billable[];
  /** Dues of the past paid by hand: `${invoice}#${due index}` → instant. */
  historyPaidDues: Map<string, number>;
  /** Invoices paid by a drill: every due unpaid at that instant is paid then. */
  payments: Map<string, number>;
  creditNotes: CreditNoteRecord[];
  lastCreditNote: number;
  /** Credit limits changed by a drill, with when. */
  creditLimits: Map<string, { limit: string; at: number }>;
}

export function emptyDocumentState(): DocumentState {
  return {
    historyAnchor: null,
    history: [],
    historyPaidDues: new Map(),
    payments: new Map(),
    creditNotes: [],
    lastCreditNote: 0,
    creditLimits: new Map(),
  };
}

/** Each demo customer's credit limit in the ERP (EUR); a customer not listed has 5,000. */
export const DEMO_CREDIT_LIMITS: Record<string, string> = {
  C0001: '60000.00',
  C0002: '25000.00',
  C0003: '6000.00',
  C0004: '90000.00',
  C0005: '10000.00',
};
export const DEFAULT_CREDIT_LIMIT = '5000.00';

/** The language the ERP writes a customer's documents in; Spanish unless the customer has another. */
export const CUSTOMER_LANGUAGES: Record<string, 'ca' | 'es' | 'en'> = {
  C0001: 'ca',
  C0002: 'ca',
  C0003: 'es',
  C0004: 'es',
  C0005: 'en',
};
