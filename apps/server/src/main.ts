// Runs the portal: configuration, database (migrated and seeded), the ERP sandbox when no ERP is
// configured, the HTTP server, and an orderly shutdown on SIGINT/SIGTERM (shutdown.ts). With
// WORKERS (or `--cluster`, which `npm run start:cluster` passes) this process is instead the
// node:cluster primary (cluster/primary.ts), and its workers run this file again.
//
// The sandbox is a process of its own, so it is started first and its start-up overlaps with
// loading the portal's modules and opening the database (which is why those are imported here,
// after the spawn, rather than at the top): a restart waits for the slower of the two, not both.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateAuthSecret } from './auth-secret.ts';
import { ConfigError, listeningOn, loadConfig } from './config.ts';
import { DataDirLockedError } from '@portal/node-support/data-dir-lock';
import { loggerOptions } from './http/logger-options.ts';
import { startSandboxProcess, type SandboxProcess } from './erp/sandbox-process.ts';
import { Readiness } from './modules/health/readiness.ts';
import { stopGracefully } from './shutdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

async function main() {
  const config = loadConfig(
    process.argv.includes('--cluster') ? { WORKERS: 'auto', ...process.env } : process.env,
  );
  if (cluster.isPrimary && config.workers !== undefined) {
    const { runPrimary } = await import('./cluster/primary.ts');
    return runPrimary(config, config.workers);
  }
  if (!process.env.AUTH_SECRET) config.authSecret = await loadOrCreateAuthSecret(config.dataDir);
  config.webDistDir ??= existsSync(defaultWebDist) ? defaultWebDist : undefined;

  const sandboxStarting = config.erp
    ? undefined
    : startSandboxProcess({ dataDir: config.dataDir, port: config.erpSandboxPort });
  const opening = (async () => {
    const [{ openDatabase }, app, prepare, demo] = await Promise.all([
      import('./db/client.ts'),
      import('./app.ts'),
      import('./db/prepare.ts'),
      import('./db/seed/demo-seed.ts'),
    ]);
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    return { database, buildApp: app.buildApp, prepareDatabase: prepare.prepareDatabase, demo };
  })();
  const [sandboxStarted, opened] = await Promise.allSettled([sandboxStarting, opening]);
  // One failed (the data directory locked, the sandbox's port taken): undo the other, then stop.
  if (sandboxStarted.status === 'rejected' || opened.status === 'rejected') {
    if (sandboxStarted.status === 'fulfilled') await sandboxStarted.value?.stop();
    if (opened.status === 'fulfilled') await opened.value.database.close();
    throw sandboxStarted.status === 'rejected'
      ? sandboxStarted.reason
      : (opened as PromiseRejectedResult).reason;
  }
  const sandbox: SandboxProcess | undefined = sandboxStarted.value;
  const { database, buildApp, prepareDatabase, demo } = opened.value;
  const { DEMO_PASSWORD, DEMO_USERS } = demo;
  if (sandbox) {
    config.erp = { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password };
  }

  const readiness = new Readiness();
  const app = await buildApp({
    config,
    database,
    backgroundJobs: true,
    readiness,
    logger: await loggerOptions(config),
  });
  const started = Date.now();
  const { demoSeeded, filledFromErp } = await prepareDatabase(database, {
    demo: config.demoMode,
    hashPassword: (password) => app.services.hasher.hash(password),
    // The demo's one source of truth is the ERP: an empty portal is filled by a full run.
    fillFromErp: async () => {
      const sync = app.services.sync;
      await sync.service.start('full', 'startup', null, { checkErp: false });
      await sync.worker.drain();
      const run = await sync.service.current();
      if (run?.estat !== 'succeeded')
        console.error(`  The first synchronisation from the ERP did not finish: ${run?.error ?? 'unknown'}`);
    },
  });

  const drain = { drainSeconds: config.drainSeconds, readiness, server: app.server, log: app.log };
  stopGracefully(drain, async () => {
    await app.close();
    await database.close();
    await sandbox?.stop();
  });

  await app.listen({ port: config.port, host: config.host });
  // A worker's primary prints the start's summary once for all of them.
  if (cluster.isWorker) return;
  const where =
    database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL';
  console.log(`\n  Ordering portal: ${config.publicUrl}   (database: ${where})`);
  console.log(`  API documentation: ${config.publicUrl}/api/docs`);
  console.log(`  ${listeningOn(config.host, config.port)}`);
  console.log(
    `  ERP: ${sandbox ? `sandbox at ${sandbox.baseUrl} (no ERP_BASE_URL set)` : config.erp?.baseUrl}`,
  );
  if (config.demoMode) {
    console.log(
      `  Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => u.username).join(', ')}`,
    );
    if (filledFromErp)
      console.log(`  Catalogue and customers synchronised from the ERP in ${Date.now() - started} ms.`);
    if (demoSeeded) console.log('  Demo logins written on this first start.');
  }
  if (!config.webDistDir) console.log('  No built web app found: run `npm run build` to serve the UI.');
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
