// The files the documents screen hands out: the lists as CSV (every cell a spreadsheet could run
// as a formula neutralised, by the one CSV writer), an account statement as CSV and as PDF
// (pdfkit), and several PDFs as one ZIP (fflate). Texts in the request's language.
import { csvDocument, type CsvValue } from '@portal/domain/csv';
import type { DeliveryNote, Invoice, Statement } from '@portal/domain/erp-documents';
import { formatAmount } from '@portal/domain/format';
import type { Language } from '@portal/domain/languages';
import { translate, type MessageKey } from '@portal/domain/messages';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/** `2026-04-15` → `15/04/2026`, without a time zone to shift it. */
export const dayOf = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const words = (language: Language) => (key: string, params?: Record<string, string>) =>
  translate(language, `documents.${key}` as MessageKey, params);

export function invoicesCsv(rows: readonly Invoice[], language: Language): string {
  const t = words(language);
  const header = [
    'numero',
    'kind',
    'date',
    'order',
    'erpNumber',
    'base',
    'vat',
    'total',
    'status',
    'nextDue',
    'reason',
  ].map((key) => t(`csv.${key}`));
  return csvDocument([
    header,
    ...rows.map((invoice): CsvValue[] => [
      invoice.numero,
      t(`kind.${invoice.kind}`),
      dayOf(invoice.date),
      invoice.codigoPedido,
      invoice.erpNumero,
      formatAmount(invoice.base),
      formatAmount(invoice.vat),
      formatAmount(invoice.total),
      invoice.kind === 'invoice' ? t(`status.${invoice.status}`) : '',
      invoice.nextDueDate ? dayOf(invoice.nextDueDate) : '',
      invoice.reason,
    ]),
  ]);
}

export function deliveryNotesCsv(rows: readonly DeliveryNote[], language: Language): string {
  const t = words(language);
  const header = ['numero', 'date', 'order', 'erpNumber', 'shipment', 'lines'].map((key) => t(`csv.${key}`));
  return csvDocument([
    header,
    ...rows.map((note): CsvValue[] => [
      note.numero,
      dayOf(note.date),
      note.codigoPedido,
      note.erpNumero,
      note.shipment,
      note.lines
        .map((line) => `${line.quantity} × ${line.codigo}${line.batch ? ` (${line.batch})` : ''}`)
        .join(', '),
    ]),
  ]);
}

export function statementCsv(statement: Statement, language: Language): string {
  const t = words(language);
  return csvDocument([
    [t('csv.date'), t('statement.concept'), t('csv.numero'), t('csv.amount'), t('csv.balance')],
    [dayOf(statement.desde), t('statement.opening'), '', '', formatAmount(statement.opening)],
    ...statement.entries.map((entry): CsvValue[] => [
      dayOf(entry.date),
      t(`kind.${entry.kind}`),
      entry.numero,
      formatAmount(entry.amount),
      formatAmount(entry.balance),
    ]),
    [dayOf(statement.fins), t('statement.closing'), '', '', formatAmount(statement.closing)],
  ]);
}

export function statementPdf(
  statement: Statement,
  customer: { codigo: string; razonSocial: string; cif: string },
  language: Language,
): Promise<Buffer> {
  const t = words(language);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: t('statement.title') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(t('statement.title'));
  doc.font('Helvetica').fontSize(10);
  doc.text(t('statement.period', { desde: dayOf(statement.desde), fins: dayOf(statement.fins) }));
  doc.text(`${t('statement.customer')}: ${customer.razonSocial} (${customer.codigo}) · CIF ${customer.cif}`);
  doc.moveDown(1);
  const columns = [80, 110, 125, 90, 90];
  const row = (cells: string[], bold = false) => {
    if (doc.y > 760) doc.addPage();
    const top = doc.y;
    let x = 50;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      doc.text(cell, x, top, { width: columns[index]! - 6, align: index >= 3 ? 'right' : 'left' });
      x += columns[index]!;
    });
    doc.y = Math.max(doc.y, top + 12) + 2;
  };
  row([t('csv.date'), t('statement.concept'), t('csv.numero'), t('csv.amount'), t('csv.balance')], true);
  row([dayOf(statement.desde), t('statement.opening'), '', '', formatAmount(statement.opening)]);
  for (const entry of statement.entries)
    row([
      dayOf(entry.date),
      t(`kind.${entry.kind}`),
      entry.numero,
      formatAmount(entry.amount),
      formatAmount(entry.balance),
    ]);
  if (statement.entries.length === 0) row(['', t('statement.empty'), '', '', '']);
  row([dayOf(statement.fins), t('statement.closing'), '', '', formatAmount(statement.closing)], true);
  doc.end();
  return done;
}

/** Several PDFs in one ZIP, each under its number; stored, not deflated (PDFs are compressed already). */
export function pdfZip(files: readonly { numero: string; content: Uint8Array }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [`${file.numero}.pdf`, file.content])), { level: 0 });
}
