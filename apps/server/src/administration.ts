// The administration's services, built once by the composition root (app.ts) beside the ordering
// ones and handed to their routes: users, roles, permissions, screens, parameters, logs, the ERP
// link, the Mailbox, the customer picker and the companies' registration.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { Repositories } from './services.ts';
import type { ErpGateway } from './erp/gateway/erp-gateway.ts';
import type { Mail } from './mail/mail-service.ts';
import { activationNotice } from './modules/accounts/activation-notice.ts';
import { AdminLogService } from './modules/admin-logs/admin-log-service.ts';
import type { AdminParamService } from './modules/admin-params/admin-param-service.ts';
import { AdminPermissionService } from './modules/access/admin-permissions/admin-permission-service.ts';
import { RolePermissionService } from './modules/access/admin-permissions/role-permission-service.ts';
import { AdminRoleService } from './modules/access/admin-roles/admin-role-service.ts';
import { RoleHomes } from './modules/access/admin-roles/role-home.ts';
import { AdminScreenService } from './modules/access/admin-screens/admin-screen-service.ts';
import { AdminUserService } from './modules/users/admin-users/admin-user-service.ts';
import type { AuthService } from './modules/auth/auth-service.ts';
import type { PasswordHasher } from './modules/auth/password-hasher.ts';
import { RegistrationService } from './modules/customers/registration-service.ts';
import { ErpLinkService } from './modules/erp-link/erp-link-service.ts';
import type { ListService } from './modules/lists/list-service.ts';
import type { AdministrationServices } from './modules/api-routes.ts';
import { MailboxService } from './modules/mailbox/mailbox-service.ts';

export function buildAdministration(opts: {
  db: Db;
  repositories: Repositories;
  hasher: PasswordHasher;
  auth: AuthService;
  /** The ordering side's parameters service: one instance for both. */
  params: AdminParamService;
  lists: Pick<ListService, 'handOverShared'>;
  erp: ErpGateway | undefined;
  mail: Mail;
  log: FastifyBaseLogger;
  publicUrl: string;
  onMailQueued: () => void;
  /** Wakes the outbox worker; resolves once a pass begun after the call has ended. */
  wakeOutbox: (() => Promise<void>) | undefined;
}): AdministrationServices {
  const { db, repositories, hasher, auth, publicUrl, onMailQueued, wakeOutbox } = opts;
  const homes = new RoleHomes(repositories.roles);
  return {
    users: new AdminUserService(
      db,
      repositories.adminUsers,
      hasher,
      auth,
      activationNotice(repositories.accountUsers, publicUrl, onMailQueued),
      (tx, user, actor) => opts.lists.handOverShared(tx, user, actor),
    ),
    roles: new AdminRoleService(db, repositories.roles),
    permissions: new AdminPermissionService(db, repositories.permissions, homes),
    rolePermissions: new RolePermissionService(db, repositories.permissions, homes),
    screens: new AdminScreenService(db, repositories.screens),
    params: opts.params,
    logs: new AdminLogService(db, repositories.errorLog),
    erpLink: new ErpLinkService({ db, outbox: repositories.outbox, erp: opts.erp, wakeOutbox }),
    mailbox: new MailboxService(db, repositories.mail, opts.mail),
    customerSearch: repositories.customerSearch,
    registrations: new RegistrationService({
      db,
      customers: repositories.customers,
      contacts: repositories.contacts,
      hasher,
      users: repositories.accountUsers,
      members: repositories.members,
      limiter: repositories.rateLimiter,
      params: opts.params,
      publicUrl,
      log: opts.log,
      onMailQueued,
      // Not awaited: the applicant's answer does not wait for the ERP.
      onErpMessageQueued: wakeOutbox && (() => void wakeOutbox()),
    }),
  };
}
