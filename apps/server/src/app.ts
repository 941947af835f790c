// Builds the Fastify application without listening (tests inject requests into it; `main.ts`
// listens). Plugins in a fixed order: framework, then app-wide (errors, security, access),
// then the feature modules, then the web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ErpGateway } from './erp/gateway/erp-gateway.ts';
import { HttpErpGateway } from './erp/gateway/http-erp-gateway.ts';
import { OrderStatusSync } from './erp/order-status-sync.ts';
import { OutboxWorker } from './erp/outbox/outbox-worker.ts';
import { CatalogueChanges } from './modules/catalogue/catalogue-changes.ts';
import { createErpSync, type ErpSync } from './modules/erp-sync/erp-sync.ts';
import { logErrors } from './db/schema/index.ts';
import { AppError } from './http/errors.ts';
import { AuthService, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './modules/auth/auth-service.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { apiRoutes } from './modules/api-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import accessControl, { API_PREFIX } from './plugins/access-control.ts';
import errorHandler, { sendAppError } from './plugins/error-handler.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  hasher?: PasswordHasher;
  loginLimits?: LoginLimits;
  /** Pino options; tests pass `false` to keep their output quiet. */
  logger?: boolean | object;
  /** The ERP gateway; by default built from the configuration when an ERP is configured. */
  erp?: ErpGateway;
  /** Run the outbox worker and the order status sync (off in tests, which drive them by hand). */
  backgroundJobs?: boolean;
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
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Behind a load balancer the client's address comes from X-Forwarded-For (rate limits use it).
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Request ids in logs let an error in the error log be traced back to its request.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const hasher = deps.hasher ?? new PasswordHasher();
  const tokens = new TokenService(
    config.authSecret,
    config.accessTokenTtlSeconds,
    config.refreshTokenTtlSeconds,
  );
  const auth = new AuthService(db, hasher, tokens, deps.loginLimits ?? DEFAULT_LOGIN_LIMITS);
  const erp = deps.erp ?? (config.erp ? new HttpErpGateway(config.erp, { db, log: app.log }) : undefined);
  const outbox = erp
    ? new OutboxWorker(db, erp, app.log, { leaseSeconds: config.outboxLeaseSeconds })
    : undefined;
  const orderStatusSync = erp ? new OrderStatusSync(db, erp, app.log) : undefined;
  const catalogueChanges = new CatalogueChanges();
  const sync = createErpSync({
    db,
    erp,
    log: app.log,
    runner: {
      // PGlite has one connection: a page's transaction makes every search wait, so its pages are
      // small (a search waits ~0.1 s, not ~0.5 s); PostgreSQL serves searches beside it.
      pageSize: config.syncPageSize ?? (database.kind === 'pglite' ? 200 : 1000),
      leaseSeconds: config.syncLeaseSeconds,
      onCatalogueChanged: () => catalogueChanges.notify(),
    },
  });
  app.decorate('services', { hasher, tokens, auth, erp, outbox, orderStatusSync, sync });
  if (deps.backgroundJobs) {
    app.addHook('onReady', async () => {
      outbox?.start();
      orderStatusSync?.start();
      sync.worker.start();
    });
  }
  // Stopped before the database closes, so no delivery is cut between the ERP's answer and its
  // record, and a synchronisation stops between two pages (the next start resumes it).
  app.addHook('onClose', async () => {
    orderStatusSync?.stop();
    await Promise.all([outbox?.stop(), sync.worker.stop()]);
  });

  await app.register(errorHandler, {
    recordError: async (entry) => {
      await db.insert(logErrors).values({ ...entry, versio: process.env.npm_package_version ?? null });
    },
  });
  await app.register(fastifyHelmet, {
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
  await app.register(accessControl, { db, tokens });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth });
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    db,
    erp,
    onOrderStored: () => outbox?.kick(),
    wakeOutbox: outbox ? () => outbox.wake() : undefined,
    catalogueChanges,
    sync: sync.service,
    searchCacheSeconds: config.searchCacheSeconds,
  });
  await app.register(mediaRoutes, { db });

  registerWebApp(app, config.webDistDir);
  return app;
}

/** Serves the built SPA: hashed assets cached for a year, index.html never cached. */
function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Our own cache headers below: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/auth/');
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendAppError(request, reply, new AppError(404, 'not_found', 'errors.routeNotFound'));
  });
}
