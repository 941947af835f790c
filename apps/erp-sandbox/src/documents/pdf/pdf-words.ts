// The words of the ERP's printed documents in the three languages the ERP writes them in.
import type { Language } from '../document-types.ts';

export interface PdfWords {
  deliveryNote: string;
  invoice: string;
  creditNote: string;
  number: string;
  date: string;
  customer: string;
  order: string;
  portalOrder: string;
  shipment: string;
  carrier: string;
  tracking: string;
  code: string;
  description: string;
  quantity: string;
  batch: string;
  amount: string;
  base: string;
  vat: string;
  total: string;
  dues: string;
  dueDate: string;
  corrects: string;
  deliveryNotes: string;
  shipping: string;
  page: string;
}

export const PDF_WORDS: Record<Language, PdfWords> = {
  ca: {
    deliveryNote: 'Albarà',
    invoice: 'Factura',
    creditNote: 'Factura rectificativa (abonament)',
    number: 'Número',
    date: 'Data',
    customer: 'Client',
    order: 'Comanda',
    portalOrder: 'Comanda del portal',
    shipment: 'Enviament',
    carrier: 'Transportista',
    tracking: 'Seguiment',
    code: 'Codi',
    description: 'Descripció',
    quantity: 'Quantitat',
    batch: 'Lot',
    amount: 'Import',
    base: 'Base imposable',
    vat: 'IVA',
    total: 'Total',
    dues: 'Venciments',
    dueDate: 'Venciment',
    corrects: 'Rectifica la factura',
    deliveryNotes: 'Albarans',
    shipping: 'Ports',
    page: 'Pàgina',
  },
  es: {
    deliveryNote: 'Albarán',
    invoice: 'Factura',
    creditNote: 'Factura rectificativa (abono)',
    number: 'Número',
    date: 'Fecha',
    customer: 'Cliente',
    order: 'Pedido',
    portalOrder: 'Pedido del portal',
    shipment: 'Envío',
    carrier: 'Transportista',
    tracking: 'Seguimiento',
    code: 'Código',
    description: 'Descripción',
    quantity: 'Cantidad',
    batch: 'Lote',
    amount: 'Importe',
    base: 'Base imponible',
    vat: 'IVA',
    total: 'Total',
    dues: 'Vencimientos',
    dueDate: 'Vencimiento',
    corrects: 'Rectifica la factura',
    deliveryNotes: 'Albaranes',
    shipping: 'Portes',
    page: 'Página',
  },
  en: {
    deliveryNote: 'Delivery note',
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    date: 'Date',
    customer: 'Customer',
    order: 'Order',
    portalOrder: 'Portal order',
    shipment: 'Shipment',
    carrier: 'Carrier',
    tracking: 'Tracking',
    code: 'Code',
    description: 'Description',
    quantity: 'Quantity',
    batch: 'Batch',
    amount: 'Amount',
    base: 'Taxable base',
    vat: 'VAT',
    total: 'Total',
    dues: 'Due dates',
    dueDate: 'Due',
    corrects: 'Corrects invoice',
    deliveryNotes: 'Delivery notes',
    shipping: 'Shipping',
    page: 'Page',
  },
};

const LOCALES: Record<Language, string> = { ca: 'ca-ES', es: 'es-ES', en: 'en-GB' };

export function formatMoney(amount: string, language: Language): string {
  const value = Number(amount);
  return `${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(value)} EUR`;
}

/** DD/MM/YYYY of a `YYYY-MM-DD` date or an instant. */
export function formatDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
