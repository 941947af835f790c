// Every feature module's routes under /api/v1, in one list so a new module is one line here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { ErpGateway } from '../erp/gateway/erp-gateway.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { contactsRoutes } from './customers/contacts-routes.ts';
import { customerSearchRoutes } from './customers/customer-search-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { screenActionsRoutes } from './access/screen-actions-routes.ts';
import { adminLogRoutes } from './admin-logs/admin-log-routes.ts';
import { adminParamRoutes } from './admin-params/admin-param-routes.ts';
import { adminPermissionRoutes } from './admin-permissions/admin-permission-routes.ts';
import { rolePermissionRoutes } from './admin-permissions/role-permission-routes.ts';
import { adminRoleRoutes } from './admin-roles/admin-role-routes.ts';
import { adminScreenRoutes } from './admin-screens/admin-screen-routes.ts';
import { adminUserRoutes } from './admin-users/admin-user-routes.ts';
import { erpLinkRoutes } from './erp-link/erp-link-routes.ts';
import type { CatalogueChanges } from './catalogue/catalogue-changes.ts';
import { syncRoutes } from './erp-sync/sync-routes.ts';
import type { SyncService } from './erp-sync/sync-service.ts';
import { selfRoutes } from './users/self-routes.ts';

export interface ApiDeps {
  db: Db;
  erp?: ErpGateway | undefined;
  /** Called once an order and its outbox row are committed. */
  onOrderStored?: (() => void) | undefined;
  /** Wakes the outbox worker; resolves once a pass begun after the call has ended. */
  wakeOutbox?: (() => Promise<void>) | undefined;
  searchCacheSeconds?: number | undefined;
  /** Tells the catalogue's caches that a synchronisation wrote to the catalogue. */
  catalogueChanges?: CatalogueChanges | undefined;
  sync?: SyncService | undefined;
}

export const apiRoutes: FastifyPluginAsyncZod<ApiDeps> = async (
  api,
  { db, erp, onOrderStored, wakeOutbox, searchCacheSeconds, catalogueChanges, sync },
) => {
  // Only the dependencies travel on: the options also carry this plugin's prefix.
  const deps: ApiDeps = { db, erp, onOrderStored, wakeOutbox, searchCacheSeconds, catalogueChanges, sync };
  await api.register(selfRoutes, deps);
  await api.register(screenActionsRoutes, deps);
  await api.register(adminUserRoutes, deps);
  await api.register(adminRoleRoutes, deps);
  await api.register(adminPermissionRoutes, deps);
  await api.register(rolePermissionRoutes, deps);
  await api.register(adminScreenRoutes, deps);
  await api.register(adminParamRoutes, deps);
  await api.register(adminLogRoutes, deps);
  await api.register(erpLinkRoutes, deps);
  if (sync) await api.register(syncRoutes, { sync });
  await api.register(catalogueRoutes, deps);
  await api.register(cartRoutes, deps);
  await api.register(contactsRoutes, deps);
  await api.register(customerSearchRoutes, deps);
  await api.register(orderRoutes, deps);
};
