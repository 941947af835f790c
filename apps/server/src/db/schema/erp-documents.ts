// The ERP's documents after an order (docs/erp-contract.md §14), as the synchronisation copies them:
// shipments, delivery notes, invoices and credit notes, each customer's credit, and the PDFs fetched
// from the ERP the first time someone asked for them. Owned by modules/erp-documents; every row
// belongs to one customer (`codigo_cliente`) and is only ever shown to that customer's users.
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuaris } from './access.ts';
import { clientes } from './customers.ts';
import { bytea } from './service-requests.ts';

/** A line of a shipment or a delivery note, as the ERP sent it (`batch` on delivery notes only). */
export interface DocumentLineColumn {
  codigo: string;
  nombre: string;
  quantity: number;
  batch?: string | null;
}

export interface InvoiceLineColumn {
  codigo: string | null;
  nombre: string;
  quantity: number;
  amount: string;
}

export interface DueColumn {
  dueDate: string;
  amount: string;
  paidAt: string | null;
}

const customer = () =>
  text('codigo_cliente')
    .notNull()
    .references(() => clientes.codigo, { onUpdate: 'cascade' });

export const shipments = pgTable(
  'shipments',
  {
    numero: text('numero').primaryKey(),
    codigoCliente: customer(),
    /** The portal's order (`pedidos.codigo`); null for an order the ERP took by other means. */
    codigoPedido: text('codigo_pedido'),
    erpNumero: text('erp_numero').notNull(),
    part: integer('part').notNull(),
    /** `in_transit` or `delivered`. */
    status: text('status').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'string' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
    deliveryNote: text('delivery_note').notNull(),
    lines: jsonb('lines').$type<DocumentLineColumn[]>().notNull(),
    /** The ERP's `updatedAt` of the item. */
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.codigoCliente, t.codigoPedido),
    index('shipments_customer_idx').on(t.codigoCliente, t.shippedAt.desc()),
  ],
);

export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    numero: text('numero').primaryKey(),
    codigoCliente: customer(),
    codigoPedido: text('codigo_pedido'),
    erpNumero: text('erp_numero').notNull(),
    shipment: text('shipment').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<DocumentLineColumn[]>().notNull(),
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_notes_order_idx').on(t.codigoCliente, t.codigoPedido),
    index('delivery_notes_customer_idx').on(t.codigoCliente, t.date.desc()),
  ],
);

/** Invoices and credit notes (`kind`); a credit note's amounts are negative. */
export const invoices = pgTable(
  'invoices',
  {
    numero: text('numero').primaryKey(),
    /** `invoice` or `credit_note`. */
    kind: text('kind').notNull(),
    codigoCliente: customer(),
    codigoPedido: text('codigo_pedido'),
    erpNumero: text('erp_numero'),
    date: date('date', { mode: 'string' }).notNull(),
    deliveryNotes: jsonb('delivery_notes').$type<string[]>().notNull().default([]),
    /** A credit note: the invoice it corrects. */
    corrects: text('corrects'),
    formaPago: integer('forma_pago'),
    lines: jsonb('lines').$type<InvoiceLineColumn[]>().notNull(),
    base: numeric('base', { precision: 12, scale: 2 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    dues: jsonb('dues').$type<DueColumn[]>().notNull().default([]),
    /** `pending`, `overdue` or `paid`, as the ERP judged it at its `updatedAt`. */
    status: text('status').notNull(),
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_order_idx').on(t.codigoCliente, t.codigoPedido),
    index('invoices_customer_idx').on(t.codigoCliente, t.date.desc()),
  ],
);

/** What each customer may still order on credit, as the ERP judges it. */
export const customerCredit = pgTable('customer_credit', {
  codigoCliente: text('codigo_cliente')
    .primaryKey()
    .references(() => clientes.codigo, { onUpdate: 'cascade' }),
  creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }).notNull(),
  used: numeric('used', { precision: 12, scale: 2 }).notNull(),
  available: numeric('available', { precision: 12, scale: 2 }).notNull(),
  overdue: numeric('overdue', { precision: 12, scale: 2 }).notNull(),
  erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The PDFs of delivery notes and invoices, fetched from the ERP the first time a user asked for one
 * and kept (a printed document does not change), in the database so that they are backed up with
 * the rest. `kind`: `delivery-note` or `invoice` (credit notes are invoices).
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    kind: text('kind').notNull(),
    numero: text('numero').notNull(),
    codigoCliente: customer(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.numero] }),
    index('document_pdfs_customer_idx').on(t.codigoCliente),
  ],
);

/** Customers' users who asked not to be mailed when an order ships or an invoice is issued. */
export const documentNoticeOptOuts = pgTable('document_notice_opt_outs', {
  idUsuari: integer('id_usuari')
    .primaryKey()
    .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company roles a customer's administrator has kept from its documents and credit (DESIGN
 * §15): a row keeps that role away; none, and every user of the customer sees them.
 */
export const documentHiddenRoles = pgTable(
  'document_hidden_roles',
  {
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The company role on the wire (`comprador`, `aprovador`, `consulta`). */
    rol: text('rol').notNull(),
    updatedBy: integer('updated_by').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codigoCliente, table.rol] })],
);
