// The composition root's building blocks, called by app.ts and administration.ts: every table's
// repository, built once on the root's database and handed to the service that owns the table (a
// service in a transaction runs the same one with `in(tx)`), and the catalogue with its caches.
// One repository per table also means a statement it prepares is prepared once.
import type { Db } from './db/client.ts';
import { AdminParamService } from './modules/admin-params/admin-param-service.ts';
import type { Catalogue } from './modules/catalogue/catalogue.ts';
import { CatalogueIndexes } from './modules/catalogue/catalogue-indexes.ts';
import { CatalogueSync } from './modules/catalogue/catalogue-sync.ts';
import type { CatalogueChanges } from './modules/catalogue/catalogue-changes.ts';
import { CatalogueService, promotionsMover } from './modules/catalogue/catalogue-service.ts';
import { SearchCache } from './modules/catalogue/search-cache.ts';
import { answerWeight, SearchResponses } from './modules/catalogue/search-responses.ts';
import { OutboxRepository } from './erp/outbox/outbox-repository.ts';
import type { ErpOutboxParts } from './erp/outbox/outbox-worker.ts';
import { MailRepository } from './mail/mail-repository.ts';
import { AccessRepository } from './modules/access/access-repository.ts';
import { AccountsRepository } from './modules/accounts/accounts-repository.ts';
import { ErrorLogRepository } from './modules/admin-logs/error-log-repository.ts';
import { AdminParamRepository } from './modules/admin-params/admin-param-repository.ts';
import { AdminPermissionRepository } from './modules/access/admin-permissions/admin-permission-repository.ts';
import { AdminRoleRepository } from './modules/access/admin-roles/admin-role-repository.ts';
import { AdminScreenRepository } from './modules/access/admin-screens/admin-screen-repository.ts';
import { AdminUserRepository } from './modules/users/admin-users/admin-user-repository.ts';
import { RateLimiter } from './modules/auth/rate-limiter.ts';
import { SessionRepository } from './modules/auth/session-repository.ts';
import { CartRepository } from './modules/cart/cart-repository.ts';
import { CatalogueRepository } from './modules/catalogue/catalogue-repository.ts';
import { CompanyTeamRepository } from './modules/company-team/company-team-repository.ts';
import { invitationsMover } from './modules/company-team/company-team-service.ts';
import { ContactsRepository } from './modules/customers/contacts-repository.ts';
import { CustomerErpLink } from './modules/customers/customer-erp-link.ts';
import { CustomerRepository } from './modules/customers/customer-repository.ts';
import { CustomerSearchRepository } from './modules/customers/customer-search-repository.ts';
import { CustomerSync } from './modules/customers/customer-sync.ts';
import { hiddenRolesMover } from './modules/erp-documents/document-access.ts';
import { DocumentRepository } from './modules/erp-documents/document-repository.ts';
import type { SyncWriter } from './modules/erp-sync/sync-appliers.ts';
import type { SyncParts } from './modules/erp-sync/sync-runner.ts';
import { SyncRepository } from './modules/erp-sync/sync-repository.ts';
import { ListRepository } from './modules/lists/list-repository.ts';
import { listsMover } from './modules/lists/list-service.ts';
import { ApprovalRepository } from './modules/orders/approval-repository.ts';
import { ErpOrderStatus } from './modules/orders/erp-order-status.ts';
import { OrderRepository } from './modules/orders/order-repository.ts';
import { OwnCodeRepository } from './modules/own-codes/own-code-repository.ts';
import { ownCodesMover } from './modules/own-codes/own-code-service.ts';
import { serviceRequestSync } from './modules/service-requests/service-request-erp.ts';
import { ServiceRequestRepository } from './modules/service-requests/service-request-repository.ts';
import { CompanyMembers } from './modules/users/company-members.ts';
import { AccountUsers } from './modules/users/account-users.ts';
import { UserAccounts } from './modules/users/user-accounts.ts';
import { UserRepository } from './modules/users/user-repository.ts';

export type Repositories = ReturnType<typeof buildRepositories>;

/**
 * The synchronisation's parts for one built on a database of its own, outside an app (a test's
 * second instance, a benchmark's fill): built here too, so no module builds them.
 */
export function syncPartsOf(db: Db): SyncParts {
  const repositories = buildRepositories(db);
  return {
    runs: repositories.sync,
    params: new AdminParamService(db, repositories.params),
    writers: coreSyncWriters(new ErpOrderStatus(repositories.orders)),
    catalogueIndexes: new CatalogueIndexes(db),
  };
}

/**
 * The writers every synchronisation has, each module writing its own tables: the master data
 * (catalogue, customers), the service requests' work order numbers and the orders' statuses.
 */
export function coreSyncWriters(orderStatus: ErpOrderStatus): SyncWriter[] {
  return [new CatalogueSync(), new CustomerSync(), serviceRequestSync, orderStatus];
}

/**
 * What the ERP outbox's handlers write other modules' tables through: the orders' statuses, and
 * each module's part in linking a registered customer, called in this order in one transaction.
 */
export function erpOutboxParts(
  repositories: Repositories,
  users: UserAccounts,
  orderStatus: ErpOrderStatus,
): ErpOutboxParts {
  const customers = new CustomerErpLink(repositories.customers, repositories.contacts);
  return {
    orderStatus,
    customerLink: {
      customers,
      movers: [
        users,
        customers,
        orderStatus,
        listsMover(repositories.lists),
        invitationsMover(repositories.team),
        ownCodesMover(repositories.ownCodes),
        hiddenRolesMover,
        promotionsMover(repositories.catalogue),
      ],
    },
  };
}

/** The ERP outbox's parts for a worker built on its own (a test's). */
export function erpOutboxPartsOf(db: Db): ErpOutboxParts {
  const repositories = buildRepositories(db);
  const users = new UserAccounts(db, repositories.users);
  return erpOutboxParts(repositories, users, new ErpOrderStatus(repositories.orders));
}

export function buildRepositories(db: Db) {
  return {
    access: new AccessRepository(db),
    accounts: new AccountsRepository(db),
    accountUsers: new AccountUsers(db),
    adminUsers: new AdminUserRepository(db),
    approvals: new ApprovalRepository(db),
    carts: new CartRepository(db),
    catalogue: new CatalogueRepository(db),
    contacts: new ContactsRepository(db),
    customerSearch: new CustomerSearchRepository(db),
    customers: new CustomerRepository(db),
    documents: new DocumentRepository(db),
    errorLog: new ErrorLogRepository(db),
    lists: new ListRepository(db),
    /** A company's logins, for the team, approvals, lists and documents' notices (stateless). */
    members: new CompanyMembers(),
    mail: new MailRepository(db),
    orders: new OrderRepository(db),
    outbox: new OutboxRepository(db),
    ownCodes: new OwnCodeRepository(db),
    params: new AdminParamRepository(db),
    permissions: new AdminPermissionRepository(db),
    /** Counters of every rate limit: log-in, recovery, registration, e-mail checks, messages. */
    rateLimiter: new RateLimiter(db),
    roles: new AdminRoleRepository(db),
    screens: new AdminScreenRepository(db),
    serviceRequests: new ServiceRequestRepository(db),
    sessions: new SessionRepository(db),
    sync: new SyncRepository(db),
    team: new CompanyTeamRepository(db),
    users: new UserRepository(db),
  };
}

/**
 * The catalogue with this instance's search caches: every one of them is emptied when a
 * synchronisation wrote the catalogue.
 */
export function buildCatalogue(opts: {
  repository: CatalogueRepository;
  searchCacheSeconds?: number | undefined;
  /** Check each search answer against the wire schema (off in production: search-responses.ts). */
  validateResponses?: boolean | undefined;
  catalogueChanges?: CatalogueChanges | undefined;
}): Catalogue {
  const ttlMs = (opts.searchCacheSeconds ?? 0) * 1000;
  // Every cache of this instance, so that a catalogue write empties them all.
  const caches: { clear(): void }[] = [];
  const kept = <T>(cache: SearchCache<T>) => (caches.push(cache), cache);
  // Orders of searches paged deep, as far as paged (DEEP_OFFSET): 64 MB, 4 bytes an id.
  const orders = new SearchCache<Int32Array>(ttlMs, {
    weigh: (ids) => ids.byteLength,
    maxWeight: 64 * 1024 * 1024,
  });
  const service = new CatalogueService(
    opts.repository,
    kept(new SearchCache(ttlMs)),
    kept(new SearchCache(ttlMs)),
    kept(orders),
    kept(new SearchCache(ttlMs)),
    // A customer's promotions are a few rows; 20,000 customers' at most.
    kept(new SearchCache(ttlMs, { maxEntries: 20_000 })),
  );
  // 32 MB of answers (about 1,500 pages of 15 cards, each plain and gzipped) per instance.
  const searchResponses = new SearchResponses(
    service,
    kept(new SearchCache(ttlMs, { weigh: answerWeight, maxWeight: 32 * 1024 * 1024 })),
    opts.validateResponses ?? true,
  );
  const unsubscribe = opts.catalogueChanges?.subscribe(() => {
    for (const cache of caches) cache.clear();
  });
  return { service, searchResponses, close: () => unsubscribe?.() };
}
