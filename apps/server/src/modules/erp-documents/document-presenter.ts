// This module's rows as the portal's API shows them (packages/domain/src/erp-documents.ts): money
// as two-decimal numbers, the customer left out (a caller only ever sees its own).
import type { Credit, DeliveryNote, Invoice, Shipment } from '@portal/domain/erp-documents';
import { toWireAmount } from '@portal/domain/money';
import type { CreditRow, DeliveryNoteRow, InvoiceRow, ShipmentRow } from './document-repository.ts';

const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function presentShipment(row: ShipmentRow): Shipment {
  return {
    numero: row.numero,
    codigoPedido: row.codigoPedido,
    erpNumero: row.erpNumero,
    part: row.part,
    status: row.status === 'delivered' ? 'delivered' : 'in_transit',
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: instant(row.shippedAt)!,
    deliveredAt: instant(row.deliveredAt),
    deliveryNote: row.deliveryNote,
    lines: row.lines.map(({ codigo, nombre, quantity }) => ({ codigo, nombre, quantity })),
  };
}

export function presentDeliveryNote(row: DeliveryNoteRow): DeliveryNote {
  return {
    numero: row.numero,
    codigoPedido: row.codigoPedido,
    erpNumero: row.erpNumero,
    shipment: row.shipment,
    date: row.date,
    lines: row.lines.map(({ codigo, nombre, quantity, batch }) => ({
      codigo,
      nombre,
      quantity,
      batch: batch ?? null,
    })),
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  const unpaid = row.dues
    .filter((due) => due.paidAt === null)
    .map((due) => due.dueDate)
    .sort();
  return {
    numero: row.numero,
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    codigoPedido: row.codigoPedido,
    erpNumero: row.erpNumero,
    date: row.date,
    deliveryNotes: row.deliveryNotes,
    corrects: row.corrects,
    base: toWireAmount(row.base),
    vat: toWireAmount(row.vat),
    total: toWireAmount(row.total),
    dues: row.dues.map((due) => ({
      dueDate: due.dueDate,
      amount: toWireAmount(due.amount),
      paidAt: due.paidAt,
    })),
    status: row.status === 'paid' ? 'paid' : row.status === 'overdue' ? 'overdue' : 'pending',
    reason: row.kind === 'credit_note' ? (row.lines[0]?.nombre ?? null) : null,
    nextDueDate: unpaid[0] ?? null,
  };
}

export function presentCredit(row: CreditRow): Credit {
  return {
    limit: toWireAmount(row.creditLimit),
    used: toWireAmount(row.used),
    available: toWireAmount(row.available),
    overdue: toWireAmount(row.overdue),
    updatedAt: instant(row.erpUpdatedAt)!,
  };
}
