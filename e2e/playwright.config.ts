// End-to-end tests: the built web app and the API server on one port, driven by Debian's
// Chromium. Each run starts the server on a fresh PGlite database seeded with the demo data.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// Overridable so that two suites can run side by side on one machine (each with its own build).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ERP_PORT = process.env.E2E_ERP_PORT ?? '4391';
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(here, '../apps/web/dist');
const baseURL = `http://127.0.0.1:${PORT}`;
const dataRoot = path.resolve(here, '../data');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The config is evaluated by the runner and again by each worker; the first evaluation picks
 * the data directory and the workers inherit it through the environment. The server creates
 * it. Databases of runs older than a day are removed here (data/ is git-ignored).
 */
function freshDataDir(): string {
  const chosen = process.env.PORTAL_E2E_DATA_DIR;
  if (chosen) return chosen;
  mkdirSync(dataRoot, { recursive: true });
  for (const name of readdirSync(dataRoot)) {
    const dir = path.join(dataRoot, name);
    if (name.startsWith('e2e-') && Date.now() - statSync(dir).mtimeMs > DAY_MS) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  let dir = path.join(dataRoot, `e2e-${Date.now()}`);
  while (existsSync(dir)) dir = `${dir}-1`;
  process.env.PORTAL_E2E_DATA_DIR = dir;
  return dir;
}

const dataDir = freshDataDir();

const GLOBAL_STATE_SPECS =
  /(admin-erp-link|admin-screens-params|admin-roles|admin-logs|admin-sync|credit)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Journeys of several screens, two workers and the server sharing two cores, and a login that
  // costs a deliberate scrypt hash each: a minute leaves room without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    // The portal picks the browser's language when nobody is logged in: start in Catalan.
    locale: 'ca-ES',
    timezoneId: 'Europe/Madrid',
    // With it the portal skips its transitions (theme.ts): a check never lands mid-fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: GLOBAL_STATE_SPECS },
    // These change what every other test sees (the ERP switched down or failing, the screen order, the
    // minimum order, the customer role's permissions, the credit policy): they run after the rest, one at a time.
    { name: 'global-state', testMatch: GLOBAL_STATE_SPECS, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    cwd: here,
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Let the server close its database: a killed PGlite can leave its data directory unreadable.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Links in mails (read in the Mailbox) lead back to this server.
      PUBLIC_URL: baseURL,
      // Every browser of the suite logs in from 127.0.0.1: far more than one office's 30 in
      // 5 minutes. The limit itself is tested against the API (apps/server/test/auth/auth.test.ts).
      LOGIN_ATTEMPTS_PER_IP: '1000',
      DEMO_MODE: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: webDist,
      // The portal starts its ERP sandbox; off the default 4100 so a running `npm start` does not clash.
      ERP_SANDBOX_PORT: ERP_PORT,
    },
  },
});
