// /_sandbox: the drill controls. Never behind a token or the fault switches (so a drill can always
// reach them); the sandbox listens on 127.0.0.1 by default for that reason. Reset is refused unless
// the sandbox was started with allowReset.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { portalCodeSchema } from '../orders/order-schema.ts';
import { type OrderService, describe } from '../orders/order-service.ts';
import { ORDER_STATUSES } from '../orders/order-timeline.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import { type SwitchBoard, switchesSchema } from '../switches.ts';
import { masterDataDrills } from './master-data-drills.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export interface ControlDeps {
  store: SandboxStore;
  switches: SwitchBoard;
  orders: OrderService;
  clock: () => number;
  allowReset: boolean;
  /** Start data that is journaled rather than built (the documents' past) is made again. */
  afterReset?: () => Promise<void>;
}

export function controlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { store, switches } = deps;

  app.get('/switches', async () => switches.get());

  app.put('/switches', async (request) =>
    switches.update(parseWith(switchesSchema.partial().strict(), request.body ?? {})),
  );

  /** Every order received, with how often its key was presented: the exactly-once evidence. */
  app.get('/orders', async () => {
    await store.settled();
    const now = deps.clock();
    const items = [...store.state.orders.values()].map((order) => {
      const key = store.state.keys.get(order.idempotencyKey);
      return {
        ...describe(order, now),
        customerCodigo: order.customerCodigo,
        receivedAt: iso(order.receivedAt),
        total: order.request.totals.total,
        idempotencyKey: order.idempotencyKey,
        keyPresentations: key?.presentations ?? 1,
        keyConflicts: key?.conflicts ?? 0,
        request: order.request,
      };
    });
    return { items, total: items.length };
  });

  /** How many orders were received, without their bodies: what a benchmark polls. */
  app.get('/orders/count', async () => {
    await store.settled();
    return { total: store.state.orders.size };
  });

  /** Every idempotency key seen, for contacts and customers as well as orders. */
  app.get('/idempotency-keys', async () => {
    await store.settled();
    const items = [...store.state.keys.values()].map(
      ({ answer: _answer, fingerprint: _fingerprint, firstAt, lastAt, ...entry }) => ({
        ...entry,
        firstAt: iso(firstAt),
        lastAt: iso(lastAt),
      }),
    );
    return { items, total: items.length };
  });

  app.put('/orders/:portalCode/status', async (request) => {
    const { portalCode } = parseWith(z.object({ portalCode: portalCodeSchema }), request.params);
    const { status } = parseWith(z.object({ status: z.enum(ORDER_STATUSES) }), request.body);
    return deps.orders.setStatus(portalCode, status);
  });

  masterDataDrills(app, { store, clock: deps.clock });

  app.post('/reset', async () => {
    if (!deps.allowReset) throw errors.resetNotAllowed();
    await store.reset();
    await deps.afterReset?.();
    return { reset: true };
  });
}
