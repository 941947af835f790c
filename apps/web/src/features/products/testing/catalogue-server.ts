// A stand-in for the catalogue API in component tests: answers by method and path (the screens
// fire several calls at once, so answering in order would be a race), records every request,
// and answers the cart, the filter panels and the promotions with empty defaults.
import type { Product } from '@portal/domain/catalogue';
import type { CartView } from '@portal/domain/ordering-api';
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, missatge: string, description: string): Response {
  return json({ error: 'error', missatge, error_description: description }, status);
}

export const EMPTY_CART: CartView = {
  lineas: [],
  totals: {
    grossTotal: 0,
    discountTotal: 0,
    subtotal: 0,
    shipping: 0,
    freeShipping: false,
    total: 0,
    pedidoMinimo: 100,
    importeFijo: 15,
    freeShippingFrom: 500,
  },
  blocking: [],
  missatge: null,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    codigo: 'ELR-6013-32',
    nombre: 'E6013 rutile electrode 3.2 mm (5 kg box)',
    descripcion: 'The workshop electrode.',
    type: 'consumable',
    codigoFamilia: 'ELE',
    codigoSubfamilia: 'ELE-RUT',
    stock: 8,
    lote: 5,
    minimumQuantity: 5,
    idAlmacen: '01',
    idLista: '1,2,5,6',
    offer: false,
    prices: [
      { idLista: 5, precioNeto: 23.9, precioSinDescuento: 23.9, desdeUnidades: 1 },
      { idLista: 5, precioNeto: 22.71, precioSinDescuento: 22.71, desdeUnidades: 10 },
      { idLista: 5, precioNeto: 21.51, precioSinDescuento: 21.51, desdeUnidades: 40 },
    ],
    medias: [{ id: 1, url: '/media/products/ELR-6013-32.svg', tipo: 'image', orden: 0 }],
    attributes: [{ idAtributo: 2, codigo: 'diameter', nombre: 'Diameter', idValor: 2009, valor: '3.2 mm' }],
    finalPrice: 23.9,
    priceNoOffer: 23.9,
    discount: 0,
    Cantidad: 5,
    ...overrides,
  };
}

export function productPage(content: Product[], page = 1, totalElements = content.length, size = 15) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}

/**
 * Installs the stand-in. `routes` are keyed `METHOD /path` (path under /api/v1, without the
 * query); the cart, the filter panels and the bronze customer's promotions have defaults.
 */
export function catalogueServer(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const defaults: Record<string, Handler> = {
    'GET /carrito': () => json(EMPTY_CART),
    'GET /familias': () => json([]),
    'GET /atributos': () => json([]),
    'GET /promociones/cliente/C0003': () => json({ promociones: [] }),
  };
  const handlers = { ...defaults, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const request: SeenRequest = { method, path, query: url.searchParams, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(request) : apiError(404, 'errors.notFound', `No stub for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const searches = () => requests.filter((r) => r.method === 'GET' && r.path === '/productos/search');
  return { requests, searches, fetchMock };
}
