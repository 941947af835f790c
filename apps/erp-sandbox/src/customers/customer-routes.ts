// /api/customers: customer creation, customer update and contact creation, all idempotent writes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/parse.ts';
import { sendWrite } from '../http/write-reply.ts';
import { fingerprint, readIdempotencyKey } from '../state/idempotency.ts';
import type { SwitchBoard } from '../switches.ts';
import { contactCreateSchema, customerCreateSchema, customerUpdateSchema } from './customer-schema.ts';
import type { CustomerService } from './customer-service.ts';

const params = z.object({ codigo: z.string().min(1).max(20) });

export function customerRoutes(
  app: FastifyInstance,
  deps: { customers: CustomerService; switches: SwitchBoard; random: () => number },
): void {
  app.post('/customers', async (request, reply) => {
    const body = parseWith(customerCreateSchema, request.body);
    const key = readIdempotencyKey(request);
    return sendWrite(reply, await deps.customers.createCustomer(body, key, fingerprint(request)), deps);
  });

  app.put('/customers/:codigo', async (request, reply) => {
    const { codigo } = parseWith(params, request.params);
    const body = parseWith(customerUpdateSchema, request.body);
    const key = readIdempotencyKey(request);
    const result = await deps.customers.updateCustomer(codigo, body, key, fingerprint(request));
    // An update creates nothing: 200 the first time too (§10.1); a replay is told by its header.
    return sendWrite(reply, { ...result, statusCode: 200 }, deps);
  });

  app.post('/customers/:codigo/contacts', async (request, reply) => {
    const { codigo } = parseWith(params, request.params);
    const body = parseWith(contactCreateSchema, request.body);
    const key = readIdempotencyKey(request);
    return sendWrite(
      reply,
      await deps.customers.createContact(codigo, body, key, fingerprint(request)),
      deps,
    );
  });
}
