// Builds the Fastify application without listening (tests inject requests into it; `main.ts`
// listens). Plugins in a fixed order: framework, then app-wide (errors, security, access),
// then the feature modules, then the web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ErpGateway } from './erp/gateway/erp-gateway.ts';
import { HttpErpGateway } from './erp/gateway/http-erp-gateway.ts';
import { OrderStatusSync } from './modules/orders/order-status-sync.ts';
import { ErpOrderStatus } from './modules/orders/erp-order-status.ts';
import { erpOutboxWorker, type OutboxWorker } from './erp/outbox/outbox-worker.ts';
import { createMail, type Mail } from './mail/mail-service.ts';
import { CatalogueChanges } from './modules/catalogue/catalogue-changes.ts';
import { createErpSync, type ErpSync } from './modules/erp-sync/erp-sync.ts';
import { CustomerCredit } from './modules/erp-documents/customer-credit.ts';
import { DocumentReaders } from './modules/erp-documents/document-access.ts';
import { ErpDocumentsService } from './modules/erp-documents/document-service.ts';
import { CustomerUsers } from './modules/users/customer-users.ts';
import { AppError } from './http/errors.ts';
import { storableInputValidatorCompiler } from './http/storable-input.ts';
import { RequestActivity } from './jobs/request-activity.ts';
import { AuthService, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './modules/auth/auth-service.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import type { Readiness } from './modules/health/readiness.ts';
import { buildAdministration } from './administration.ts';
import {
  buildCatalogue,
  buildRepositories,
  coreSyncWriters,
  erpOutboxParts,
  type Repositories,
} from './services.ts';
import { CatalogueIndexes } from './modules/catalogue/catalogue-indexes.ts';
import { apiRoutes, type OrderingServices } from './modules/api-routes.ts';
import { AdminParamService } from './modules/admin-params/admin-param-service.ts';
import { CartService } from './modules/cart/cart-service.ts';
import { ContactsService } from './modules/customers/contacts-service.ts';
import { CustomerProfileService } from './modules/customers/customer-profile-service.ts';
import type { OrderDeps } from './modules/orders/order-deps.ts';
import { OrderPlacement } from './modules/orders/order-placement.ts';
import { OrderService } from './modules/orders/order-service.ts';
import { OrderApprovals } from './modules/orders/order-approvals.ts';
import { BuyerLimits } from './modules/company-team/buyer-limits.ts';
import { PassScheduler } from './jobs/pass-scheduler.ts';
import { CompanyTeamService } from './modules/company-team/company-team-service.ts';
import { DeliveryScopes } from './modules/company-team/delivery-scopes.ts';
import { UserAccounts } from './modules/users/user-accounts.ts';
import { ListService } from './modules/lists/list-service.ts';
import { ProductCodeResolver } from './modules/product-codes/code-resolver.ts';
import { OwnCodeService } from './modules/own-codes/own-code-service.ts';
import { UserDirectory } from './modules/users/user-directory.ts';
import { SelfService } from './modules/users/self-service.ts';
import { UserAccess } from './modules/access/user-access.ts';
import { RequestFormChecks } from './modules/service-requests/request-form-checks.ts';
import { RequestNotices } from './modules/service-requests/request-notices.ts';
import { ServiceRequestService } from './modules/service-requests/service-request-service.ts';
import { parseQuickOrder } from '@portal/domain/quick-order';
import { OrderPricing } from './modules/pricing/order-pricing.ts';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './modules/accounts/account-limits.ts';
import type { AccountsContext } from './modules/accounts/accounts-context.ts';
import { CredentialsService } from './modules/accounts/credentials-service.ts';
import { CustomerServiceMail } from './modules/accounts/customer-service-mail.ts';
import { RecoveryService } from './modules/accounts/recovery-service.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import accessControl, { API_PREFIX } from './plugins/access-control.ts';
import noStore from './plugins/no-store.ts';
import errorHandler, { answerClientError, frameworkError, sendAppError } from './plugins/error-handler.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  hasher?: PasswordHasher;
  loginLimits?: LoginLimits;
  /** Rate limits of recovery, password checks, the e-mail check and customer service. */
  accountLimits?: AccountLimits;
  /** Pino options; tests pass `false` to keep their output quiet. */
  logger?: boolean | object;
  /** The ERP gateway; by default built from the configuration when an ERP is configured. */
  erp?: ErpGateway;
  /** Run the outbox worker and the order status sync (off in tests, which drive them by hand). */
  backgroundJobs?: boolean;
  /** What `/ready` says while the instance stops (main.ts drains it on SIGTERM). */
  readiness?: Readiness;
}

export interface Services {
  hasher: PasswordHasher;
  tokens: TokenService;
  auth: AuthService;
  erp: ErpGateway | undefined;
  outbox: OutboxWorker | undefined;
  orderStatusSync: OrderStatusSync | undefined;
  /** Master-data synchronisation from the ERP (its service, runner and worker). */
  sync: ErpSync;
  /** The mail worker; `kick()` after committing a change that wrote mail. */
  mail: Mail;
  /** Told when the catalogue was written (a synchronisation run ended): empties the search caches. */
  catalogueChanges: CatalogueChanges;
  /** Reminds approvers of orders awaiting approval, and tells the company administrator. */
  approvalReminders: PassScheduler;
  /** The approvals' reminder pass itself, with its clock (tests run it by hand). */
  remindApprovals: (now?: Date) => Promise<{ reminded: number; escalated: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** How often orders awaiting approval are looked at for their 48 h reminder and 5-day escalation. */
const APPROVAL_REMINDERS_EVERY_MS = 15 * 60 * 1000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // The client's address (rate limits count by it) comes from X-Forwarded-For only when the
    // request arrives from a configured proxy (TRUST_PROXY); else anyone could pick their own.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids in logs let an error in the error log be traced back to its request.
    requestIdHeader: 'x-request-id',
    // What the router refuses before any route runs still answers in the error contract.
    frameworkErrors: (error, request, reply) => sendAppError(request, reply, frameworkError(error.code)),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(storableInputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const repositories = buildRepositories(db);
  const hasher = deps.hasher ?? new PasswordHasher();
  const tokens = new TokenService(
    config.authSecret,
    config.accessTokenTtlSeconds,
    config.refreshTokenTtlSeconds,
  );
  const users = new UserAccounts(db, repositories.users);
  const loginLimits = deps.loginLimits ?? {
    ...DEFAULT_LOGIN_LIMITS,
    perIp: { ...DEFAULT_LOGIN_LIMITS.perIp, max: config.loginAttemptsPerIp },
  };
  const auth = new AuthService(db, repositories.sessions, users, hasher, tokens, {
    limiter: repositories.rateLimiter,
    throttle: new LoginThrottle(db, loginLimits.throttle),
    perIp: loginLimits.perIp,
    publicUrl: config.publicUrl,
    onMailQueued: () => mail.kick(),
  });
  const erp = deps.erp ?? (config.erp ? new HttpErpGateway(config.erp, { db, log: app.log }) : undefined);
  const orderStatus = new ErpOrderStatus(repositories.orders);
  const outbox = erp
    ? erpOutboxWorker(
        db,
        erp,
        app.log,
        {
          leaseSeconds: config.outboxLeaseSeconds,
          concurrency: config.outboxConcurrency,
        },
        erpOutboxParts(repositories, users, orderStatus),
      )
    : undefined;
  const orderStatusSync = erp
    ? new OrderStatusSync(db, repositories.orders, orderStatus, erp, app.log)
    : undefined;
  const catalogueChanges = new CatalogueChanges();
  const activity = new RequestActivity();
  activity.listen(app);
  const ordering = buildOrdering({
    db,
    repositories,
    orderStatus,
    erp,
    wakeOutbox: () => void outbox?.wake(),
    catalogueChanges,
    // PostgreSQL: other instances' runs are not heard of, so their changes show within 30 s.
    // PGlite is one instance, whose caches every catalogue write (a run) empties: a longer life
    // spares it the reloads, each a search that holds its one connection and its thread.
    searchCacheSeconds: config.searchCacheSeconds ?? (database.kind === 'pglite' ? 3600 : 30),
    validateResponses: config.nodeEnv !== 'production',
    publicUrl: config.publicUrl,
    onMailQueued: () => mail.kick(),
  });
  // The documents after an order (DESIGN §15): read by the order page and /documents, written by
  // the synchronisation through the appliers the service hands it.
  const documents = new ErpDocumentsService({
    db,
    documents: repositories.documents,
    erp,
    orders: ordering.orders,
    customers: ordering.customers,
    params: ordering.params,
    notices: { users: new CustomerUsers(), publicUrl: config.publicUrl },
    readers: new DocumentReaders(db, repositories.members),
  });
  const sync = createErpSync({
    db,
    parts: {
      runs: repositories.sync,
      params: ordering.params,
      writers: [...coreSyncWriters(orderStatus), documents, ordering.ownCodes],
      catalogueIndexes: new CatalogueIndexes(db),
    },
    erp,
    log: app.log,
    runner: {
      // PGlite has one connection: a page's transaction makes every search wait, so its pages are
      // small (a search waits ~0.1 s, not ~0.5 s); PostgreSQL serves searches beside it.
      pageSize: config.syncPageSize ?? (database.kind === 'pglite' ? 200 : 1000),
      leaseSeconds: config.syncLeaseSeconds,
      onCatalogueChanged: () => catalogueChanges.notify(),
      // Buyers being served come first: a page written meanwhile is followed by a pause.
      requestsArrived: () => activity.arrived,
    },
  });
  const mail = createMail({
    db,
    mails: repositories.mail,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    worker: { retentionDays: config.mailRetentionDays },
  });
  const team = new CompanyTeamService({
    db,
    team: repositories.team,
    members: repositories.members,
    contacts: ordering.contacts,
    auth,
    hasher,
    customers: ordering.customers,
    publicUrl: config.publicUrl,
    onMailQueued: () => mail.kick(),
  });
  const serviceRequests = new ServiceRequestService({
    db,
    requests: repositories.serviceRequests,
    checks: new RequestFormChecks({
      contacts: ordering.contacts,
      catalogue: ordering.catalogue.service,
      orders: ordering.orders,
    }),
    orders: ordering.orders,
    catalogue: ordering.catalogue.service,
    notices: new RequestNotices(config.publicUrl, new CustomerUsers()),
    users: new UserDirectory(db),
    onErpMessageQueued: () => outbox?.kick(),
    onMailQueued: () => mail.kick(),
  });
  const userAccess = new UserAccess(repositories.access);
  const accountsContext: AccountsContext = {
    db,
    accounts: repositories.accounts,
    users: repositories.accountUsers,
    hasher,
    auth,
    limits: deps.accountLimits ?? DEFAULT_ACCOUNT_LIMITS,
    limiter: repositories.rateLimiter,
    publicUrl: config.publicUrl,
    onMailQueued: () => mail.kick(),
  };
  const remindApprovals = (now?: Date) => ordering.orders.approvals.remind(now);
  const approvalReminders = new PassScheduler(
    remindApprovals,
    (error) => app.log.error({ err: error }, 'approval reminders failed'),
    APPROVAL_REMINDERS_EVERY_MS,
  );
  app.decorate('services', {
    hasher,
    approvalReminders,
    remindApprovals,
    tokens,
    auth,
    erp,
    outbox,
    orderStatusSync,
    sync,
    mail,
    catalogueChanges,
  });
  if (deps.backgroundJobs) {
    app.addHook('onReady', async () => {
      outbox?.start();
      orderStatusSync?.start();
      sync.worker.start();
      mail.worker.start();
      approvalReminders.start();
    });
  }
  // Stopped before the database closes, so no delivery is cut between the ERP's answer and its
  // record, and a synchronisation stops between two pages (the next start resumes it). The calls
  // to the ERP in flight are given up first: a slow ERP must not outlast the stop's grace, and
  // what they carried is due again (the idempotency key makes a repeat safe).
  app.addHook('onClose', async () => {
    ordering.catalogue.close();
    const stopped = Promise.all([
      outbox?.stop(),
      orderStatusSync?.stop(),
      sync.worker.stop(),
      mail.worker.stop(),
      approvalReminders.stop(),
    ]);
    erp?.close();
    await stopped;
  });

  await app.register(errorHandler, {
    recordError: async (entry) => {
      await repositories.errorLog.record({ ...entry, versio: process.env.npm_package_version ?? null });
    },
  });
  // Helmet's security headers, its middleware built once: @fastify/helmet builds it anew for
  // every request (parsing the policy each time), a visible share of a cached search's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(noStore);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Ordering portal API',
        version: '1.0.0',
        description: 'See docs/api.md for the conventions.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(accessControl, { users, tokens });

  await app.register(healthRoutes, { database, readiness: deps.readiness });
  await app.register(authRoutes, {
    auth,
    refreshCookieMaxAge: config.refreshTokenTtlSeconds,
    publicUrl: config.publicUrl,
  });
  const administration = buildAdministration({
    db,
    repositories,
    hasher,
    auth,
    params: ordering.params,
    lists: ordering.lists,
    erp,
    mail,
    log: app.log,
    publicUrl: config.publicUrl,
    onMailQueued: () => mail.kick(),
    wakeOutbox: outbox ? () => outbox.wake() : undefined,
  });
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    ordering,
    documents,
    administration,
    onErpMessageQueued: () => outbox?.kick(),
    sync: sync.service,
    accounts: {
      recovery: new RecoveryService(accountsContext),
      credentials: new CredentialsService(accountsContext),
      customerService: new CustomerServiceMail(
        accountsContext,
        ordering.catalogue.service,
        ordering.params,
        ordering.customers,
      ),
    },
    team,
    serviceRequests,
    users: { self: new SelfService(db, repositories.users, userAccess), access: userAccess },
  });
  await app.register(mediaRoutes, { catalogue: ordering.catalogue.service });

  registerWebApp(app, config.webDistDir);
  return app;
}

/**
 * The ordering modules' services, each built once here and handed to those that use it (STYLE.md
 * "One composition root"): the catalogue prices, the pricing step reads the catalogue and the
 * parameters, the cart uses the pricing, the orders use the cart, the pricing and the customers'
 * services, the lists use the pricing, the cart and the orders. No module builds another's service, and none imports another that imports it back.
 */
function buildOrdering(opts: {
  db: Db;
  repositories: Repositories;
  orderStatus: ErpOrderStatus;
  erp: ErpGateway | undefined;
  wakeOutbox: () => void;
  catalogueChanges: CatalogueChanges;
  searchCacheSeconds: number;
  validateResponses: boolean;
  publicUrl: string;
  onMailQueued: () => void;
}): OrderingServices {
  const { db, repositories } = opts;
  const params = new AdminParamService(db, repositories.params);
  const catalogue = buildCatalogue({ ...opts, repository: repositories.catalogue });
  const pricing = new OrderPricing(catalogue.service, params);
  const customers = new CustomerProfileService(
    db,
    repositories.customers,
    repositories.contacts,
    repositories.accountUsers,
    opts.wakeOutbox,
  );
  const deliveryScopes = new DeliveryScopes(db);
  const contacts = new ContactsService(db, repositories.contacts, (idUsuari) => deliveryScopes.of(idUsuari));
  const ownCodes = new OwnCodeService(db, repositories.ownCodes, catalogue.service);
  const codes = new ProductCodeResolver(catalogue.service, ownCodes);
  const cart = new CartService(repositories.carts, catalogue.service, pricing, codes);
  const approvals = new OrderApprovals({
    db,
    orders: repositories.orders,
    approvalRows: repositories.approvals,
    limits: new BuyerLimits(),
    members: repositories.members,
    cart,
    pricing,
    publicUrl: opts.publicUrl,
    onMailQueued: opts.onMailQueued,
  });
  const orderDeps: OrderDeps = {
    db,
    orders: repositories.orders,
    orderStatus: opts.orderStatus,
    erp: opts.erp,
    credit: new CustomerCredit(repositories.documents),
    pricing,
    cart,
    catalogue: catalogue.service,
    ownCodes,
    contacts,
    customers,
    params,
    approvals,
  };
  const orders = new OrderService(orderDeps, new OrderPlacement(orderDeps));
  const lists = new ListService({
    db,
    lists: repositories.lists,
    members: repositories.members,
    pricing,
    cart,
    orders,
    users: new UserDirectory(db),
    ownCodes,
    resolveCodes: (auth, lines) => codes.resolve(auth, lines),
    parse: parseQuickOrder,
  });
  return { catalogue, cart, orders, contacts, customers, lists, ownCodes, codes, params };
}

const PRERENDERED_LOGIN = 'login.html';
const LOGIN_ADDRESSES = ['/', '/login'];

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and each file as
 * the brotli or gzip copy the build made beside it when the request accepts one (`Vary:
 * Accept-Encoding` on every answer, the uncompressed file included). The login screen's addresses
 * get the document with that screen already rendered (apps/web/build/prerender-login.ts); every
 * other screen the plain one, which must not paint the login's form first.
 */
function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache headers below: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWeb && existsSync(path.join(root, PRERENDERED_LOGIN))) {
    for (const url of LOGIN_ADDRESSES) {
      app.get(url, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(PRERENDERED_LOGIN),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/auth/');
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendAppError(request, reply, new AppError(404, 'not_found', 'errors.routeNotFound'));
  });
}
