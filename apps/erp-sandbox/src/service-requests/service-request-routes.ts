// /api/service-requests: open a work order (idempotent), mirror a status change (idempotent), read
// a request's status record (docs/erp-contract.md §13).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { sendWrite } from '../http/write-reply.ts';
import { fingerprint, readIdempotencyKey } from '../state/idempotency.ts';
import type { SwitchBoard } from '../switches.ts';
import {
  serviceNumeroSchema,
  serviceRequestCreateSchema,
  serviceStatusSchema,
} from './service-request-schema.ts';
import type { ServiceRequestService } from './service-request-service.ts';

const params = z.object({ numero: serviceNumeroSchema });

export function serviceRequestRoutes(
  app: FastifyInstance,
  deps: { serviceRequests: ServiceRequestService; switches: SwitchBoard; random: () => number },
): void {
  app.post('/service-requests', async (request, reply) => {
    const body = parseWith(serviceRequestCreateSchema, request.body);
    const key = readIdempotencyKey(request);
    return sendWrite(reply, await deps.serviceRequests.create(body, key, fingerprint(request)), deps);
  });

  app.put('/service-requests/:numero/status', async (request, reply) => {
    const { numero } = parseWith(params, request.params);
    const body = parseWith(serviceStatusSchema, request.body);
    if (body.numero !== numero)
      throw errors.validation([{ path: 'numero', message: `must be the number in the path (${numero})` }]);
    const key = readIdempotencyKey(request);
    const result = await deps.serviceRequests.updateStatus(numero, body, key, fingerprint(request));
    // A change creates nothing: 200 the first time too; a replay is told by its header.
    return sendWrite(reply, { ...result, statusCode: 200 }, deps);
  });

  app.get('/service-requests/:numero', async (request) => {
    const { numero } = parseWith(params, request.params);
    return deps.serviceRequests.status(numero);
  });
}
