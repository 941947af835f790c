// What the customer reads about an order after the ERP took it (docs/erp-contract.md §14): its
// shipments with their tracking links, delivery notes, invoices and credit notes, and the
// customer's credit. Wire shapes only; the rules (totals, the statement's balance) are in
// erp-documents-rules.ts.
import type { CompanyRole } from './company-roles.ts';
import { CREDIT_POLICIES } from './credit-policy.ts';
import { z } from 'zod';
import { pageSchema } from './api.ts';
import { moneySchema, signedMoneySchema } from './money.ts';

export const SHIPMENT_STATUSES = ['in_transit', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ['pending', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The documents whose PDF the portal keeps: a delivery note, or an invoice (credit notes too). */
export const DOCUMENT_KINDS = ['delivery-notes', 'invoices'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document's number as it travels in a path. */
export const documentNumeroSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,60}$/, { message: 'documents.badNumber' });

export const documentLineSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  quantity: z.number().int(),
  /** The batch (lot) the goods came from: delivery notes only, null when there is none. */
  batch: z.string().nullable().optional(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const shipmentSchema = z.object({
  numero: z.string(),
  codigoPedido: z.string().nullable(),
  erpNumero: z.string(),
  part: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  shippedAt: z.string().describe('ISO 8601 instant'),
  deliveredAt: z.string().nullable(),
  deliveryNote: z.string(),
  lines: z.array(documentLineSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const deliveryNoteSchema = z.object({
  numero: z.string(),
  codigoPedido: z.string().nullable(),
  erpNumero: z.string(),
  shipment: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  lines: z.array(documentLineSchema),
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;

export const dueSchema = z.object({
  dueDate: z.string(),
  amount: moneySchema,
  paidAt: z.string().nullable(),
});
export type Due = z.infer<typeof dueSchema>;

export const invoiceSchema = z.object({
  numero: z.string(),
  kind: z.enum(INVOICE_KINDS),
  codigoPedido: z.string().nullable(),
  erpNumero: z.string().nullable(),
  date: z.string(),
  deliveryNotes: z.array(z.string()),
  corrects: z.string().nullable(),
  /** Negative on a credit note. */
  base: signedMoneySchema,
  vat: signedMoneySchema,
  total: signedMoneySchema,
  dues: z.array(dueSchema),
  status: z.enum(INVOICE_STATUSES),
  /** A credit note's reason, as the ERP wrote it; null on an invoice. */
  reason: z.string().nullable(),
  /** The first due date not yet paid (null when nothing is owed). */
  nextDueDate: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const creditSchema = z.object({
  limit: moneySchema,
  used: moneySchema,
  /** Negative when the customer is over its limit. */
  available: signedMoneySchema,
  overdue: moneySchema,
  /** When the ERP last changed it. */
  updatedAt: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

/** `GET /documents/pedido/{code}`: what followed an order in the ERP. */
export const orderDocumentsSchema = z.object({
  shipments: z.array(shipmentSchema),
  deliveryNotes: z.array(deliveryNoteSchema),
  invoices: z.array(invoiceSchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

/** How far back an account statement may reach in one request. */
export const STATEMENT_MAX_MONTHS = 24;
/** How many PDFs one ZIP may hold. */
export const ZIP_MAX_DOCUMENTS = 50;

const isoDate = z.iso.date({ message: 'documents.badDate' });

/** The filters of the documents lists (`/documents`), as the address and the API carry them. */
export const documentsQuerySchema = z
  .object({
    desde: isoDate.optional(),
    fins: isoDate.optional(),
    /** A part of the document's number. */
    numero: z.string().trim().max(60).optional(),
    /** The order: the portal's code or the ERP's number, or a part of either. */
    pedido: z.string().trim().max(40).optional(),
    /** Invoices only. */
    estat: z.enum(INVOICE_STATUSES).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(200).default(20),
  })
  .refine((q) => !q.desde || !q.fins || q.desde <= q.fins, { message: 'documents.badRange', path: ['fins'] });
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const invoicesPageSchema = pageSchema(invoiceSchema).extend({
  /** Over every invoice and credit note the filters match, not only this page. */
  totals: z.object({ total: signedMoneySchema, pending: moneySchema }),
});
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;
export const deliveryNotesPageSchema = pageSchema(deliveryNoteSchema);

/** `?items=AL-PV0000001-1,FA-PV0000001`: the documents a ZIP holds, by number. */
export const zipQuerySchema = z.object({
  items: z
    .string()
    .max(4000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(documentNumeroSchema)
        .min(1, { message: 'documents.zipEmpty' })
        .max(ZIP_MAX_DOCUMENTS, { message: 'documents.zipTooMany' }),
    ),
});

/** An account statement's range: both dates, at most 24 months apart. */
export const statementQuerySchema = z
  .object({ desde: isoDate, fins: isoDate })
  .refine((q) => q.desde <= q.fins, { message: 'documents.badRange', path: ['fins'] })
  .refine((q) => monthsBetween(q.desde, q.fins) <= STATEMENT_MAX_MONTHS, {
    message: 'documents.statementTooLong',
    path: ['desde'],
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/**
 * Whether `to` is more than `months` calendar months after `from`: 2024-03-31 to 2026-03-31 is 24
 * months, a day more is over.
 */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  const whole = (y2 - y1) * 12 + (m2 - m1);
  // Past the same day of the month: part of one more month.
  return d2 > d1 ? whole + 1 : whole;
}

export const STATEMENT_ENTRY_KINDS = ['invoice', 'credit_note', 'payment'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const statementSchema = z.object({
  desde: z.string(),
  fins: z.string(),
  opening: signedMoneySchema,
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_ENTRY_KINDS),
      numero: z.string(),
      /** What it adds to what the customer owes (negative: what it takes off). */
      amount: signedMoneySchema,
      balance: signedMoneySchema,
    }),
  ),
  closing: signedMoneySchema,
});
export type Statement = z.infer<typeof statementSchema>;

/** `GET /documents/credit`: the customer's credit, null before the ERP sent any. */
export const creditAnswerSchema = z.object({
  credit: creditSchema.nullable(),
  /** What placing an order over the credit does (`creditPolicy`): checkout says it beforehand. */
  policy: z.enum(CREDIT_POLICIES),
});
export type CreditAnswer = z.infer<typeof creditAnswerSchema>;

/**
 * `GET`/`PUT /documents/lectors`: which company roles of the customer see its documents and credit.
 * The company administrator always does (it decides); every role does until it decides otherwise.
 */
export const DOCUMENT_READER_ROLES = [
  'comprador',
  'aprovador',
  'consulta',
] as const satisfies readonly Exclude<CompanyRole, 'administrador'>[];
export const documentReadersSchema = z
  .object({ comprador: z.boolean(), aprovador: z.boolean(), consulta: z.boolean() })
  .strict();
export type DocumentReaders = z.infer<typeof documentReadersSchema>;

/** Whether a user of that company role sees documents and credit under `readers`. */
export function roleSeesDocuments(rol: CompanyRole | null, readers: DocumentReaders): boolean {
  return rol === null || rol === 'administrador' || readers[rol];
}
