// Every feature module's routes under /api/v1, in one list so a new module is one line here.
import type { AdminParamService } from './admin-params/admin-param-service.ts';
import type { AuthContext } from '../plugins/access-control.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { ErpGateway } from '../erp/gateway/erp-gateway.ts';
import type { AccountLimits } from './accounts/account-limits.ts';
import { accountsRoutes } from './accounts/accounts-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import type { CartService } from './cart/cart-service.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { contactsRoutes } from './customers/contacts-routes.ts';
import type { ContactsService } from './customers/contacts-service.ts';
import { customerProfileRoutes } from './customers/customer-profile-routes.ts';
import type { CustomerProfileService } from './customers/customer-profile-service.ts';
import { customerSearchRoutes } from './customers/customer-search-routes.ts';
import { registrationRoutes } from './customers/registration-routes.ts';
import { listRoutes } from './lists/list-routes.ts';
import { ownCodeRoutes } from './own-codes/own-code-routes.ts';
import type { OwnCodeService } from './own-codes/own-code-service.ts';
import type { ProductCodeResolver } from './product-codes/code-resolver.ts';
import type { ListService } from './lists/list-service.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { approvalRoutes } from './orders/approval-routes.ts';
import { erpDocumentRoutes } from './erp-documents/document-routes.ts';
import type { ErpDocumentsService } from './erp-documents/document-service.ts';
import type { OrderService } from './orders/order-service.ts';
import { screenActionsRoutes } from './access/screen-actions-routes.ts';
import { adminLogRoutes } from './admin-logs/admin-log-routes.ts';
import { adminParamRoutes } from './admin-params/admin-param-routes.ts';
import { adminPermissionRoutes } from './admin-permissions/admin-permission-routes.ts';
import { rolePermissionRoutes } from './admin-permissions/role-permission-routes.ts';
import { adminRoleRoutes } from './admin-roles/admin-role-routes.ts';
import { adminScreenRoutes } from './admin-screens/admin-screen-routes.ts';
import { adminUserRoutes } from './admin-users/admin-user-routes.ts';
import { erpLinkRoutes } from './erp-link/erp-link-routes.ts';
import type { Mail } from '../mail/mail-service.ts';
import { mailboxRoutes } from './mailbox/mailbox-routes.ts';
import { syncRoutes } from './erp-sync/sync-routes.ts';
import type { SyncService } from './erp-sync/sync-service.ts';
import { serviceRequestRoutes } from './service-requests/service-request-routes.ts';
import { selfRoutes } from './users/self-routes.ts';
import { companyTeamRoutes } from './company-team/company-team-routes.ts';
import type { CompanyTeamService } from './company-team/company-team-service.ts';

/** The ordering modules' services, built once by the composition root (app.ts) and handed down. */
export interface OrderingServices {
  catalogue: Catalogue;
  cart: CartService;
  orders: OrderService;
  contacts: ContactsService;
  customers: CustomerProfileService;
  lists: ListService;
  ownCodes: OwnCodeService;
  codes: ProductCodeResolver;
  params: AdminParamService;
}

export interface ApiDeps {
  db: Db;
  ordering: OrderingServices;
  /** The documents after an order: shipments, delivery notes, invoices, credit. */
  documents: ErpDocumentsService;
  erp?: ErpGateway | undefined;
  /** Wakes the ERP outbox worker after a commit that queued a message (an order, a service request). */
  onErpMessageQueued?: (() => void) | undefined;
  /** Wakes the outbox worker; resolves once a pass begun after the call has ended. */
  wakeOutbox?: (() => Promise<void>) | undefined;
  sync?: SyncService | undefined;
  /** `PUBLIC_URL`: the links mailed to users (recovery, e-mail confirmation, activation). */
  publicUrl: string;
  accountLimits?: AccountLimits | undefined;
  /** Wakes the mail worker; called after a commit that wrote mail. */
  onMailQueued?: (() => void) | undefined;
  /** The app's mail (its worker; whether it delivers): the Mailbox reads and wakes it. */
  mail?: Mail | undefined;
  /** A customer company's team: its logins, invitations and limits. */
  team: CompanyTeamService;
}

export const apiRoutes: FastifyPluginAsyncZod<ApiDeps> = async (
  api,
  {
    db,
    ordering,
    documents,
    erp,
    onErpMessageQueued,
    wakeOutbox,
    sync,
    publicUrl,
    accountLimits,
    onMailQueued,
    mail,
    team,
  },
) => {
  // Only the dependencies travel on: the options also carry this plugin's prefix.
  const deps: ApiDeps = {
    db,
    ordering,
    documents,
    erp,
    onErpMessageQueued,
    wakeOutbox,
    sync,
    publicUrl,
    accountLimits,
    onMailQueued,
    mail,
    team,
  };
  // The documents screen for a company role its administrator kept away from documents.
  const keptScreens = (auth: AuthContext) => documents.readers.keptScreens(auth);
  await api.register(selfRoutes, { db, keptScreens });
  await api.register(accountsRoutes, deps);
  await api.register(screenActionsRoutes, { db, keptScreens });
  await api.register(adminUserRoutes, deps);
  await api.register(adminRoleRoutes, deps);
  await api.register(adminPermissionRoutes, deps);
  await api.register(rolePermissionRoutes, deps);
  await api.register(adminScreenRoutes, deps);
  await api.register(adminParamRoutes, deps);
  await api.register(adminLogRoutes, deps);
  await api.register(erpLinkRoutes, deps);
  await api.register(mailboxRoutes, deps);
  if (sync) await api.register(syncRoutes, { sync });
  await api.register(catalogueRoutes, {
    catalogue: ordering.catalogue,
    exactCode: (auth, text) => ordering.codes.searchCode(auth, text),
  });
  await api.register(cartRoutes, { cart: ordering.cart });
  await api.register(contactsRoutes, { contacts: ordering.contacts });
  await api.register(customerSearchRoutes, deps);
  await api.register(registrationRoutes, deps);
  await api.register(customerProfileRoutes, { customers: ordering.customers });
  await api.register(orderRoutes, { orders: ordering.orders, onErpMessageQueued });
  await api.register(approvalRoutes, { approvals: ordering.orders.approvals, onErpMessageQueued });
  await api.register(serviceRequestRoutes, deps);
  await api.register(companyTeamRoutes, { team });
  await api.register(erpDocumentRoutes, { documents });
  await api.register(listRoutes, { lists: ordering.lists });
  await api.register(ownCodeRoutes, { ownCodes: ordering.ownCodes });
};
