// /api/orders: import (idempotent), status, cancel.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/parse.ts';
import { sendWrite } from '../http/write-reply.ts';
import { fingerprint, readIdempotencyKey } from '../state/idempotency.ts';
import type { SwitchBoard } from '../switches.ts';
import { orderImportSchema, portalCodeSchema } from './order-schema.ts';
import type { OrderService } from './order-service.ts';

const params = z.object({ portalCode: portalCodeSchema });

export function orderRoutes(
  app: FastifyInstance,
  deps: { orders: OrderService; switches: SwitchBoard; random: () => number },
): void {
  app.post('/orders', async (request, reply) => {
    const order = parseWith(orderImportSchema, request.body);
    const key = readIdempotencyKey(request);
    const result = await deps.orders.importOrder(order, key, fingerprint(request));
    return sendWrite(reply, result, deps);
  });

  app.get('/orders/:portalCode', async (request) => {
    const { portalCode } = parseWith(params, request.params);
    return deps.orders.status(portalCode);
  });

  app.post('/orders/:portalCode/cancel', async (request) => {
    const { portalCode } = parseWith(params, request.params);
    return deps.orders.cancel(portalCode);
  });
}
