// Runs the ERP sandbox on its own: `npm start -w @portal/erp-sandbox` (or node --import tsx
// apps/erp-sandbox/src/main.ts). Configuration from ERP_SANDBOX_* variables (config.ts); SIGINT or
// SIGTERM close it in order: stop taking requests, finish those in flight, sync the journal,
// release the data directory. A second signal, or 10 s without finishing, exits at once; the
// journal makes even that safe for every answered request.
import { ConfigError, loadConfig } from './config.ts';
import { startSandbox } from './start-sandbox.ts';
import { DataDirLockedError } from '@portal/node-support/data-dir-lock';
import { JournalCorruptError } from './storage/journal.ts';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const sandbox = await startSandbox({
    ...config.options,
    port: config.port,
    host: config.host,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      console.error(`ERP sandbox: ${signal} again, exiting now`);
      process.exit(1);
    }
    closing = true;
    sandbox.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error('ERP sandbox: shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  console.log(`\n  ERP sandbox: ${sandbox.url}   (data: ${config.options.dataDir})`);
  console.log(`  Token: POST ${sandbox.url}/oauth/token  (username "${config.options.username}")`);
  console.log(
    `  Drill controls: ${sandbox.url}/_sandbox/switches${config.options.allowReset ? ', reset allowed' : ''}\n`,
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof JournalCorruptError;
  console.error(known ? error.message : error);
  process.exit(1);
});
