// Shapes order rows for the wire (spec §3 Order: Codigo and lineasPedido).
import { storedOrderMoney } from '@portal/domain/order';
import { rejectionMessageOf } from '@portal/domain/order-rejection';
import type { Order, OrderLine } from '@portal/domain/ordering-api';
import { customerMayCancel, orderStatusSchema } from '@portal/domain/order-status';
import type { OrderLineRow, OrderRow } from './order-repository.ts';

export interface DeliveryAddress {
  nombreContacto: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string;
  ciudad: string;
  pais: string;
  telefono: string | null;
}

export function presentOrder(row: OrderRow, numLineas: number): Order {
  const estado = orderStatusSchema.parse(row.estado);
  return {
    Codigo: row.codigo,
    codigoCliente: row.codigoCliente,
    estado,
    erpNumero: row.erpNumero,
    // The customer reads why in their language; the ERP's own words stay for administrators.
    motivoRechazo: estado === 'rejected' ? rejectionMessageOf(row.erpMotivoCodigo) : null,
    motiuRebuig: estado === 'rejected' ? row.motiuRebuig : null,
    fecha: row.createdAt.toISOString(),
    referencia: row.referencia,
    fechaEntrega: row.fechaEntrega,
    observaciones: row.observaciones,
    formaPago: row.formaPago,
    direccionEntrega: row.direccionEntrega as DeliveryAddress,
    // The money as it was placed (order.ts), not priced again: prices change, orders do not.
    ...storedOrderMoney({
      subtotal: row.subtotal,
      discountTotal: row.descuento,
      shipping: row.portes,
      total: row.total,
    }),
    numLineas,
    cancelable: customerMayCancel(estado),
  };
}

export function presentLine(row: OrderLineRow): OrderLine {
  return {
    linea: row.linea,
    codigo: row.codigoArticulo,
    nombre: row.nombre,
    Cantidad: row.cantidad,
    finalPrice: Number(row.precioUnitario),
    priceNoOffer: Number(row.precioSinOferta),
    discount: Number(row.descuento),
    lineTotal: Number(row.total),
    codigoPropio: row.codigoPropio,
  };
}
