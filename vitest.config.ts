// Unit, component and server-integration tests in one run. Server tests build their own app on a
// fresh PGlite database per file, and also on PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores for the unit and component files too (vitest's default leaves one core idle).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'node-support',
          include: ['packages/node-support/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Every file's database starts as a copy of one prepared once per run.
          globalSetup: ['apps/server/test/support/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite runs on the main thread; two workers keep both cores busy without starving them.
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph, so the server's code is
          // loaded once per worker rather than once per file. Safe because each file builds its own
          // app on its own database (support/test-app.ts), and the server keeps its state in the
          // app's services, never in a module.
          isolate: false,
          // A project with its own worker count must run in its own group (vitest 4): after the
          // fast unit projects, which share the default pool.
          sequence: { groupOrder: 1 },
        },
      },
      { test: { name: 'erp-sandbox', include: ['apps/erp-sandbox/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A VM context per file in long-lived workers, rather than a process per file: each file
          // no longer loads React, Mantine and jsdom from scratch. jsdom's window there lacks the
          // streams API; dom-shims.ts adds Node's.
          pool: 'vmForks',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
