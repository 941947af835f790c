// A stand-in for the order API in the history's component tests: answers by method and path
// (the screen fires several calls at once), records every request, and answers the navigation
// guard, the header's cart and the bought machines.
import type { CartView, Order } from '@portal/domain/ordering-api';
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

export function order(overrides: Partial<Order> = {}): Order {
  return {
    Codigo: 'P-2026-000010',
    codigoCliente: 'C0003',
    estado: 'accepted',
    erpNumero: 'ERP-1010',
    motivoRechazo: null,
    // 5 March 2026, 09:07:03 in the zone the test runs in.
    fecha: new Date(2026, 2, 5, 9, 7, 3).toISOString(),
    referencia: null,
    fechaEntrega: null,
    observaciones: null,
    formaPago: 1,
    direccionEntrega: {
      nombreContacto: 'Talleres Soldamar',
      direccion: 'Calle del Acero 7',
      codigoPostal: '28906',
      poblacion: 'Getafe',
      provincia: 'Madrid',
      ciudad: '',
      pais: 'ES',
      telefono: null,
    },
    grossTotal: 1219.5,
    discountTotal: 0,
    subtotal: 1219.5,
    shipping: 15,
    total: 1234.5,
    numLineas: 2,
    cancelable: false,
    ...overrides,
  };
}

export function ordersPage(content: Order[], number = 0, totalElements = content.length) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 10), number, size: 10 };
}

export function historyServer(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => json({ dades: [], error: false, missatge: null }),
    'GET /carrito': () => json(EMPTY_CART),
    // The machines bought through the portal, which offer "request service" (none by default).
    'GET /sat/equips': () => json({ dades: [], error: false, missatge: null }),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers,
      };
      requests.push(request);
      const handler = all[`${request.method} ${request.path}`];
      return handler
        ? handler(request)
        : json({ error: 'not_found', missatge: 'errors.notFound', error_description: 'Not found' }, 404);
    }),
  );
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
