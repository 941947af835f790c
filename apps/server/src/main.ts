// Runs the portal: configuration, database (migrated and seeded), the ERP sandbox when no ERP is
// configured, the HTTP server, and an orderly shutdown on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadOrCreateAuthSecret } from './auth-secret.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-seed.ts';
import { startSandboxProcess, type SandboxProcess } from './erp/sandbox-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

async function main() {
  const config = loadConfig();
  if (!process.env.AUTH_SECRET) config.authSecret = await loadOrCreateAuthSecret(config.dataDir);
  config.webDistDir ??= existsSync(defaultWebDist) ? defaultWebDist : undefined;

  let sandbox: SandboxProcess | undefined;
  if (!config.erp) {
    sandbox = await startSandboxProcess({
      dataDir: config.dataDir,
      port: Number(process.env.ERP_SANDBOX_PORT ?? 4100),
    });
    config.erp = { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password };
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database, backgroundJobs: true });
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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await sandbox?.stop();
  });

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL';
  console.log(`\n  Ordering portal: ${config.publicUrl}   (database: ${where})`);
  console.log(`  API documentation: ${config.publicUrl}/api/docs`);
  console.log(
    `  ERP: ${sandbox ? `sandbox at ${sandbox.baseUrl} (no ERP_BASE_URL set)` : config.erp.baseUrl}`,
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
