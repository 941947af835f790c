// A stand-in for the error log API in the screen's component tests: it keeps the errors (checked
// against the domain schema), filters them by the query as the server does, marks them solved or
// not solved with the server's envelope, and records every request with its query and body.
import { errorLogSchema, type ErrorLog } from '@portal/domain/admin-logs';
import type { SessionUser } from '@portal/domain/auth';
import {
  actionsOf,
  envelope,
  json,
  notFound,
  type SeenRequest,
  stubFetch,
} from '../../../../testing/fake-api.ts';
import { adminSessionUser, pageOf } from '../../testing/admin-fakes.ts';

export const ALL_ERROR_LOG_ACTIONS = ['GET /log-errors', 'PUT /log-errors/{id}/resolt'];

export const LONG_MESSAGE =
  'relation "params" does not exist. ' + 'The query failed while reading the parameters; '.repeat(6) + 'END';

/** Three errors; times are local, so the shown text does not depend on the test's zone. */
export function seedErrors(): ErrorLog[] {
  const at = (day: number, hour: number, minute: number, second: number) =>
    new Date(2026, 2, day, hour, minute, second).toISOString();
  return [
    {
      id: 3,
      dataHora: at(5, 9, 7, 3),
      codiError: 'ERP_UNAVAILABLE',
      codi: 'WEB-0000042',
      versio: null,
      pantalla: null,
      classe: 'OutboxWorker',
      metode: 'order.create',
      missatge: 'ERP answered 503; attempt 1, next in 2 s',
      resolt: false,
      dataResolt: null,
    },
    {
      id: 2,
      dataHora: at(4, 18, 30, 0),
      codiError: 'INTERNAL',
      codi: null,
      versio: '0.1.0',
      pantalla: '/params',
      classe: 'DrizzleQueryError',
      metode: 'GET /api/v1/params',
      missatge: LONG_MESSAGE,
      resolt: true,
      dataResolt: at(4, 19, 0, 5),
    },
    {
      id: 1,
      dataHora: at(1, 8, 0, 0),
      codiError: 'ERP_422',
      codi: 'WEB-0000007',
      versio: null,
      pantalla: null,
      classe: 'OutboxWorker',
      metode: 'order.create',
      missatge: 'Customer PORTAL-ONLY does not exist in the ERP',
      resolt: false,
      dataResolt: null,
    },
  ].map((entry) => errorLogSchema.parse(entry));
}

export function adminUser(): SessionUser {
  return adminSessionUser([{ name: 'logErrors', icon: 'IconBug', url: '/log-errors', ordre: 150 }]);
}

interface ServerOptions {
  actions?: readonly string[];
  /** Every write is refused as the server refuses a call without its permission. */
  refuseWrites?: boolean;
}

const contains = (value: string | null, part: string | null) =>
  !part || (value ?? '').toLowerCase().includes(part.toLowerCase());

export function errorLogServer({
  actions = ALL_ERROR_LOG_ACTIONS,
  refuseWrites = false,
}: ServerOptions = {}) {
  let errors = seedErrors();

  const answer = ({ method, path, query, body }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(actions));
    if (route === 'GET /log-errors') {
      const resolt = query.get('resolt');
      const desde = query.get('desde');
      const fins = query.get('fins');
      const text = query.get('text');
      const rows = errors
        .filter((e) => resolt === null || String(e.resolt) === resolt)
        .filter((e) => contains(e.pantalla, query.get('pantalla')) && contains(e.classe, query.get('classe')))
        .filter((e) => !desde || Date.parse(e.dataHora) >= Date.parse(desde))
        .filter((e) => !fins || Date.parse(e.dataHora) <= Date.parse(fins))
        .filter(
          (e) =>
            !text || [e.codiError, e.codi, e.missatge, e.metode, e.pantalla].some((v) => contains(v, text)),
        )
        .sort((a, b) => Date.parse(b.dataHora) - Date.parse(a.dataHora));
      return envelope(pageOf(rows, query));
    }
    const solve = /^PUT \/log-errors\/(\d+)\/resolt$/.exec(route);
    if (solve && refuseWrites) {
      return json(
        { error: 'forbidden', missatge: 'errors.forbidden', error_description: 'You may not do this.' },
        403,
      );
    }
    if (solve) {
      const resolt = (body as { resolt: boolean }).resolt;
      const id = Number(solve[1]);
      errors = errors.map((e) =>
        e.id === id && e.resolt !== resolt
          ? { ...e, resolt, dataResolt: resolt ? new Date(2026, 2, 6, 10, 0, 0).toISOString() : null }
          : e,
      );
      return envelope(
        errors.find((e) => e.id === id),
        resolt ? 'admin.logErrors.resolved' : 'admin.logErrors.unresolved',
      );
    }
    return notFound();
  };

  return stubFetch(answer);
}
