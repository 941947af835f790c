// The ERP's printed delivery notes, invoices and credit notes (pdfkit, its built-in Helvetica), in
// the customer's language. The text is real text, so a reader (and the tests) can search it.
import PDFDocument from 'pdfkit';
import type { Customer, Product } from '../../dataset/types.ts';
import type { DeliveryNote, Invoice, Language, Shipment } from '../document-types.ts';
import { PDF_WORDS, type PdfWords, formatDate, formatMoney } from './pdf-words.ts';

/** The distributor whose ERP this is, as its documents print it. */
export const ISSUER = {
  name: 'Soldadura i Tall Industrial SA',
  cif: 'A08000006',
  address: 'Carrer de la Forja 21, 08100 Mollet del Vallès (Barcelona)',
};

const LEFT = 50;
const WIDTH = 495;

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

type Doc = InstanceType<typeof PDFDocument>;

function render(build: (doc: Doc) => void, title: string): Promise<Buffer> {
  // A fixed creation date keeps the bytes the same for the same document.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: ISSUER.name, CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  build(doc);
  doc.end();
  return done;
}

function header(
  doc: Doc,
  title: string,
  numero: string,
  date: string,
  words: PdfWords,
  customer: Customer | undefined,
) {
  doc.font('Helvetica-Bold').fontSize(14).text(ISSUER.name, LEFT, 50);
  doc.font('Helvetica').fontSize(9).text(`CIF ${ISSUER.cif}`).text(ISSUER.address);
  doc.font('Helvetica-Bold').fontSize(18).text(title, LEFT, 110);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${words.number}: ${numero}`)
    .text(`${words.date}: ${formatDate(date)}`);
  if (customer) {
    doc.font('Helvetica-Bold').fontSize(10).text(words.customer, 330, 110);
    doc.font('Helvetica').fontSize(10);
    const lines = [
      `${customer.razonSocial} (${customer.codigo})`,
      `CIF ${customer.cif}`,
      customer.direccion ?? '',
      [customer.codigoPostal, customer.poblacion].filter(Boolean).join(' '),
      customer.provincia ?? '',
    ].filter((line) => line !== '');
    for (const line of lines) doc.text(line, 330, undefined, { width: 215 });
  }
  doc.moveDown(1);
  doc.y = Math.max(doc.y, 200);
}

function table(doc: Doc, columns: Column[], rows: string[][]) {
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > 740) doc.addPage();
    const top = doc.y;
    let x = LEFT;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x, top, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    if (bold)
      doc
        .moveTo(LEFT, doc.y - 2)
        .lineTo(LEFT + WIDTH, doc.y - 2)
        .lineWidth(0.5)
        .stroke();
  };
  drawRow(
    columns.map((c) => c.label),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.x = LEFT;
}

function keyValue(doc: Doc, pairs: [string, string][]) {
  doc.font('Helvetica').fontSize(10);
  for (const [key, value] of pairs) doc.text(`${key}: ${value}`, LEFT);
}

export interface PdfContext {
  language: Language;
  customer: Customer | undefined;
  products: Map<string, Product>;
}

function productName(context: PdfContext, codigo: string | null, fallback: string): string {
  if (!codigo) return fallback;
  const product = context.products.get(codigo);
  return product?.nombres[context.language] ?? product?.nombre ?? fallback;
}

export function deliveryNotePdf(
  note: DeliveryNote,
  shipment: Shipment | undefined,
  context: PdfContext,
): Promise<Buffer> {
  const words = PDF_WORDS[context.language];
  return render((doc) => {
    header(doc, words.deliveryNote, note.numero, note.date, words, context.customer);
    keyValue(doc, [
      [words.order, note.erpNumber],
      ...(note.portalCode ? ([[words.portalOrder, note.portalCode]] as [string, string][]) : []),
      ...(shipment
        ? ([
            [words.shipment, `${shipment.numero} (${shipment.part})`],
            [words.carrier, shipment.carrier],
            [words.tracking, shipment.trackingNumber],
          ] as [string, string][])
        : []),
    ]);
    doc.moveDown(1);
    table(
      doc,
      [
        { label: words.code, width: 110 },
        { label: words.description, width: 215 },
        { label: words.quantity, width: 70, align: 'right' },
        { label: words.batch, width: 100 },
      ],
      note.lines.map((line) => [
        line.codigo,
        productName(context, line.codigo, line.nombre),
        String(line.quantity),
        line.batch ?? '—',
      ]),
    );
  }, `${words.deliveryNote} ${note.numero}`);
}

export function invoicePdf(invoice: Invoice, context: PdfContext): Promise<Buffer> {
  const words = PDF_WORDS[context.language];
  const title = invoice.kind === 'credit_note' ? words.creditNote : words.invoice;
  const money = (amount: string) => formatMoney(amount, context.language);
  return render((doc) => {
    header(doc, title, invoice.numero, invoice.date, words, context.customer);
    keyValue(doc, [
      ...(invoice.erpNumber ? ([[words.order, invoice.erpNumber]] as [string, string][]) : []),
      ...(invoice.portalCode ? ([[words.portalOrder, invoice.portalCode]] as [string, string][]) : []),
      ...(invoice.deliveryNotes.length > 0
        ? ([[words.deliveryNotes, invoice.deliveryNotes.join(', ')]] as [string, string][])
        : []),
      ...(invoice.corrects ? ([[words.corrects, invoice.corrects]] as [string, string][]) : []),
    ]);
    doc.moveDown(1);
    table(
      doc,
      [
        { label: words.code, width: 110 },
        { label: words.description, width: 215 },
        { label: words.quantity, width: 70, align: 'right' },
        { label: words.amount, width: 100, align: 'right' },
      ],
      invoice.lines.map((line) => [
        line.codigo ?? '',
        line.codigo
          ? productName(context, line.codigo, line.nombre)
          : line.nombre === 'Portes'
            ? words.shipping
            : line.nombre,
        String(line.quantity),
        money(line.amount),
      ]),
    );
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(10);
    doc.text(`${words.base}: ${money(invoice.base)}`, LEFT, undefined, { width: WIDTH, align: 'right' });
    doc.text(`${words.vat} ${invoice.vatRate.replace(/\.00$/, '')} %: ${money(invoice.vat)}`, {
      width: WIDTH,
      align: 'right',
    });
    doc
      .font('Helvetica-Bold')
      .text(`${words.total}: ${money(invoice.total)}`, { width: WIDTH, align: 'right' });
    if (invoice.dues.length > 0) {
      doc.moveDown(1);
      doc.font('Helvetica-Bold').fontSize(10).text(words.dues, LEFT);
      // What is printed never changes (the portal keeps the first copy): no paid or pending here.
      table(
        doc,
        [
          { label: words.dueDate, width: 165 },
          { label: words.amount, width: 165, align: 'right' },
        ],
        invoice.dues.map((due) => [formatDate(due.dueDate), money(due.amount)]),
      );
    }
  }, `${title} ${invoice.numero}`);
}
