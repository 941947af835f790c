// The customer's own data (spec §7): `GET /clientes/codigo/{code}`, `GET /clientes/login/{login}`,
// `GET /clientes/email/{email}` and `PUT /clientes/update`. Each holds a permission of its own (the
// customer role and the administrator hold them); which customer a caller reaches is decided by
// the one customer-scope rule (http/customer-scope.ts). Customer resources answer the
// resource itself, without the envelope of the portal's own resources (DESIGN §4).
import { customerProfileSchema, customerUpdateSchema } from '@portal/domain/accounts';
import { safeText } from '@portal/domain/admin-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.ts';
import { requireAuth } from '../../plugins/access-control.ts';
import type { CustomerProfileService } from './customer-profile-service.ts';

export interface CustomerProfileRouteDeps {
  /** Built by the composition root (app.ts), shared with the orders that read the customer. */
  customers: CustomerProfileService;
}

const access = { access: 'permission' } as const;
const tags = ['clientes'];

export const customerProfileRoutes: FastifyPluginAsyncZod<CustomerProfileRouteDeps> = async (
  app,
  { customers },
) => {
  app.get(
    '/clientes/codigo/:code',
    {
      config: access,
      schema: {
        tags,
        summary: 'A customer by its code: one’s own for a customer’s user, any for staff; else 404',
        params: z.object({ code: safeText(40, 1) }),
        response: { 200: customerProfileSchema },
      },
    },
    async (request) =>
      customers.byCodigo(requireAuth(request), request.params.code, requestLanguage(request)),
  );

  app.get(
    '/clientes/login/:login',
    {
      config: access,
      schema: {
        tags,
        summary: 'The customer of the user with this user name or e-mail (scoped as by code)',
        params: z.object({ login: safeText(254, 1) }),
        response: { 200: customerProfileSchema },
      },
    },
    async (request) =>
      customers.byLogin(requireAuth(request), request.params.login, requestLanguage(request)),
  );

  app.get(
    '/clientes/email/:email',
    {
      config: access,
      schema: {
        tags,
        summary: 'The customer with this e-mail, or whose user has it (scoped as by code)',
        params: z.object({ email: safeText(254, 1) }),
        response: { 200: customerProfileSchema },
      },
    },
    async (request) =>
      customers.byEmail(requireAuth(request), request.params.email, requestLanguage(request)),
  );

  app.put(
    '/clientes/update',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Change one’s company data: saved at once and sent to the ERP; payment method, price list, payment day and account code are the ERP’s',
        body: customerUpdateSchema,
        response: { 200: customerProfileSchema },
      },
    },
    async (request) => customers.update(requireAuth(request), request.body, requestLanguage(request)),
  );
};
