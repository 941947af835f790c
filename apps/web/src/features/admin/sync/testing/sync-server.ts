// A stand-in for the synchronisation API in the screen's component tests: answers by method and
// path, records each request, and answers the navigation guard with the screen's actions. Its
// runs and overviews are checked against the domain schemas.
import type { SessionUser } from '@portal/domain/auth';
import { syncOverviewSchema, syncRunSchema, type SyncOverview, type SyncRun } from '@portal/domain/erp-sync';
import { actionsOf, byRoute, envelope, type Handler, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser, pageOf } from '../../testing/admin-fakes.ts';

export const ALL_SYNC_ACTIONS = [
  'GET /sincronitzacio',
  'GET /sincronitzacio/execucions',
  'GET /sincronitzacio/progres',
  'POST /sincronitzacio',
  'PUT /sincronitzacio/programacio',
];
export const READ_ONLY_SYNC_ACTIONS = ALL_SYNC_ACTIONS.filter((a) => a.startsWith('GET '));

export function adminUser(): SessionUser {
  return adminSessionUser([
    { name: 'sincronitzacio', icon: 'IconRefresh', url: '/sincronitzacio', ordre: 180 },
  ]);
}

/** 5 March 2026 at the given time, in the zone the test runs in. */
export const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 5, hours, minutes, seconds).toISOString();

/** A successful incremental run started by the administrator. */
export function syncRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return syncRunSchema.parse({
    id: 4,
    tipus: 'incremental',
    estat: 'succeeded',
    origen: 'admin',
    demanatPer: 'admin',
    entitat: null,
    pagina: null,
    comptes: {
      products: { llegits: 120, aplicats: 118, rebutjats: 2, desactivats: 1, total: 120 },
      prices: { llegits: 480, aplicats: 480, rebutjats: 0, desactivats: 0, total: 480 },
    },
    percentatge: 100,
    segonsRestants: null,
    creat: at(9, 0, 0),
    iniciat: at(9, 0, 1),
    acabat: at(9, 1, 6),
    duradaMs: 65_000,
    error: null,
    represes: 0,
    ...overrides,
  });
}

/** A run reading page 3 of the products, a third of the way through. */
export function runningRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return syncRun({
    id: 5,
    estat: 'running',
    entitat: 'products',
    pagina: 3,
    comptes: {
      countries: { llegits: 12, aplicats: 12, rebutjats: 0, desactivats: 0, total: 12 },
      products: { llegits: 300, aplicats: 298, rebutjats: 2, desactivats: 0, total: null },
    },
    percentatge: 33.4,
    segonsRestants: 125,
    acabat: null,
    duradaMs: 42_000,
    ...overrides,
  });
}

export function overview(overrides: Partial<SyncOverview> = {}): SyncOverview {
  return syncOverviewSchema.parse({
    actual: syncRun(),
    programacio: { minuts: 15, propera: at(9, 16, 6) },
    darreraCorrecta: at(9, 1, 6),
    ...overrides,
  });
}

export function syncServer(
  routes: Record<string, Handler> = {},
  {
    actions = ALL_SYNC_ACTIONS,
    runs = [syncRun(), syncRun({ id: 3, estat: 'failed', error: 'ERP answered 503' })],
  } = {},
) {
  return stubFetch(
    byRoute({
      'GET /permisos/permis-pantalla': () => envelope(actionsOf(actions)),
      'GET /sincronitzacio': () => envelope(overview()),
      'GET /sincronitzacio/execucions': ({ query }) =>
        envelope(
          pageOf(
            runs.map((run) => syncRunSchema.parse(run)),
            query,
          ),
        ),
      ...routes,
    }),
  );
}
