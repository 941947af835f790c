// What every fake API of the component tests shares, so that each feature's fake holds only its
// own routes and data: JSON answers, the portal's envelope and its refusals, the navigation
// guard's actions, the header's empty cart, and a `fetch` stub that reads and records each request as the server would see it and
// answers it by `METHOD /path`. Answering by path rather than in order: screens fire several calls
// at once, and their order is not theirs to promise.
import { actionSchema, type Action } from '@portal/domain/access';
import type { FieldError } from '@portal/domain/api';
import { cartViewSchema } from '@portal/domain/ordering-api';
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  /** Without the `/api/v1` prefix, as the routes are written. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** A JSON body parsed, any other (a multipart FormData, a form-encoded text) as sent; undefined when none. */
  body: unknown;
  /** The client's signal: aborted when it gave the request up. */
  signal: AbortSignal | undefined;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const envelope = (dades: unknown, missatge: string | null = null, status = 200) =>
  json({ dades, error: false, missatge }, status);

/** A refused call as the server's error handler words it, with field errors when given. */
export function refusal(status: number, missatge: string, description: string, errors?: FieldError[]) {
  return json(
    { error: 'error', missatge, error_description: description, ...(errors ? { errors } : {}) },
    status,
  );
}

export const notFound = () =>
  json({ error: 'not_found', missatge: 'errors.notFound', error_description: 'Not found' }, 404);

/** The cart a customer who has added nothing sees in the header, valid by the wire schema. */
export const EMPTY_CART = cartViewSchema.parse({
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
});

/** The screen's stored actions as `GET /permisos/permis-pantalla` answers them. */
export function actionsOf(endPoints: readonly string[]): Action[] {
  return endPoints.map((endPoint, index) =>
    actionSchema.parse({ idPermis: index + 1, endPoint, descripcio: '' }),
  );
}

function readRequest(input: RequestInfo | URL, init?: RequestInit): SeenRequest {
  const url = new URL(String(input), 'http://portal.test');
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const sent = init?.body ?? undefined;
  // By the header the client sets, so a form-encoded or multipart body is never parsed as JSON.
  const isJson = typeof sent === 'string' && headers['content-type']?.startsWith('application/json');
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    headers,
    body: isJson ? (JSON.parse(sent) as unknown) : sent,
    signal: init?.signal ?? undefined,
  };
}

/** Puts `answer` in the place of `fetch`; every request is recorded before it is answered. */
export function stubFetch(answer: Handler) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = readRequest(input, init);
      requests.push(request);
      return answer(request);
    }),
  );
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/**
 * Answers by exact `METHOD /path`; a route not listed answers 404 and, when `unhandled` is given,
 * is written there, so a test can assert that nothing unexpected was asked.
 */
export function byRoute(routes: Record<string, Handler>, unhandled?: string[]): Handler {
  return (request) => {
    const handler = routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    unhandled?.push(`${request.method} ${request.path}`);
    return notFound();
  };
}

/** `stubFetch(byRoute(routes))` that also lists the calls nobody answered. */
export function fakeApi(routes: Record<string, Handler>) {
  const unhandled: string[] = [];
  return { ...stubFetch(byRoute(routes, unhandled)), unhandled };
}
