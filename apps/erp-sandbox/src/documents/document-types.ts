// What the ERP exports after an order (docs/erp-contract.md §14), in the field names of the
// export items. Money as 2-decimal strings (credit notes negative), instants as ISO strings,
// dates as YYYY-MM-DD.

export type Language = 'ca' | 'es' | 'en';

export interface ShipmentLine {
  codigo: string;
  nombre: string;
  quantity: number;
}

export interface Shipment {
  numero: string;
  codigoCliente: string;
  /** The portal's order code; null for an order the ERP took by other means. */
  portalCode: string | null;
  erpNumber: string;
  /** 1 for the first part of an order, 2 for the second … */
  part: number;
  status: 'in_transit' | 'delivered';
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
  deliveryNote: string;
  lines: ShipmentLine[];
  updatedAt: string;
}

export interface DeliveryNoteLine extends ShipmentLine {
  /** The batch (lot) the goods came from; null for what has none (a service). */
  batch: string | null;
}

export interface DeliveryNote {
  numero: string;
  codigoCliente: string;
  portalCode: string | null;
  erpNumber: string;
  shipment: string;
  date: string;
  lines: DeliveryNoteLine[];
  updatedAt: string;
}

export interface InvoiceDue {
  dueDate: string;
  amount: string;
  /** When it was paid; null while it is not. */
  paidAt: string | null;
}

export interface InvoiceLine {
  codigo: string | null;
  nombre: string;
  quantity: number;
  /** The line's amount without VAT. */
  amount: string;
}

export interface Invoice {
  numero: string;
  kind: 'invoice' | 'credit_note';
  codigoCliente: string;
  portalCode: string | null;
  erpNumber: string | null;
  date: string;
  deliveryNotes: string[];
  /** A credit note: the invoice it corrects. */
  corrects: string | null;
  paymentMethodCode: number | null;
  lines: InvoiceLine[];
  base: string;
  vatRate: string;
  vat: string;
  total: string;
  dues: InvoiceDue[];
  status: 'pending' | 'overdue' | 'paid';
  updatedAt: string;
}

export interface Credit {
  codigoCliente: string;
  limit: string;
  used: string;
  available: string;
  overdue: string;
  updatedAt: string;
}
