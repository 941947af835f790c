// A stand-in for the API the customer-service dialog meets in component tests: answers by method
// and path (the screens around it fire several calls at once), records every request, and
// answers the screen permissions, the header's cart and customer service's contact by default.
import type { ServiceContact } from '@portal/domain/accounts';
import { vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../../testing/fetch-mock.ts';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response;

export const SERVICE_CONTACT: ServiceContact = {
  emailContacto: 'atencion@soldaduras.example',
  telefonoContacto: '+34 930 000 000',
};

export const sentAnswer = () => jsonResponse({ dades: null, error: false, missatge: 'accounts.serviceSent' });

export function serviceServer(routes: Record<string, Handler> = {}) {
  const requests: SeenRequest[] = [];
  const defaults: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => jsonResponse({ dades: [], error: false, missatge: null }),
    'GET /carrito': () => jsonResponse({ lineas: [], blocking: [], missatge: null }),
    'GET /promociones/cliente/C0003': () => jsonResponse({ promociones: [] }),
    'GET /usuaris/contacte': () => jsonResponse({ dades: SERVICE_CONTACT, error: false, missatge: null }),
    'POST /usuaris/email': sentAnswer,
  };
  const handlers = { ...defaults, ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      const request = { method, path, body };
      requests.push(request);
      const handler = handlers[`${method} ${path}`];
      return handler
        ? handler(request)
        : errorResponse(404, `No stub for ${method} ${path}`, 'errors.notFound');
    }),
  );
  const sent = () => requests.filter((r) => r.method === 'POST' && r.path === '/usuaris/email');
  return { requests, sent };
}
