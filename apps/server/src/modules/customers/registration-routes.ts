// `POST /clientes/create` (spec §7, public): a company asks for an account. The rules are in
// registration-service.ts; the answer says the request arrived, not that the account is ready.
import { registrationResultSchema, registrationSchema } from '@portal/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegistrationService } from './registration-service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<{ registrations: RegistrationService }> = async (
  app,
  { registrations },
) => {
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
