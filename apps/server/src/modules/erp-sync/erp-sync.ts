// The synchronisation's parts, built once per instance: the service the routes call, the runner
// that carries runs out and the worker that claims them and keeps the schedule.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ErpGateway } from '../../erp/gateway/erp-gateway.ts';
import { SyncRunner, type SyncParts, type SyncRunnerOptions } from './sync-runner.ts';
import { SyncService } from './sync-service.ts';
import { SyncWorker, type SyncWorkerOptions } from './sync-worker.ts';

export interface ErpSync {
  service: SyncService;
  runner: SyncRunner;
  worker: SyncWorker;
}

export function createErpSync(deps: {
  db: Db;
  erp: ErpGateway | undefined;
  log: FastifyBaseLogger;
  runner?: SyncRunnerOptions;
  worker?: SyncWorkerOptions;
  /** Built by the composition root (services.ts `syncPartsOf` for one outside an app). */
  parts: SyncParts;
}): ErpSync {
  const { parts } = deps;
  // Without an ERP nothing can run; the service still answers (the screen says the ERP is unreachable).
  const runner = new SyncRunner(deps.db, deps.erp ?? unreachableErp, deps.log, deps.runner, parts);
  // The service kicks the worker, which calls the service: the kick is bound once both exist.
  const kick = { worker: undefined as SyncWorker | undefined };
  const service = new SyncService(parts.runs, parts.params, deps.erp, () => kick.worker?.kick());
  const worker = new SyncWorker(runner, service, deps.log, deps.worker);
  kick.worker = worker;
  return { service, runner, worker };
}

const unavailable = { kind: 'unavailable', reason: 'no ERP is configured' } as const;
/** Stands in when no ERP is configured: every call says so. */
const unreachableErp: ErpGateway = {
  importOrder: async () => unavailable,
  orderStatus: async () => unavailable,
  cancelOrder: async () => unavailable,
  createContact: async () => unavailable,
  createCustomer: async () => unavailable,
  updateCustomer: async () => unavailable,
  createServiceRequest: async () => unavailable,
  updateServiceRequestStatus: async () => unavailable,
  serviceRequestStatus: async () => unavailable,
  exportPage: async () => unavailable,
  documentPdf: async () => unavailable,
  health: async () => unavailable,
  close: () => {},
};
