// The customer's mails about its documents (DESIGN §15): a part of an order left (with its
// tracking link), an invoice was issued. Written in the synchronisation page's transaction that
// brought the document, to every active user of the customer who sees documents and has not
// switched them off, in
// each one's language. Only for orders placed in the portal and documents of the last week: the
// first synchronisation of an ERP's past must not mail years of invoices.
import { formatEuros } from '@portal/domain/format';
import { languageSchema } from '@portal/domain/languages';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentNoticeOptOuts, invoices, shipments } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { CustomerUsers } from '../users/customer-users.ts';
import type { DocumentReaders } from './document-access.ts';
import type { NewDocuments } from './document-sync.ts';

const RECENT_DAYS = 7;

export interface NoticeDeps {
  users: CustomerUsers;
  /** Who of the company sees documents: a user kept away from them is not mailed about them. */
  readers: Pick<DocumentReaders, 'keptAway'>;
  publicUrl: string;
}

async function recipients(tx: Tx, deps: NoticeDeps, codigoCliente: string) {
  const keptAway = await deps.readers.keptAway(tx, codigoCliente);
  const users = (await deps.users.active(tx, codigoCliente)).filter((user) => !keptAway.has(user.idUsuari));
  if (users.length === 0) return [];
  const out = await tx
    .select({ idUsuari: documentNoticeOptOuts.idUsuari })
    .from(documentNoticeOptOuts)
    .where(
      inArray(
        documentNoticeOptOuts.idUsuari,
        users.map((user) => user.idUsuari),
      ),
    );
  const silenced = new Set(out.map((row) => row.idUsuari));
  return users.filter((user) => !silenced.has(user.idUsuari));
}

export async function writeDocumentNotices(tx: Tx, news: NewDocuments, deps: NoticeDeps): Promise<void> {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600_000);
  if (news.shipments.length > 0) {
    const shipped = await tx
      .select()
      .from(shipments)
      .where(
        and(
          inArray(shipments.numero, news.shipments),
          isNotNull(shipments.codigoPedido),
          gte(shipments.shippedAt, since.toISOString()),
        ),
      );
    for (const shipment of shipped) {
      for (const user of await recipients(tx, deps, shipment.codigoCliente)) {
        await enqueueMail(tx, {
          kind: 'order.shipped',
          to: user.email,
          idioma: languageSchema.catch('ca').parse(user.idioma),
          params: {
            nom: user.nom,
            order: shipment.codigoPedido!,
            part: shipment.part,
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            trackingUrl: shipment.trackingUrl,
            lines: shipment.lines.map(({ codigo, nombre, quantity }) => ({ codigo, nombre, quantity })),
            link: `${deps.publicUrl}/history/order?${new URLSearchParams({ codigo: shipment.codigoPedido! }).toString()}`,
          },
        });
      }
    }
  }
  if (news.invoices.length > 0) {
    const issued = await tx
      .select()
      .from(invoices)
      .where(
        and(
          inArray(invoices.numero, news.invoices),
          eq(invoices.kind, 'invoice'),
          isNotNull(invoices.codigoPedido),
          gte(invoices.date, since.toISOString().slice(0, 10)),
        ),
      );
    for (const invoice of issued) {
      for (const user of await recipients(tx, deps, invoice.codigoCliente)) {
        await enqueueMail(tx, {
          kind: 'invoice.issued',
          to: user.email,
          idioma: languageSchema.catch('ca').parse(user.idioma),
          params: {
            nom: user.nom,
            numero: invoice.numero,
            order: invoice.codigoPedido,
            date: invoice.date,
            total: formatEuros(invoice.total),
            dueDates: invoice.dues.map((due) => due.dueDate),
            link: `${deps.publicUrl}/documents`,
          },
        });
      }
    }
  }
}
