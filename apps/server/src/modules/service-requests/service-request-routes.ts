// Service requests' routes, with the module's one service built here from the app's
// dependencies and handed to both sides: the customer's (and the request's page) and the back
// office's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../api-routes.ts';
import { CatalogueRepository } from '../catalogue/catalogue-repository.ts';
import { ContactsRepository } from '../customers/contacts-repository.ts';
import { OrderRepository } from '../orders/order-repository.ts';
import { backOfficeRoutes } from './back-office-routes.ts';
import { customerRequestRoutes } from './customer-request-routes.ts';
import { RequestFormChecks } from './request-form-checks.ts';
import { RequestNotices } from './request-notices.ts';
import { ServiceRequestService } from './service-request-service.ts';

export const serviceRequestRoutes: FastifyPluginAsyncZod<ApiDeps> = async (
  app,
  { db, publicUrl, onOrderStored, onMailQueued },
) => {
  const service = new ServiceRequestService({
    db,
    checks: new RequestFormChecks({
      contacts: new ContactsRepository(db),
      catalogue: new CatalogueRepository(db),
      orders: new OrderRepository(db),
    }),
    notices: new RequestNotices(publicUrl),
    // `onOrderStored` kicks the ERP outbox worker (named after its first caller, the orders).
    onErpMessageQueued: onOrderStored,
    onMailQueued,
  });
  await app.register(customerRequestRoutes, { service });
  await app.register(backOfficeRoutes, { service });
};
