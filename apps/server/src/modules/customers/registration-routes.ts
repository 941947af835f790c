// `POST /clientes/create` (spec §7, public): a company asks for an account. The rules are in
// registration-service.ts; the answer says the request arrived, not that the account is ready.
import { registrationResultSchema, registrationSchema } from '@portal/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { RegistrationService } from './registration-service.ts';

export interface RegistrationRouteDeps {
  db: Db;
  publicUrl: string;
  onMailQueued?: (() => void) | undefined;
  /** Wakes the outbox worker (the ERP gets the new customer at once, not at the next tick). */
  wakeOutbox?: (() => Promise<void>) | undefined;
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteDeps> = async (
  app,
  { db, publicUrl, onMailQueued, wakeOutbox },
) => {
  const registrations = new RegistrationService({
    db,
    hasher: app.services.hasher,
    publicUrl,
    log: app.log,
    onMailQueued,
    // Not awaited: the applicant's answer does not wait for the ERP.
    onErpMessageQueued: wakeOutbox && (() => void wakeOutbox()),
  });

  app.post(
    '/clientes/create',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clientes'],
        summary:
          'Register a company: its customer and user are created inactive and sent to the ERP; an administrator activates the login',
        body: registrationSchema,
        response: { 201: registrationResultSchema },
      },
    },
    async (request, reply) => {
      const result = await registrations.register(request.body, request.ip);
      // A customer resource: the resource itself, without the portal's envelope (DESIGN §4).
      return reply.code(201).send(result);
    },
  );
};
