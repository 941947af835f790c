// The documents after an order, as the rest of the portal reaches them (DESIGN §15): the order
// page's shipments, delivery notes and invoices, a document by its number, its PDF (fetched from
// the ERP the first time anyone asks for it, then kept), and the customer's credit. Every answer is
// scoped to the caller's customer through the one customer-scope check: another customer's
// document is a 404 whether asked by number, by order or by file.
import { creditPolicyOf } from '@portal/domain/credit-policy';
import type { CreditAnswer } from '@portal/domain/erp-documents';
import type { AdminParamService } from '../admin-params/admin-param-service.ts';
import type {
  DocumentsQuery,
  InvoicesPage,
  OrderDocuments,
  Statement,
  StatementQuery,
} from '@portal/domain/erp-documents';
import { statementOf } from '@portal/domain/erp-documents-rules';
import type { Page } from '@portal/domain/api';
import type { DeliveryNote } from '@portal/domain/erp-documents';
import type { Language } from '@portal/domain/languages';
import { toWireAmount } from '@portal/domain/money';
import type { Db } from '../../db/client.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { authorize, authorizeCustomer, ownCustomer } from '../../http/customer-scope.ts';
import type { CustomerProfileService } from '../customers/customer-profile-service.ts';
import { deliveryNotesCsv, invoicesCsv, pdfZip, statementCsv, statementPdf } from './document-files.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import type { ContributedAppliers } from '../erp-sync/sync-appliers.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { DocumentReaders } from './document-access.ts';
import { presentCredit, presentDeliveryNote, presentInvoice, presentShipment } from './document-presenter.ts';
import type { DocumentRepository, PdfKind } from './document-repository.ts';
import { type NoticeDeps, writeDocumentNotices } from './document-notices.ts';
import { documentNoticeOptOuts } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  applyCredit,
  applyDeliveryNotes,
  applyInvoices,
  applyShipments,
  type OnNewDocuments,
} from './document-sync.ts';

export interface ErpDocumentsDeps {
  db: Db;
  /** The module's own tables: shipments, delivery notes, invoices, their PDFs and the credit. */
  documents: DocumentRepository;
  erp: ErpGateway | undefined;
  orders: OrderService;
  /** The customer's company data, for a statement's heading. */
  customers: CustomerProfileService;
  /** `creditPolicy`, which checkout shows the credit with. */
  params: AdminParamService;
  /** Who the notices of a new shipment or invoice go to, and the portal's address for their links. */
  notices?: Omit<NoticeDeps, 'readers'>;
  /** Who of a customer company sees its documents and credit (document-access.ts). */
  readers: DocumentReaders;
}

/** A CSV holds at most this many rows (the newest); a longer list is narrowed by its filters. */
const CSV_MAX_ROWS = 10_000;

function pageOf<T>(content: T[], total: number, query: { page: number; size: number }): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

const pdfUnavailable = () => new AppError(503, 'erp_unavailable', 'documents.pdfUnavailable');

export class ErpDocumentsService {
  /** PDFs being fetched now, so that two requests for one document ask the ERP once. */
  private readonly fetching = new Map<string, Promise<Uint8Array>>();

  /** Who of a customer company sees its documents and credit. */
  readonly readers: DocumentReaders;

  constructor(private readonly deps: ErpDocumentsDeps) {
    this.readers = deps.readers;
  }

  private get repo() {
    return this.deps.documents;
  }

  /** How the synchronisation writes this module's entities (modules/erp-sync, contract §14). */
  syncAppliers(): ContributedAppliers {
    const notices = this.deps.notices;
    const onNew: OnNewDocuments | undefined = notices
      ? (tx, news) => writeDocumentNotices(tx, news, { ...notices, readers: this.readers })
      : undefined;
    return {
      shipments: (tx, items) => applyShipments(tx, items, onNew),
      'delivery-notes': (tx, items) => applyDeliveryNotes(tx, items),
      invoices: (tx, items) => applyInvoices(tx, items, onNew),
      credit: (tx, items) => applyCredit(tx, items),
    };
  }

  /** What followed an order in the ERP; an order the caller does not reach is a 404. */
  async forOrder(auth: AuthContext, codigo: string): Promise<OrderDocuments> {
    const [order, reader] = await Promise.all([
      this.deps.orders.order(auth, codigo),
      this.readers.maySee(auth),
    ]);
    const rows = await this.repo.forOrder(order.codigoCliente, order.Codigo);
    // Where the goods are is every buyer's business; the delivery notes and invoices only their readers'.
    return {
      shipments: rows.shipments.map(presentShipment),
      deliveryNotes: reader ? rows.deliveryNotes.map(presentDeliveryNote) : [],
      invoices: reader ? rows.invoices.map(presentInvoice) : [],
    };
  }

  async deliveryNote(auth: AuthContext, numero: string) {
    await this.readers.require(auth);
    return presentDeliveryNote(authorize(auth, await this.repo.deliveryNote(numero)));
  }

  async invoice(auth: AuthContext, numero: string) {
    await this.readers.require(auth);
    return presentInvoice(authorize(auth, await this.repo.invoice(numero)));
  }

  /** A document's PDF: the kept copy, or the ERP's, kept for next time. */
  async pdf(auth: AuthContext, kind: PdfKind, numero: string): Promise<Uint8Array> {
    await this.readers.require(auth);
    const document = authorize(
      auth,
      kind === 'delivery-note' ? await this.repo.deliveryNote(numero) : await this.repo.invoice(numero),
    );
    const kept = await this.repo.pdf(kind, numero);
    if (kept) return kept;
    const key = `${kind}/${numero}`;
    let pending = this.fetching.get(key);
    if (!pending) {
      pending = this.fetchPdf(kind, numero, document.codigoCliente).finally(() => this.fetching.delete(key));
      this.fetching.set(key, pending);
    }
    return pending;
  }

  private async fetchPdf(kind: PdfKind, numero: string, codigoCliente: string): Promise<Uint8Array> {
    if (!this.deps.erp) throw pdfUnavailable();
    const answer = await this.deps.erp.documentPdf(kind, numero);
    if (answer.kind === 'refused') {
      if (answer.status === 404) throw notFound();
      throw pdfUnavailable();
    }
    if (answer.kind === 'unavailable') throw pdfUnavailable();
    await this.repo.savePdf(kind, numero, codigoCliente, answer.value);
    return answer.value;
  }

  /** The customer's credit as the ERP last judged it; null before the ERP sent any. */
  async credit(auth: AuthContext, codigoCliente: string) {
    await this.readers.require(auth);
    const row = await this.repo.credit(authorizeCustomer(auth, codigoCliente));
    return row ? presentCredit(row) : null;
  }

  /** Whether the caller is mailed when an order ships or an invoice is issued (on unless switched off). */
  async notices(auth: AuthContext): Promise<{ enabled: boolean }> {
    ownCustomer(auth);
    const [row] = await this.deps.db
      .select()
      .from(documentNoticeOptOuts)
      .where(eq(documentNoticeOptOuts.idUsuari, auth.idUsuari));
    return { enabled: !row };
  }

  async setNotices(auth: AuthContext, enabled: boolean): Promise<{ enabled: boolean }> {
    ownCustomer(auth);
    if (enabled)
      await this.deps.db
        .delete(documentNoticeOptOuts)
        .where(eq(documentNoticeOptOuts.idUsuari, auth.idUsuari));
    else
      await this.deps.db
        .insert(documentNoticeOptOuts)
        .values({ idUsuari: auth.idUsuari })
        .onConflictDoNothing();
    return { enabled };
  }

  /**
   * The caller's own customer's credit (a customer's user; staff have none: 403), with the policy
   * checkout judges an order by, so the summary says beforehand what placing it will do.
   */
  async ownCredit(auth: AuthContext): Promise<CreditAnswer> {
    const [credit, { creditPolicy }] = await Promise.all([
      this.credit(auth, ownCustomer(auth)),
      this.deps.params.valuesOf(['creditPolicy'] as const),
    ]);
    return { credit, policy: creditPolicyOf(creditPolicy) };
  }

  async invoices(auth: AuthContext, query: DocumentsQuery): Promise<InvoicesPage> {
    const codigoCliente = ownCustomer(await this.readers.require(auth));
    const { rows, total, sum, pending } = await this.repo.invoicePage(codigoCliente, query);
    return {
      ...pageOf(rows.map(presentInvoice), total, query),
      totals: { total: toWireAmount(sum), pending: toWireAmount(pending) },
    };
  }

  async deliveryNotes(auth: AuthContext, query: DocumentsQuery): Promise<Page<DeliveryNote>> {
    const codigoCliente = ownCustomer(await this.readers.require(auth));
    const { rows, total } = await this.repo.deliveryNotePage(codigoCliente, query);
    return pageOf(rows.map(presentDeliveryNote), total, query);
  }

  /** Every invoice and credit note the filters match (not only a page), as CSV. */
  async invoicesCsv(auth: AuthContext, query: DocumentsQuery, language: Language): Promise<string> {
    const codigoCliente = ownCustomer(await this.readers.require(auth));
    const { rows } = await this.repo.invoicePage(codigoCliente, { ...query, page: 0 }, CSV_MAX_ROWS);
    return invoicesCsv(rows.map(presentInvoice), language);
  }

  async deliveryNotesCsv(auth: AuthContext, query: DocumentsQuery, language: Language): Promise<string> {
    const codigoCliente = ownCustomer(await this.readers.require(auth));
    const { rows } = await this.repo.deliveryNotePage(codigoCliente, { ...query, page: 0 }, CSV_MAX_ROWS);
    return deliveryNotesCsv(rows.map(presentDeliveryNote), language);
  }

  /**
   * Several PDFs in one ZIP, by number (delivery notes, invoices, credit notes). One the caller
   * does not reach makes the whole request a 404, as a single one would.
   */
  async zip(auth: AuthContext, numeros: readonly string[]): Promise<Uint8Array> {
    await this.readers.require(auth);
    const files = [];
    for (const numero of numeros) {
      const kind: PdfKind = (await this.repo.deliveryNote(numero)) ? 'delivery-note' : 'invoice';
      files.push({ numero, content: await this.pdf(auth, kind, numero) });
    }
    return pdfZip(files);
  }

  async statement(auth: AuthContext, query: StatementQuery): Promise<Statement> {
    const codigoCliente = ownCustomer(await this.readers.require(auth));
    const rows = (await this.repo.invoicesUntil(codigoCliente, query.fins)).map(presentInvoice);
    return statementOf(rows, query.desde, query.fins);
  }

  async statementCsv(auth: AuthContext, query: StatementQuery, language: Language): Promise<string> {
    return statementCsv(await this.statement(auth, query), language);
  }

  async statementPdf(auth: AuthContext, query: StatementQuery, language: Language): Promise<Buffer> {
    const statement = await this.statement(auth, query);
    const customer = await this.deps.customers.byCodigo(auth, ownCustomer(auth), language);
    return statementPdf(statement, customer, language);
  }
}
