// Every feature module's routes under /api/v1, in one list so a new module is one line here.
import type { AdminParamService } from './admin-params/admin-param-service.ts';
import type { AuthContext } from '../plugins/access-control.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes, type AccountsServices } from './accounts/accounts-routes.ts';
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
import type { AdminLogService } from './admin-logs/admin-log-service.ts';
import type { AdminPermissionService } from './access/admin-permissions/admin-permission-service.ts';
import type { RolePermissionService } from './access/admin-permissions/role-permission-service.ts';
import type { AdminRoleService } from './access/admin-roles/admin-role-service.ts';
import type { AdminScreenService } from './access/admin-screens/admin-screen-service.ts';
import type { AdminUserService } from './users/admin-users/admin-user-service.ts';
import type { CustomerSearchRepository } from './customers/customer-search-repository.ts';
import type { RegistrationService } from './customers/registration-service.ts';
import type { ErpLinkService } from './erp-link/erp-link-service.ts';
import type { MailboxService } from './mailbox/mailbox-service.ts';
import { adminParamRoutes } from './admin-params/admin-param-routes.ts';
import { adminPermissionRoutes } from './access/admin-permissions/admin-permission-routes.ts';
import { rolePermissionRoutes } from './access/admin-permissions/role-permission-routes.ts';
import { adminRoleRoutes } from './access/admin-roles/admin-role-routes.ts';
import { adminScreenRoutes } from './access/admin-screens/admin-screen-routes.ts';
import { adminUserRoutes } from './users/admin-users/admin-user-routes.ts';
import { erpLinkRoutes } from './erp-link/erp-link-routes.ts';
import { mailboxRoutes } from './mailbox/mailbox-routes.ts';
import { syncRoutes } from './erp-sync/sync-routes.ts';
import type { SyncService } from './erp-sync/sync-service.ts';
import { serviceRequestRoutes } from './service-requests/service-request-routes.ts';
import type { ServiceRequestService } from './service-requests/service-request-service.ts';
import { selfRoutes } from './users/self-routes.ts';
import type { SelfService } from './users/self-service.ts';
import type { UserAccess } from './access/user-access.ts';
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

/** The administration's services, built once by the composition root (administration.ts). */
export interface AdministrationServices {
  users: AdminUserService;
  roles: AdminRoleService;
  permissions: AdminPermissionService;
  rolePermissions: RolePermissionService;
  screens: AdminScreenService;
  params: AdminParamService;
  logs: AdminLogService;
  erpLink: ErpLinkService;
  mailbox: MailboxService;
  customerSearch: CustomerSearchRepository;
  registrations: RegistrationService;
}

export interface ApiDeps {
  ordering: OrderingServices;
  /** The documents after an order: shipments, delivery notes, invoices, credit. */
  documents: ErpDocumentsService;
  administration: AdministrationServices;
  /** Wakes the ERP outbox worker after a commit that queued a message (an order, a service request). */
  onErpMessageQueued?: (() => void) | undefined;
  sync?: SyncService | undefined;
  /** Password recovery, one's own password and e-mail, and messages to customer service. */
  accounts: AccountsServices;
  /** A customer company's team: its logins, invitations and limits. */
  team: CompanyTeamService;
  /** Service requests: the customer's side and the back office's. */
  serviceRequests: ServiceRequestService;
  /** The session user's own record, and what their roles let them see and do. */
  users: { self: SelfService; access: UserAccess };
}

export const apiRoutes: FastifyPluginAsyncZod<ApiDeps> = async (
  api,
  { ordering, documents, administration, onErpMessageQueued, sync, accounts, team, serviceRequests, users },
) => {
  // The documents screen for a company role its administrator kept away from documents.
  const keptScreens = (auth: AuthContext) => documents.readers.keptScreens(auth);
  await api.register(selfRoutes, { self: users.self, keptScreens });
  await api.register(accountsRoutes, { accounts });
  await api.register(screenActionsRoutes, { access: users.access, keptScreens });
  await api.register(adminUserRoutes, { users: administration.users });
  await api.register(adminRoleRoutes, { roles: administration.roles });
  await api.register(adminPermissionRoutes, { permissions: administration.permissions });
  await api.register(rolePermissionRoutes, { links: administration.rolePermissions });
  await api.register(adminScreenRoutes, { screens: administration.screens });
  await api.register(adminParamRoutes, { params: administration.params });
  await api.register(adminLogRoutes, { logs: administration.logs });
  await api.register(erpLinkRoutes, { link: administration.erpLink });
  await api.register(mailboxRoutes, { mailbox: administration.mailbox });
  if (sync) await api.register(syncRoutes, { sync });
  await api.register(catalogueRoutes, {
    catalogue: ordering.catalogue,
    exactCode: (auth, text) => ordering.codes.searchCode(auth, text),
  });
  await api.register(cartRoutes, { cart: ordering.cart });
  await api.register(contactsRoutes, { contacts: ordering.contacts });
  await api.register(customerSearchRoutes, { customers: administration.customerSearch });
  await api.register(registrationRoutes, { registrations: administration.registrations });
  await api.register(customerProfileRoutes, { customers: ordering.customers });
  await api.register(orderRoutes, { orders: ordering.orders, onErpMessageQueued });
  await api.register(approvalRoutes, { approvals: ordering.orders.approvals, onErpMessageQueued });
  await api.register(serviceRequestRoutes, { service: serviceRequests });
  await api.register(companyTeamRoutes, { team });
  await api.register(erpDocumentRoutes, { documents });
  await api.register(listRoutes, { lists: ordering.lists });
  await api.register(ownCodeRoutes, { ownCodes: ordering.ownCodes });
};
