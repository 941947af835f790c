// The order as the ERP import expects it (docs/erp-contract.md, order import): built when the
// order is stored and kept in the outbox row, so what the ERP receives is exactly what the
// customer confirmed, however long the delivery takes. Every amount is the order's money as the
// domain's one pricing step made it (order.ts `summariseOrder`); nothing is added up here.
import { roundMoney, type MoneyValue } from '@portal/domain/money';
import type { OrderSummary } from '@portal/domain/order';
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
  /** The order's money: its lines' unit prices and discounts, and its totals. */
  money: OrderSummary;
  /** Each line's description (the product's name), by code. */
  names: ReadonlyMap<string, string>;
  address: DeliveryAddress;
  erpContactId: string | null;
  formaPago: number;
  referencia: string | null;
  fechaEntrega: string | null;
  observaciones: string | null;
}): ErpOrderPayload {
  const { money: order } = input;
  return {
    portalCode: input.codigo,
    customerCodigo: input.codigoCliente,
    placedAt: input.placedAt.toISOString(),
    placedBy: input.user,
    lines: order.lines.map((line) => ({
      codigo: line.codigo,
      quantity: line.quantity,
      // The contract's unit price is before the discount: the portal's priceNoOffer.
      unitPrice: money(line.priceNoOffer),
      discount: money(line.discount),
      description: (input.names.get(line.codigo) ?? line.codigo).slice(0, 200),
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
    // The contract's names for the same five figures the customer saw.
    totals: {
      gross: money(order.grossTotal),
      discount: money(order.discountTotal),
      net: money(order.subtotal),
      shipping: money(order.shipping),
      total: money(order.total),
    },
  };
}
