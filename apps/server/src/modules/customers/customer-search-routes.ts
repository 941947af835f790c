// `GET /clientes?text=&size=`: customer companies by code or company name, for the users
// administration's customer picker. Answers the list itself, as the customer resources do.
import { customerSearchQuerySchema, customerSearchResponseSchema } from '@portal/domain/customer-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerSearchRepository } from './customer-search-repository.ts';

export const customerSearchRoutes: FastifyPluginAsyncZod<{ customers: CustomerSearchRepository }> = async (
  app,
  { customers },
) => {
  app.get(
    '/clientes',
    {
      config: { access: 'permission' },
      schema: {
        tags: ['clientes'],
        summary: 'Customer companies whose code or company name contains `text` (a short list)',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema },
      },
    },
    async (request) => customers.search(request.query),
  );
};
