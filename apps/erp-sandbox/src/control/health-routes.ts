// GET /health: the ERP's own health as the portal sees it. It goes through the fault switches like
// any ERP route (a "down" ERP is down for health checks too) and reports storage trouble as 503.
import type { FastifyInstance } from 'fastify';
import { errors } from '../http/errors.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';

export function healthRoutes(app: FastifyInstance, deps: { store: SandboxStore }): void {
  app.get('/health', async () => {
    const why = deps.store.unavailableBecause;
    if (why) throw errors.unavailable(`ERP storage unavailable (${why})`);
    return { status: 'ok', orders: deps.store.state.orders.size };
  });
}
