// A stand-in for the cart, customer and order API in component tests: answers by method and
// path (the dialog fires several calls at once, so answering in order would be a race), records
// every request with its headers, and answers the navigation guard and the header's cart.
import { PRICE_LISTS } from '@portal/domain/constants';
import { orderTotalsOf, summariseOrder } from '@portal/domain/order';
import {
  cartViewSchema,
  placedOrderSchema,
  type CartView,
  type CartViewLine,
  type Contact,
  type PlacedOrder,
} from '@portal/domain/ordering-api';
import { contact as customerContact } from '../../../testing/customer-contacts.ts';
import { envelope, fakeApi, json, type Handler } from '../../../testing/fake-api.ts';

export function cartLine(overrides: Partial<CartViewLine> = {}): CartViewLine {
  return {
    id: 7,
    codigo: 'ELR-6013-32',
    title: 'E6013 rutile electrode 3.2 mm (5 kg box)',
    offer: false,
    minimumQuantity: 5,
    finalPrice: 23.9,
    discount: 0,
    Cantidad: 5,
    priceNoOffer: 23.9,
    medias: [{ id: 1, url: '/media/products/ELR-6013-32.svg', tipo: 'image', orden: 0 }],
    prices: [],
    idAlmacen: '01',
    stock: 80,
    lote: 5,
    lineTotal: 119.5,
    errors: [],
    warnings: [],
    ...overrides,
  };
}

/**
 * A cart as the server answers it: its money made by the domain's own pricing step (order.ts), so
 * the fake can never add up differently from the server. `totals` overrides (a gold customer's
 * free shipping: `{ freeShipping: true }`).
 */
export function cartView(
  lineas: CartViewLine[],
  overrides: Partial<CartView> = {},
  totals: Partial<CartView['totals']> = {},
): CartView {
  const settings = { pedidoMinimo: 100, importeFijo: 15 };
  const summary = summariseOrder(
    lineas.map((line) => ({
      codigo: line.codigo,
      quantity: line.Cantidad,
      finalPrice: line.finalPrice,
      priceNoOffer: line.priceNoOffer,
    })),
    totals.freeShipping ? PRICE_LISTS.gold : PRICE_LISTS.bronze,
    settings,
  );
  return cartViewSchema.parse({
    lineas,
    totals: { ...orderTotalsOf(summary, settings), ...totals },
    blocking: [],
    missatge: null,
    ...overrides,
  });
}

export const EMPTY_CART = cartView([]);

/** The customer's warehouse, named as the cart's tests read it. */
export const contact = (overrides: Partial<Contact> = {}): Contact =>
  customerContact({ nombreContacto: 'Talleres Soldamar – almacén', ...overrides });

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  const { id: _id, ...direccionEntrega } = contact();
  return placedOrderSchema.parse({
    Codigo: 'P-2026-000123',
    codigoCliente: 'C0003',
    estado: 'received',
    erpNumero: null,
    motivoRechazo: null,
    motiuRebuig: null,
    fecha: '2026-03-05T09:07:03.000Z',
    referencia: null,
    fechaEntrega: null,
    observaciones: null,
    formaPago: 1,
    direccionEntrega,
    grossTotal: 119.5,
    discountTotal: 0,
    subtotal: 119.5,
    shipping: 15,
    total: 134.5,
    numLineas: 1,
    cancelable: true,
    lineasPedido: [],
    missatge: 'orders.received',
    ...overrides,
  });
}

/**
 * Installs the stand-in. `routes` are keyed `METHOD /path` (under /api/v1, without the query);
 * the guard's permission check and the header's cart have defaults. An unknown call answers 404
 * and is listed in `unhandled`, so a test can assert nothing unexpected was asked.
 */
export function orderingServer(routes: Record<string, Handler>) {
  return fakeApi({
    'GET /permisos/permis-pantalla': () => envelope([]),
    'GET /carrito': () => json(EMPTY_CART),
    // The customer's own codes, shown beside ours on each line: none.
    'GET /codis-propis': () => json([]),
    // The customer's credit on the summary step: none sent by the ERP yet.
    'GET /documents/credit': () => json({ credit: null, policy: 'warn' }),
    // The screen the cart's tests open the dialog on (the after-sales list) reads its requests.
    'GET /sat/solicituds': () =>
      envelope({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 }),
    ...routes,
  });
}
