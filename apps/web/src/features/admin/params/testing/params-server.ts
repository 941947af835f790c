// A stand-in for the parameters API in the parameters screen's component tests: it keeps the
// parameters, pages, sorts and filters them as the server does, answers a write with its
// envelope (or the answer a test sets), and records every request with its query and body.
import type { Param } from '@portal/domain/admin-params';
import type { SessionUser } from '@portal/domain/auth';
import { vi } from 'vitest';
import { customerUser } from '../../../../testing/session-user.ts';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ALL_PARAM_ACTIONS = ['GET /params', 'POST /params', 'PUT /params', 'DELETE /params/{id}'];

export function seedParams(): Param[] {
  return [
    { idParam: 1, clau: 'emailContacto', valor: 'info@portal.example' },
    { idParam: 2, clau: 'telefonoContacto', valor: '+34 930 000 000' },
    { idParam: 3, clau: 'importeFijo', valor: '15' },
    { idParam: 4, clau: 'pedidoMinimo', valor: '100' },
    { idParam: 5, clau: 'horari', valor: '8-14h' },
  ];
}

export function adminUser(): SessionUser {
  return customerUser({
    idUsuari: 1,
    username: 'admin',
    email: 'admin@portal.example',
    idioma: 'en',
    language: { id: 'en', name: 'English' },
    homePath: '/usuaris',
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    cliente: null,
    menu: [{ name: 'params', icon: 'IconAdjustments', url: '/params', ordre: 140 }],
  });
}

interface ServerOptions {
  actions?: readonly string[];
  /** Answers tried before the server's own (return undefined to fall through). */
  override?: (request: SeenRequest) => Response | undefined;
}

export function paramsServer({ actions = ALL_PARAM_ACTIONS, override }: ServerOptions = {}) {
  const requests: SeenRequest[] = [];
  let params = seedParams();
  let nextId = 100;
  const envelope = (dades: unknown, missatge: string | null = null, status = 200) =>
    json({ dades, error: false, missatge }, status);

  const answer = ({ method, path, query, body }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla')
      return json({
        dades: actions.map((endPoint, index) => ({ idPermis: index + 1, endPoint, descripcio: '' })),
        error: false,
        missatge: null,
      });
    if (route === 'GET /params') {
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('size') ?? 20);
      const [field = 'clau', direction = 'asc'] = (query.get('sort') ?? 'clau,asc').split(',');
      const text = (query.get('text') ?? '').toLowerCase();
      const rows = params
        .filter((p) => !text || `${p.clau} ${p.valor}`.toLowerCase().includes(text))
        .sort((a, b) => {
          const key = field as 'clau' | 'valor';
          const order = a[key].toLowerCase().localeCompare(b[key].toLowerCase());
          return direction === 'desc' ? -order : order;
        });
      return envelope({
        content: rows.slice(page * size, page * size + size),
        totalElements: rows.length,
        totalPages: Math.ceil(rows.length / size),
        number: page,
        size,
      });
    }
    if (route === 'POST /params') {
      const created = { idParam: nextId++, ...(body as Omit<Param, 'idParam'>) };
      params.push(created);
      return envelope(created, 'common.saved', 201);
    }
    if (route === 'PUT /params') {
      const updated = body as Param;
      params = params.map((p) => (p.idParam === updated.idParam ? updated : p));
      return envelope(updated, 'common.saved');
    }
    const deleted = /^DELETE \/params\/(\d+)$/.exec(route);
    if (deleted) {
      params = params.filter((p) => p.idParam !== Number(deleted[1]));
      return envelope(null, 'common.deleted');
    }
    return json({ error: 'not_found', missatge: 'errors.notFound', error_description: 'Not found' }, 404);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const request: SeenRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      return override?.(request) ?? answer(request);
    }),
  );
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}
