// Owns the ERP documents' tables of db/schema/erp-documents.ts (db/schema/owners.js).
// The SQL on this module's tables (db/schema/erp-documents.ts) that the service reads with. Every
// read is by customer: a caller always names the customer the document must belong to.
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentsQuery } from '@portal/domain/erp-documents';
import { Repository } from '../../db/repository.ts';
import { customerCredit, deliveryNotes, documentPdfs, invoices, shipments } from '../../db/schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditRow = typeof customerCredit.$inferSelect;

/** A document with a PDF: a delivery note, or an invoice (credit notes are invoices). */
export type PdfKind = 'delivery-note' | 'invoice';

export class DocumentRepository extends Repository {
  async forOrder(codigoCliente: string, codigoPedido: string) {
    const [shipped, notes, billed] = await Promise.all([
      this.db
        .select()
        .from(shipments)
        .where(and(eq(shipments.codigoCliente, codigoCliente), eq(shipments.codigoPedido, codigoPedido)))
        .orderBy(asc(shipments.part), asc(shipments.numero)),
      this.db
        .select()
        .from(deliveryNotes)
        .where(
          and(eq(deliveryNotes.codigoCliente, codigoCliente), eq(deliveryNotes.codigoPedido, codigoPedido)),
        )
        .orderBy(asc(deliveryNotes.numero)),
      this.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.codigoCliente, codigoCliente), eq(invoices.codigoPedido, codigoPedido)))
        .orderBy(asc(invoices.date), asc(sql`${invoices.kind} = 'credit_note'`), asc(invoices.numero)),
    ]);
    return { shipments: shipped, deliveryNotes: notes, invoices: billed };
  }

  async deliveryNote(numero: string): Promise<DeliveryNoteRow | undefined> {
    const [row] = await this.db.select().from(deliveryNotes).where(eq(deliveryNotes.numero, numero));
    return row;
  }

  async invoice(numero: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.numero, numero));
    return row;
  }

  async credit(codigoCliente: string): Promise<CreditRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customerCredit)
      .where(eq(customerCredit.codigoCliente, codigoCliente));
    return row;
  }

  async pdf(kind: PdfKind, numero: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db
      .select({ content: documentPdfs.content })
      .from(documentPdfs)
      .where(and(eq(documentPdfs.kind, kind), eq(documentPdfs.numero, numero)));
    return row?.content;
  }

  /** Keeps a PDF; a copy another request stored first wins (they are the same document). */
  async savePdf(kind: PdfKind, numero: string, codigoCliente: string, content: Uint8Array): Promise<void> {
    await this.db
      .insert(documentPdfs)
      .values({ kind, numero, codigoCliente, size: content.length, content })
      .onConflictDoNothing();
  }

  /** One page of the customer's invoices and credit notes, newest first, and the totals of them all. */
  async invoicePage(codigoCliente: string, query: DocumentsQuery, limit = query.size) {
    const where = and(
      eq(invoices.codigoCliente, codigoCliente),
      ...dateRange(invoices.date, query),
      query.numero ? ilike(invoices.numero, `%${escapeLike(query.numero)}%`) : undefined,
      query.pedido
        ? or(
            ilike(invoices.codigoPedido, `%${escapeLike(query.pedido)}%`),
            ilike(invoices.erpNumero, `%${escapeLike(query.pedido)}%`),
          )
        : undefined,
      query.estat ? and(eq(invoices.status, query.estat), eq(invoices.kind, 'invoice')) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.date), desc(invoices.numero))
        .limit(limit)
        .offset(query.page * query.size),
      this.db
        .select({
          n: sql<number>`count(*)::int`,
          total: sql<string>`coalesce(sum(${invoices.total}), 0)::text`,
          pending: sql<string>`coalesce(sum((select coalesce(sum((d->>'amount')::numeric), 0)
            from jsonb_array_elements(${invoices.dues}) d where d->>'paidAt' is null)), 0)::text`,
        })
        .from(invoices)
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0, sum: counted?.total ?? '0', pending: counted?.pending ?? '0' };
  }

  async deliveryNotePage(codigoCliente: string, query: DocumentsQuery, limit = query.size) {
    const where = and(
      eq(deliveryNotes.codigoCliente, codigoCliente),
      ...dateRange(deliveryNotes.date, query),
      query.numero ? ilike(deliveryNotes.numero, `%${escapeLike(query.numero)}%`) : undefined,
      query.pedido
        ? or(
            ilike(deliveryNotes.codigoPedido, `%${escapeLike(query.pedido)}%`),
            ilike(deliveryNotes.erpNumero, `%${escapeLike(query.pedido)}%`),
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(deliveryNotes)
        .where(where)
        .orderBy(desc(deliveryNotes.date), desc(deliveryNotes.numero))
        .limit(limit)
        .offset(query.page * query.size),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveryNotes)
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** Every invoice and credit note of the customer dated up to `fins`: a statement's sources. */
  async invoicesUntil(codigoCliente: string, fins: string): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.codigoCliente, codigoCliente), lte(invoices.date, fins)));
  }

  /** How many PDFs are kept (tests, and the operators' look at the table's size). */
  async pdfCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(documentPdfs);
    return row?.n ?? 0;
  }
}

/** `%` and `_` typed by a user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function dateRange(
  column: typeof invoices.date | typeof deliveryNotes.date,
  query: DocumentsQuery,
): (SQL | undefined)[] {
  return [
    query.desde ? gte(column, query.desde) : undefined,
    query.fins ? lte(column, query.fins) : undefined,
  ];
}
