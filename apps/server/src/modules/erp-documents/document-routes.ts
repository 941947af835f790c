// The documents after an order over HTTP (DESIGN §15). Each handler parses, authorises (its
// declared permission; the service applies the customer scope and who may read documents), calls
// one service method and shapes the answer. The service is built in the composition root.
import {
  creditAnswerSchema,
  deliveryNoteSchema,
  deliveryNotesPageSchema,
  documentNumeroSchema,
  documentReadersSchema,
  documentsQuerySchema,
  invoiceSchema,
  invoicesPageSchema,
  orderDocumentsSchema,
  statementQuerySchema,
  statementSchema,
  zipQuerySchema,
} from '@portal/domain/erp-documents';
import { requestLanguage } from '../../http/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-control.ts';
import { ownCustomer } from '../../http/customer-scope.ts';
import type { ErpDocumentsService } from './document-service.ts';

const tags = ['documents'];
const config = { access: 'permission' as const };
const numeroParams = z.object({ numero: documentNumeroSchema });
const codeParams = z.object({ code: z.string().trim().min(1).max(40) });

function sendPdf(reply: FastifyReply, numero: string, content: Uint8Array) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${numero}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      // Behind a login: a shared cache must never keep it.
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(content))
  );
}

function sendFile(reply: FastifyReply, type: string, name: string, content: string | Uint8Array) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(typeof content === 'string' ? content : Buffer.from(content));
}

const CSV = 'text/csv; charset=utf-8';

export const erpDocumentRoutes: FastifyPluginAsyncZod<{ documents: ErpDocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/documents/invoices',
    {
      config,
      schema: {
        tags,
        summary:
          "The customer's invoices and credit notes, filtered, newest first, with the totals of all that match",
        querystring: documentsQuerySchema,
        response: { 200: invoicesPageSchema },
      },
    },
    async (request) => documents.invoices(requireAuth(request), request.query),
  );

  app.get(
    '/documents/delivery-notes',
    {
      config,
      schema: {
        tags,
        summary: "The customer's delivery notes, filtered, newest first",
        querystring: documentsQuerySchema,
        response: { 200: deliveryNotesPageSchema },
      },
    },
    async (request) => documents.deliveryNotes(requireAuth(request), request.query),
  );

  app.get(
    '/documents/invoices/csv',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered invoices and credit notes as CSV',
        querystring: documentsQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        CSV,
        'factures.csv',
        await documents.invoicesCsv(requireAuth(request), request.query, requestLanguage(request)),
      ),
  );

  app.get(
    '/documents/delivery-notes/csv',
    {
      config,
      schema: { tags, summary: 'The filtered delivery notes as CSV', querystring: documentsQuerySchema },
    },
    async (request, reply) =>
      sendFile(
        reply,
        CSV,
        'albarans.csv',
        await documents.deliveryNotesCsv(requireAuth(request), request.query, requestLanguage(request)),
      ),
  );

  app.get(
    '/documents/zip',
    {
      config,
      schema: {
        tags,
        summary: 'Several delivery notes and invoices as PDFs in one ZIP (at most 50)',
        querystring: zipQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        'application/zip',
        'documents.zip',
        await documents.zip(requireAuth(request), request.query.items),
      ),
  );

  app.get(
    '/documents/statement',
    {
      config,
      schema: {
        tags,
        summary:
          'An account statement (at most 24 months): opening balance, invoices, credit notes, payments, closing balance',
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    async (request) => documents.statement(requireAuth(request), request.query),
  );

  app.get(
    '/documents/statement/pdf',
    { config, schema: { tags, summary: 'An account statement as PDF', querystring: statementQuerySchema } },
    async (request, reply) =>
      sendFile(
        reply,
        'application/pdf',
        `extracte-${request.query.desde}-${request.query.fins}.pdf`,
        await documents.statementPdf(requireAuth(request), request.query, requestLanguage(request)),
      ),
  );

  app.get(
    '/documents/statement/csv',
    { config, schema: { tags, summary: 'An account statement as CSV', querystring: statementQuerySchema } },
    async (request, reply) =>
      sendFile(
        reply,
        CSV,
        `extracte-${request.query.desde}-${request.query.fins}.csv`,
        await documents.statementCsv(requireAuth(request), request.query, requestLanguage(request)),
      ),
  );

  const noticesSchema = z.object({ enabled: z.boolean() });
  app.get(
    '/documents/notices',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the caller is mailed when an order ships or an invoice is issued',
        response: { 200: noticesSchema },
      },
    },
    async (request) => documents.notices(requireAuth(request)),
  );
  app.put(
    '/documents/notices',
    {
      config,
      schema: {
        tags,
        summary: 'Switch those mails on or off for the caller',
        body: noticesSchema,
        response: { 200: noticesSchema },
      },
    },
    async (request) => documents.setNotices(requireAuth(request), request.body.enabled),
  );

  app.get(
    '/documents/lectors',
    {
      config,
      schema: {
        tags,
        summary: 'Which company roles see the documents and credit (the company administrator always does)',
        response: { 200: documentReadersSchema },
      },
    },
    async (request) => documents.readers.of(ownCustomer(requireAuth(request))),
  );
  app.put(
    '/documents/lectors',
    {
      config,
      schema: {
        tags,
        summary: 'The company administrator decides which company roles see the documents and credit',
        body: documentReadersSchema,
        response: { 200: documentReadersSchema },
      },
    },
    async (request) => documents.readers.set(requireAuth(request), request.body),
  );

  app.get(
    '/documents/credit',
    {
      config,
      schema: {
        tags,
        summary: "The customer's credit as the ERP last judged it",
        response: { 200: creditAnswerSchema },
      },
    },
    async (request) => documents.ownCredit(requireAuth(request)),
  );

  app.get(
    '/documents/pedido/:code',
    {
      config,
      schema: {
        tags,
        summary: "An order's shipments, delivery notes and invoices, as the ERP sent them",
        params: codeParams,
        response: { 200: orderDocumentsSchema },
      },
    },
    async (request) => documents.forOrder(requireAuth(request), request.params.code),
  );

  app.get(
    '/documents/delivery-notes/:numero',
    {
      config,
      schema: {
        tags,
        summary: 'A delivery note by its number',
        params: numeroParams,
        response: { 200: deliveryNoteSchema },
      },
    },
    async (request) => documents.deliveryNote(requireAuth(request), request.params.numero),
  );

  app.get(
    '/documents/invoices/:numero',
    {
      config,
      schema: {
        tags,
        summary: 'An invoice or credit note by its number',
        params: numeroParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => documents.invoice(requireAuth(request), request.params.numero),
  );

  app.get(
    '/documents/delivery-notes/:numero/pdf',
    {
      config,
      schema: {
        tags,
        summary: "A delivery note's PDF (the ERP's, kept after the first request)",
        params: numeroParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        request.params.numero,
        await documents.pdf(requireAuth(request), 'delivery-note', request.params.numero),
      ),
  );

  app.get(
    '/documents/invoices/:numero/pdf',
    {
      config,
      schema: {
        tags,
        summary: "An invoice's or credit note's PDF (the ERP's, kept after the first request)",
        params: numeroParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        request.params.numero,
        await documents.pdf(requireAuth(request), 'invoice', request.params.numero),
      ),
  );
};
