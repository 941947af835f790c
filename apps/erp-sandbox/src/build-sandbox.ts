// Builds the ERP sandbox as a Fastify app without listening (tests inject into it; main.ts and
// start-sandbox.ts listen). Order: parsers and error contract, storage, fault switches (they wrap
// every ERP route), then the routes: health, token, /api behind the token, /_sandbox controls.
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { requireToken } from './auth/require-token.ts';
import { tokenRoutes } from './auth/token-routes.ts';
import { TokenStore } from './auth/token-store.ts';
import { controlRoutes } from './control/control-routes.ts';
import { healthRoutes } from './control/health-routes.ts';
import { customerRoutes } from './customers/customer-routes.ts';
import { CustomerService } from './customers/customer-service.ts';
import { buildDemoDataset } from './dataset/demo-dataset.ts';
import { documentDrills, ensureHistory } from './documents/document-drills.ts';
import { documentRoutes, trackingRoutes } from './documents/document-routes.ts';
import { exportRoutes } from './exports/export-routes.ts';
import { CONTROL_PREFIX, installFaultInjection } from './faults/fault-injection.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { OrderService } from './orders/order-service.ts';
import { serviceRequestDrills } from './service-requests/service-request-drills.ts';
import { serviceRequestRoutes } from './service-requests/service-request-routes.ts';
import { ServiceRequestService } from './service-requests/service-request-service.ts';
import { SandboxStore } from './storage/sandbox-store.ts';
import { SwitchBoard, type Switches } from './switches.ts';

export const DEFAULT_CREDENTIALS = { username: 'portal', password: 'sandbox-secret' } as const;

export interface SandboxOptions {
  /** Directory of the journal and lock; created if missing. */
  dataDir: string;
  username?: string;
  password?: string;
  /** Switch values at start (the rest take their defaults). */
  switches?: Partial<Switches>;
  /** Allows POST /_sandbox/reset. */
  allowReset?: boolean;
  /** Extra synthetic products in the exports, for paging and volume drills. */
  generatedProducts?: number;
  /** Epoch milliseconds; tests move time to expire tokens and advance orders. */
  clock?: () => number;
  /** In [0, 1); tests pin it to make errorRate and lostReplyRate deterministic. */
  random?: () => number;
  /** Where the sandbox is reached, for the tracking links it exports; by default the request's host. */
  publicUrl?: string;
  /** Fastify logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? Date.now;
  const random = options.random ?? Math.random;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });

  // A POST without a body (cancel) may still say application/json; treat an empty body as none.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else defaultJsonParser(request, text, done);
  });
  await app.register(fastifyFormbody);
  installErrorHandler(app);

  const store = await SandboxStore.open({
    dataDir: options.dataDir,
    dataset: () => buildDemoDataset({ generatedProducts: options.generatedProducts ?? 0 }),
    log: app.log,
  });
  app.addHook('onClose', async () => store.close());

  try {
    const switches = new SwitchBoard(options.switches);
    const tokens = new TokenStore(clock);
    const orders = new OrderService(store, switches, clock);
    const customers = new CustomerService(store, clock);
    const serviceRequests = new ServiceRequestService(store, clock);
    await ensureHistory(store, clock);
    const documents = { store, switches, clock, publicUrl: options.publicUrl };

    installFaultInjection(app, { switches, random });
    healthRoutes(app, { store });
    trackingRoutes(app, documents);
    tokenRoutes(app, {
      tokens,
      switches,
      username: options.username ?? DEFAULT_CREDENTIALS.username,
      password: options.password ?? DEFAULT_CREDENTIALS.password,
    });
    await app.register(
      async (api) => {
        api.addHook('onRequest', requireToken(tokens));
        orderRoutes(api, { orders, switches, random });
        customerRoutes(api, { customers, switches, random });
        serviceRequestRoutes(api, { serviceRequests, switches, random });
        exportRoutes(api, { store, clock });
        documentRoutes(api, documents);
      },
      { prefix: '/api' },
    );
    await app.register(
      async (control) => {
        controlRoutes(control, {
          store,
          switches,
          orders,
          clock,
          allowReset: options.allowReset ?? false,
          afterReset: () => ensureHistory(store, clock),
        });
        serviceRequestDrills(control, { store });
        documentDrills(control, { store, orders, clock });
      },
      { prefix: CONTROL_PREFIX },
    );
  } catch (error) {
    // Releases the data directory lock taken by the store.
    await app.close();
    throw error;
  }
  return app;
}
