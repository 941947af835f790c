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
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(
  status: number,
  missatge: string,
  description: string,
  errors?: { field: string; missatge: string; error_description: string }[],
): Response {
  return json(
    { error: 'error', missatge, error_description: description, ...(errors ? { errors } : {}) },
    status,
  );
}

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

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 11,
    nombreContacto: 'Talleres Soldamar – almacén',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    ciudad: '',
    pais: 'ES',
    telefono: null,
    ...overrides,
  };
}

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  const { id: _id, ...direccionEntrega } = contact();
  return placedOrderSchema.parse({
    Codigo: 'P-2026-000123',
    codigoCliente: 'C0003',
    estado: 'received',
    erpNumero: null,
    motivoRechazo: null,
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
  const requests: SeenRequest[] = [];
  const unhandled: string[] = [];
  const all: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => json({ dades: [], error: false, missatge: null }),
    'GET /carrito': () => json(EMPTY_CART),
    // The screen the cart's tests open the dialog on (the after-sales list) reads its requests.
    'GET /sat/solicituds': () =>
      json({
        dades: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 },
        error: false,
        missatge: null,
      }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const text = typeof init?.body === 'string' ? init.body : null;
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    requests.push(request);
    const handler = all[`${request.method} ${request.path}`];
    if (!handler) {
      unhandled.push(`${request.method} ${request.path}`);
      return json({ error: 'not_found', missatge: 'errors.notFound', error_description: 'Not found' }, 404);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { requests, unhandled, calls };
}
