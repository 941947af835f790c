// A stand-in for the parameters API in the parameters screen's component tests: it keeps the
// parameters (checked against the domain schema), pages, sorts and filters them as the server does, answers a write with its
// envelope (or the answer a test sets), and records every request with its query and body.
import { paramSchema, type Param } from '@portal/domain/admin-params';
import type { SessionUser } from '@portal/domain/auth';
import { actionsOf, envelope, notFound, type SeenRequest, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser, pageOf, sortedBy } from '../../testing/admin-fakes.ts';

export const ALL_PARAM_ACTIONS = ['GET /params', 'POST /params', 'PUT /params', 'DELETE /params/{id}'];

export function seedParams(): Param[] {
  return [
    { idParam: 1, clau: 'emailContacto', valor: 'info@portal.example' },
    { idParam: 2, clau: 'telefonoContacto', valor: '+34 930 000 000' },
    { idParam: 3, clau: 'importeFijo', valor: '15' },
    { idParam: 4, clau: 'pedidoMinimo', valor: '100' },
    { idParam: 5, clau: 'horari', valor: '8-14h' },
  ].map((param) => paramSchema.parse(param));
}

export function adminUser(): SessionUser {
  return adminSessionUser([{ name: 'params', icon: 'IconAdjustments', url: '/params', ordre: 140 }]);
}

interface ServerOptions {
  actions?: readonly string[];
  /** Answers tried before the server's own (return undefined to fall through). */
  override?: (request: SeenRequest) => Response | undefined;
}

export function paramsServer({ actions = ALL_PARAM_ACTIONS, override }: ServerOptions = {}) {
  let params = seedParams();
  let nextId = 100;

  const answer = ({ method, path, query, body }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(actions));
    if (route === 'GET /params') {
      const text = (query.get('text') ?? '').toLowerCase();
      const rows = params.filter((p) => !text || `${p.clau} ${p.valor}`.toLowerCase().includes(text));
      return envelope(pageOf(sortedBy(rows, query, 'clau,asc'), query));
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
    return notFound();
  };

  return stubFetch((request) => override?.(request) ?? answer(request));
}
