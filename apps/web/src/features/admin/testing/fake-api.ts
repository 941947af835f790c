// What every fake administration API of the component tests shares, so that each screen's fake
// holds only its own routes and data: JSON answers in the portal's envelope and failure bodies,
// the navigation guard's actions, paging and sorting an array as the server does, the
// administrator's session, and a `fetch` stub that reads and records each request.
import { actionSchema, type Action } from '@portal/domain/access';
import type { Page } from '@portal/domain/api';
import type { SessionUser } from '@portal/domain/auth';
import { vi } from 'vitest';
import { customerUser } from '../../../testing/session-user.ts';

export interface SeenRequest {
  method: string;
  /** Without the `/api/v1` prefix, as the routes are written. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body; undefined when the request sent none. */
  body: unknown;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const envelope = (dades: unknown, missatge: string | null = null, status = 200) =>
  json({ dades, error: false, missatge }, status);

/** A refused call as the server's error handler words it, with field errors when given. */
export function failure(status: number, missatge: string, description: string, errors?: unknown[]) {
  return json(
    { error: 'error', missatge, error_description: description, ...(errors ? { errors } : {}) },
    status,
  );
}

export const notFound = () =>
  json({ error: 'not_found', missatge: 'errors.notFound', error_description: 'Not found' }, 404);

/** The screen's stored actions as `GET /permisos/permis-pantalla` answers them. */
export function actionsOf(endPoints: readonly string[]): Action[] {
  return endPoints.map((endPoint, index) =>
    actionSchema.parse({ idPermis: index + 1, endPoint, descripcio: '' }),
  );
}

/** The administrator as `GET /usuaris/self` describes them, with the screen's menu. */
export function adminSessionUser(
  menu: SessionUser['menu'],
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return customerUser({
    idUsuari: 1,
    username: 'admin',
    email: 'admin@portal.example',
    idioma: 'en',
    language: { id: 'en', name: 'English' },
    homePath: '/usuaris',
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    cliente: null,
    menu,
    ...overrides,
  });
}

/** One page of `rows` as the API pages them: 0-based `page` and `size` (20) from the query. */
export function pageOf<T>(rows: readonly T[], query: URLSearchParams): Page<T> {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 20);
  return {
    content: rows.slice(page * size, page * size + size),
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    number: page,
    size,
  };
}

/** `rows` in the order of the query's `sort=field,asc|desc` (else `fallback`), text without case. */
export function sortedBy<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  fallback: string,
): T[] {
  const [field = '', direction = 'asc'] = (query.get('sort') ?? fallback).split(',');
  const text = (row: T) => String((row as Record<string, unknown>)[field]).toLowerCase();
  return [...rows].sort((a, b) => {
    const order = text(a).localeCompare(text(b));
    return direction === 'desc' ? -order : order;
  });
}

/** Answers by exact `METHOD /path`; a route not listed answers 404. */
export function byRoute(routes: Record<string, Handler>): Handler {
  return (request) => routes[`${request.method} ${request.path}`]?.(request) ?? notFound();
}

function readRequest(input: RequestInfo | URL, init?: RequestInit): SeenRequest {
  const url = new URL(String(input), 'http://portal.test');
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    headers,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
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
