// The order as the ERP import expects it (docs/erp-contract.md, order import): built when the
// order is stored and kept in the outbox row, so what the ERP receives is exactly what the
// customer confirmed, however long the delivery takes.
import { roundMoney, sumMoney, toMoney, type MoneyValue } from '@portal/domain/money';
import type { OrderImportBody } from '../../erp/gateway/contract.ts';
import type { DeliveryAddress } from './order-presenter.ts';

/** Amounts travel as decimal strings (`"890.00"`), as the contract asks. */
export type ErpOrderPayload = OrderImportBody;

const money = (value: MoneyValue) => roundMoney(value).toFixed(2);

export function erpOrderPayload(input: {
  codigo: string;
  codigoCliente: string;
  placedAt: Date;
  user: { username: string; email: string | null };
  lines: { codigo: string; nombre: string; quantity: number; priceNoOffer: number; discount: number }[];
  address: DeliveryAddress;
  erpContactId: string | null;
  formaPago: number;
  referencia: string | null;
  fechaEntrega: string | null;
  observaciones: string | null;
  shipping: number;
}): ErpOrderPayload {
  const grossTotal = sumMoney(input.lines.map((line) => toMoney(line.priceNoOffer).times(line.quantity)));
  const discount = sumMoney(input.lines.map((line) => line.discount));
  const net = grossTotal.minus(discount);
  return {
    portalCode: input.codigo,
    customerCodigo: input.codigoCliente,
    placedAt: input.placedAt.toISOString(),
    placedBy: input.user,
    lines: input.lines.map((line) => ({
      codigo: line.codigo,
      quantity: line.quantity,
      unitPrice: money(line.priceNoOffer),
      discount: money(line.discount),
      description: line.nombre.slice(0, 200),
    })),
    deliveryContact: {
      erpContactId: input.erpContactId,
      nombre: input.address.nombreContacto,
      direccion: input.address.direccion,
      codigoPostal: input.address.codigoPostal,
      poblacion: input.address.poblacion,
      provincia: input.address.provincia,
      ciudad: input.address.ciudad,
      pais: input.address.pais,
      telefono: input.address.telefono,
    },
    paymentMethodCode: input.formaPago,
    purchaseOrderRef: input.referencia,
    wishedDate: input.fechaEntrega,
    observations: input.observaciones,
    currency: 'EUR',
    totals: {
      gross: money(grossTotal),
      discount: money(discount),
      net: money(net),
      shipping: money(input.shipping),
      total: money(net.plus(input.shipping)),
    },
  };
}
