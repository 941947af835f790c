// GET /_sandbox/service-requests: every service request the ERP holds, with how often its creation
// key came back and how many status changes it received: the exactly-once evidence for service
// requests, as /_sandbox/orders is for orders.
import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import { describeServiceRequest } from './service-request-schema.ts';

export function serviceRequestDrills(app: FastifyInstance, deps: { store: SandboxStore }): void {
  app.get('/service-requests', async () => {
    await deps.store.settled();
    const { state } = deps.store;
    const items = [...state.serviceRequests.values()]
      .sort((a, b) => (a.numero < b.numero ? -1 : a.numero > b.numero ? 1 : 0))
      .map((request) => {
        const key = state.keys.get(request.idempotencyKey);
        return {
          ...describeServiceRequest(request),
          tipus: request.tipus,
          receivedAt: new Date(request.receivedAt).toISOString(),
          idempotencyKey: request.idempotencyKey,
          /** Times the creation's key came with the same request (1 = never retried). */
          keyPresentations: key?.presentations ?? 1,
          keyConflicts: key?.conflicts ?? 0,
          statusUpdates: request.statusUpdates,
          request: request.request,
        };
      });
    return { items, total: items.length };
  });
}
