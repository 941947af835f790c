// A stand-in for the users administration API in the screen's component tests: answers by method
// and path (the screen fires several calls at once), records every request with its body, and
// answers the navigation guard with the screen's actions. Its data is checked against the domain
// schemas, so a fake answer cannot drift from the contract.
import type { Action } from '@portal/domain/access';
import { adminRoleSchema, type AdminRole } from '@portal/domain/admin-roles';
import { adminUserSchema, type AdminUser } from '@portal/domain/admin-users';
import { customerSearchResponseSchema, type CustomerSummary } from '@portal/domain/customer-search';
import type { SessionUser } from '@portal/domain/auth';
import { vi } from 'vitest';
import { customerUser } from '../../../../testing/session-user.ts';

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

export const envelope = (dades: unknown, missatge: string | null = null) =>
  json({ dades, error: false, missatge });

export function failure(status: number, missatge: string, description: string, errors?: unknown[]) {
  return json(
    { error: 'error', missatge, error_description: description, ...(errors ? { errors } : {}) },
    status,
  );
}

export const ADMIN_ID = 1;

/** The demo administrator as the session stores them. */
export function adminSession(): SessionUser {
  return customerUser({
    idUsuari: ADMIN_ID,
    username: 'admin',
    email: 'admin@portal.example',
    nomContacte: 'Admin',
    idioma: 'en',
    language: { id: 'en', name: 'English' },
    homePath: '/usuaris',
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    menu: [{ name: 'usuaris', icon: 'IconUsers', url: '/usuaris', ordre: 100 }],
    cliente: null,
  });
}

export const ALL_USER_ACTIONS = [
  'GET /usuaris',
  'POST /usuaris',
  'PUT /usuaris',
  'DELETE /usuaris/{id}',
  'GET /clientes',
];

export function actions(endPoints: readonly string[]): Action[] {
  return endPoints.map((endPoint, index) => ({ idPermis: index + 1, endPoint, descripcio: endPoint }));
}

export const ROLES: AdminRole[] = [
  { idRol: 1, nom: 'ADMINISTRADOR', idPantallaInici: 8, homePath: '/usuaris', permisos: [], usuaris: 1 },
  { idRol: 2, nom: 'CLIENT', idPantallaInici: 1, homePath: '/products', permisos: [], usuaris: 4 },
].map((role) => adminRoleSchema.parse(role));

export const CUSTOMERS: CustomerSummary[] = customerSearchResponseSchema.parse([
  { codigo: 'C0001', razonSocial: 'Calderería Montseny SL' },
  { codigo: 'C0003', razonSocial: 'Talleres Soldamar SA' },
]);

export function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    idUsuari: 4,
    username: 'bronze',
    email: 'compras@soldamar.example',
    nomContacte: 'Lucía Gómez',
    idioma: 'es',
    codigoCliente: 'C0003',
    razonSocial: 'Talleres Soldamar SA',
    actiu: true,
    roles: [{ idRol: 2, nom: 'CLIENT' }],
    ...overrides,
  });
}

export const ADMIN_ROW = user({
  idUsuari: ADMIN_ID,
  username: 'admin',
  email: 'admin@portal.example',
  nomContacte: 'Admin',
  idioma: 'ca',
  codigoCliente: null,
  razonSocial: null,
  roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
});

export function usersPage(content: AdminUser[], number = 0, size = 20, totalElements = content.length) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

export function usersServer(routes: Record<string, Handler>, allowed: readonly string[] = ALL_USER_ACTIONS) {
  const requests: SeenRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => json({ dades: actions(allowed), error: false, missatge: null }),
    'GET /rols': () => envelope(ROLES),
    'GET /clientes': () => json(CUSTOMERS),
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
      const request: SeenRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
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
