// Service requests' routes, with the module's one service built here from the app's
// dependencies and handed to both sides: the customer's (and the request's page) and the back
// office's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import type { ContactsService } from '../customers/contacts-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import { CustomerUsers } from '../users/customer-users.ts';
import { UserDirectory } from '../users/user-directory.ts';
import { backOfficeRoutes } from './back-office-routes.ts';
import { customerRequestRoutes } from './customer-request-routes.ts';
import { RequestFormChecks } from './request-form-checks.ts';
import { RequestNotices } from './request-notices.ts';
import { ServiceRequestService } from './service-request-service.ts';

/** What the module takes from the composition root (a part of api-routes.ts's `ApiDeps`). */
export interface ServiceRequestRouteDeps {
  db: Db;
  /** The customer's addresses, the catalogue and the orders a request's form is checked against. */
  ordering: { contacts: ContactsService; catalogue: { service: CatalogueService }; orders: OrderService };
  /** `PUBLIC_URL`: the mails link to the request's page there. */
  publicUrl: string;
  /** Wakes the ERP outbox worker after a commit that queued a message. */
  onErpMessageQueued?: (() => void) | undefined;
  onMailQueued?: (() => void) | undefined;
}

export const serviceRequestRoutes: FastifyPluginAsyncZod<ServiceRequestRouteDeps> = async (
  app,
  { db, ordering, publicUrl, onErpMessageQueued, onMailQueued },
) => {
  const service = new ServiceRequestService({
    db,
    checks: new RequestFormChecks({
      contacts: ordering.contacts,
      catalogue: ordering.catalogue.service,
      orders: ordering.orders,
    }),
    notices: new RequestNotices(publicUrl, new CustomerUsers()),
    users: new UserDirectory(db),
    onErpMessageQueued,
    onMailQueued,
  });
  await app.register(customerRequestRoutes, { service });
  await app.register(backOfficeRoutes, { service });
};
