// Service requests' routes: the module's one service, built by the composition root (app.ts),
// handed to both sides: the customer's (and the request's page) and the back office's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from './back-office-routes.ts';
import { customerRequestRoutes } from './customer-request-routes.ts';
import type { ServiceRequestService } from './service-request-service.ts';

export const serviceRequestRoutes: FastifyPluginAsyncZod<{ service: ServiceRequestService }> = async (
  app,
  { service },
) => {
  await app.register(customerRequestRoutes, { service });
  await app.register(backOfficeRoutes, { service });
};
