// A stand-in for the ERP link API in the screen's component tests: answers by method and path,
// records each request, and answers the navigation guard with the screen's actions.
import type { Action } from '@portal/domain/access';
import type { SessionUser } from '@portal/domain/auth';
import type { ErpLink, OutboxMessage } from '@portal/domain/erp-link';
import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const envelope = (dades: unknown, missatge: string | null = null) =>
  json({ dades, error: false, missatge });

export const RETRY_ACTION: Action = {
  idPermis: 41,
  endPoint: 'POST /enllac-erp/{id}/reintentar',
  descripcio: 'Send an outbox message to the ERP now',
};
export const READ_ACTION: Action = { idPermis: 40, endPoint: 'GET /enllac-erp', descripcio: 'The ERP link' };

export function adminUser(): SessionUser {
  return {
    idUsuari: 1,
    username: 'admin',
    email: 'admin@portal.example',
    nomContacte: 'Administrador',
    idioma: 'en',
    language: { id: 'en', name: 'English' },
    homePath: '/usuaris',
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    actions: [],
    menu: [{ name: 'enllacErp', icon: 'IconPlugConnected', url: '/enllac-erp', ordre: 170 }],
    cliente: null,
    accessToken: 'access-admin',
    refreshToken: 'refresh-admin',
  };
}

/** 5 March 2026 at the given time, in the zone the test runs in. */
export const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 5, hours, minutes, seconds).toISOString();

export function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 7,
    tipus: 'order.create',
    referencia: 'P-2026-000042',
    codiClient: 'C0003',
    estat: 'retrying',
    intents: 3,
    darrerError: 'ERP answered 503',
    properIntent: at(9, 7, 3),
    dataCreacio: at(9, 5, 0),
    dataProcessat: null,
    reintentable: true,
    ...overrides,
  };
}

export function erpLink(overrides: Partial<ErpLink> = {}): ErpLink {
  return {
    recompte: { enEspera: 1, enCurs: 0, fallits: 2, reintentant: 1, rebutjats: 1, lliurats24h: 12 },
    missatges: [],
    erp: { estat: 'up', latenciaMs: 23, comprovat: at(9, 7, 30), error: null },
    ...overrides,
  };
}

export function erpLinkServer(
  routes: Record<string, Handler>,
  actions: Action[] = [READ_ACTION, RETRY_ACTION],
) {
  const requests: SeenRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => envelope(actions),
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const request = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\/v1/, '') };
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
