// A real server on a real database for API tests: `app.inject` goes through routing, hooks,
// validation, access control and serialisation exactly as a network request would.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { PasswordHasher } from '../../src/modules/auth/password-hasher.ts';
import type { LoginLimits } from '../../src/modules/auth/auth-service.ts';
import type { AccountLimits } from '../../src/modules/accounts/account-limits.ts';
import type { Db } from '../../src/db/client.ts';
import type { ErpGateway } from '../../src/erp/gateway/erp-gateway.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { Factories } from './factories.ts';

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  testDb: TestDatabase;
  factories: Factories;
  close(): Promise<void>;
}

/**
 * Hashing at full OWASP cost in every test would make the suite slow without testing anything
 * more: the stored hash carries its own cost, so verification is the same code either way.
 */
export const TEST_HASHER = () =>
  new PasswordHasher({ cost: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, concurrency: 4 });

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    loginLimits?: LoginLimits;
    accountLimits?: AccountLimits;
    /** A gateway, or one built on the test's database (a real gateway logs to its error log). */
    erp?: ErpGateway | ((db: Db) => ErpGateway);
    hasher?: PasswordHasher;
  } = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    ...options.env,
  });
  const hasher = options.hasher ?? TEST_HASHER();
  const app = await buildApp({
    config,
    database: testDb.database,
    hasher,
    logger: false,
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.accountLimits ? { accountLimits: options.accountLimits } : {}),
    ...(options.erp
      ? { erp: typeof options.erp === 'function' ? options.erp(testDb.database.db) : options.erp }
      : {}),
  });
  await app.ready();
  const factories = new Factories(app, testDb.database.db);
  return {
    kind,
    app,
    testDb,
    factories,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

/** JSON body of an injected response, typed by the caller. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export function bearer(token: string, extra: Record<string, string> = {}): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}`, ...extra };
}
