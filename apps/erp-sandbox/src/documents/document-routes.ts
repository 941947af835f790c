// The ERP's documents over the contract (docs/erp-contract.md §14): the four exports (paged,
// `updatedSince`, optionally one customer's), the PDFs of delivery notes, invoices and credit
// notes, and a carrier's tracking page for the tracking links. The `documentsLagSeconds` switch
// shows the documents as they were that long ago; `documentsDown` answers 503 to all of them.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errors } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { exportPage, exportQuerySchema } from '../exports/paging.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import type { SwitchBoard } from '../switches.ts';
import { CUSTOMER_LANGUAGES } from './document-state.ts';
import { type Ledger, buildLedger } from './ledger.ts';
import { deliveryNotePdf, invoicePdf, type PdfContext } from './pdf/document-pdf.ts';

export const DOCUMENT_ENTITIES = ['shipments', 'delivery-notes', 'invoices', 'credit'] as const;
export type DocumentEntity = (typeof DOCUMENT_ENTITIES)[number];

const documentQuerySchema = exportQuerySchema.extend({
  /** Only this customer's documents. */
  codigoCliente: z.string().min(1).max(40).optional(),
});

const numeroParams = z.object({ numero: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/) });

export interface DocumentDeps {
  store: SandboxStore;
  switches: SwitchBoard;
  clock: () => number;
  /** Where the sandbox is reached (tracking links); by default the address the request came to. */
  publicUrl: string | undefined;
}

type Keyed = { updatedAt: string; codigoCliente: string };

function itemsOf(ledger: Ledger, entity: DocumentEntity): { items: Keyed[]; key: (item: Keyed) => string } {
  switch (entity) {
    case 'shipments':
      return { items: ledger.shipments, key: (item) => (item as Ledger['shipments'][number]).numero };
    case 'delivery-notes':
      return { items: ledger.deliveryNotes, key: (item) => (item as Ledger['deliveryNotes'][number]).numero };
    case 'invoices':
      return { items: ledger.invoices, key: (item) => (item as Ledger['invoices'][number]).numero };
    case 'credit':
      return { items: ledger.credit, key: (item) => item.codigoCliente };
  }
}

export function documentRoutes(api: FastifyInstance, deps: DocumentDeps): void {
  const ledgerFor = async (host: string | undefined): Promise<Ledger> => {
    const switches = deps.switches.get();
    if (switches.documentsDown)
      throw errors.unavailable("The ERP's documents are unavailable (sandbox documentsDown switch)");
    await deps.store.settled();
    const base = deps.publicUrl ?? `http://${host ?? '127.0.0.1:4100'}`;
    return buildLedger(deps.store.state, deps.clock() - switches.documentsLagSeconds * 1000, base);
  };

  for (const entity of DOCUMENT_ENTITIES) {
    api.get(`/export/${entity}`, async (request) => {
      const query = parseWith(documentQuerySchema, request.query);
      const { items, key } = itemsOf(await ledgerFor(request.headers.host), entity);
      const mine = query.codigoCliente
        ? items.filter((item) => item.codigoCliente === query.codigoCliente)
        : items;
      return exportPage(mine, key, query);
    });
  }

  const pdfContext = (codigoCliente: string): PdfContext => ({
    language: CUSTOMER_LANGUAGES[codigoCliente] ?? 'es',
    customer: deps.store.state.customers.get(codigoCliente),
    products: deps.store.state.products,
  });
  const sendPdf = (reply: FastifyReply, numero: string, pdf: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${numero}.pdf"`)
      .send(pdf);

  api.get('/delivery-notes/:numero/pdf', async (request, reply) => {
    const { numero } = parseWith(numeroParams, request.params);
    const ledger = await ledgerFor(request.headers.host);
    const note = ledger.deliveryNotes.find((item) => item.numero === numero);
    if (!note) throw errors.notFound(`Delivery note ${numero}`);
    const shipment = ledger.shipments.find((item) => item.numero === note.shipment);
    return sendPdf(reply, numero, await deliveryNotePdf(note, shipment, pdfContext(note.codigoCliente)));
  });

  api.get('/invoices/:numero/pdf', async (request, reply) => {
    const { numero } = parseWith(numeroParams, request.params);
    const invoice = (await ledgerFor(request.headers.host)).invoices.find((item) => item.numero === numero);
    if (!invoice) throw errors.notFound(`Invoice ${numero}`);
    return sendPdf(reply, numero, await invoicePdf(invoice, pdfContext(invoice.codigoCliente)));
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * `GET /tracking/{trackingNumber}`: what a carrier's tracking page would say, so the portal's
 * tracking links lead somewhere in the demo. No token: the customer's browser opens it.
 */
export function trackingRoutes(app: FastifyInstance, deps: DocumentDeps): void {
  app.get('/tracking/:number', async (request, reply) => {
    const { number } = parseWith(
      z.object({ number: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }),
      request.params,
    );
    await deps.store.settled();
    const shipment = buildLedger(deps.store.state, deps.clock(), '').shipments.find(
      (s) => s.trackingNumber === number,
    );
    if (!shipment) throw errors.notFound(`Tracking number ${number}`);
    const status = shipment.status === 'delivered' ? `Delivered ${shipment.deliveredAt}` : 'In transit';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(shipment.carrier)} ${escapeHtml(number)}</title></head>
<body><main><h1>${escapeHtml(shipment.carrier)} tracking ${escapeHtml(number)}</h1>
<p>Shipment ${escapeHtml(shipment.numero)}: ${escapeHtml(status)}</p><p>Left the warehouse ${escapeHtml(shipment.shippedAt)}</p></main></body></html>`;
    return reply.header('content-type', 'text/html; charset=utf-8').send(html);
  });
}
