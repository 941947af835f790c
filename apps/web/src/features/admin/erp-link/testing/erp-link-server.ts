// A stand-in for the ERP link API in the screen's component tests: answers by method and path,
// records each request, and answers the navigation guard with the screen's actions. Its data is
// checked against the domain schemas.
import type { Action } from '@portal/domain/access';
import type { SessionUser } from '@portal/domain/auth';
import {
  erpLinkSchema,
  outboxMessageSchema,
  type ErpLink,
  type OutboxMessage,
} from '@portal/domain/erp-link';
import { byRoute, envelope, type Handler, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser } from '../../testing/admin-fakes.ts';

export const RETRY_ACTION: Action = {
  idPermis: 41,
  endPoint: 'POST /enllac-erp/{id}/reintentar',
  descripcio: 'Send an outbox message to the ERP now',
};
export const READ_ACTION: Action = { idPermis: 40, endPoint: 'GET /enllac-erp', descripcio: 'The ERP link' };

export function adminUser(): SessionUser {
  return adminSessionUser(
    [{ name: 'enllacErp', icon: 'IconPlugConnected', url: '/enllac-erp', ordre: 170 }],
    { nomContacte: 'Administrador', accessToken: 'access-admin', refreshToken: 'refresh-admin' },
  );
}

/** 5 March 2026 at the given time, in the zone the test runs in. */
export const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 5, hours, minutes, seconds).toISOString();

export function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return outboxMessageSchema.parse({
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
  });
}

export function erpLink(overrides: Partial<ErpLink> = {}): ErpLink {
  return erpLinkSchema.parse({
    recompte: { enEspera: 1, enCurs: 0, fallits: 2, reintentant: 1, rebutjats: 1, lliurats24h: 12 },
    missatges: [],
    erp: { estat: 'up', latenciaMs: 23, comprovat: at(9, 7, 30), error: null },
    ...overrides,
  });
}

export function erpLinkServer(
  routes: Record<string, Handler>,
  actions: Action[] = [READ_ACTION, RETRY_ACTION],
) {
  return stubFetch(byRoute({ 'GET /permisos/permis-pantalla': () => envelope(actions), ...routes }));
}
