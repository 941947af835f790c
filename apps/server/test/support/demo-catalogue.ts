// The demo catalogue for tests that need real products: filled the way `npm start` fills it,
// by a full synchronisation from the sandbox ERP (which owns the demo data), then the sandbox goes.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import { createErpSync } from '../../src/modules/erp-sync/erp-sync.ts';
import { syncPartsOf } from '../../src/services.ts';
import { startSyncSandbox } from './sync-sandbox.ts';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  level: 'silent',
  child: () => quiet,
} as unknown as FastifyBaseLogger;

export async function fillDemoCatalogue(db: Db): Promise<void> {
  const sandbox = await startSyncSandbox();
  try {
    const erp = new HttpErpGateway(
      { baseUrl: sandbox.url, username: 'portal', password: 'sandbox-secret' },
      { db },
    );
    const sync = createErpSync({ db, parts: syncPartsOf(db), erp, log: quiet, runner: { pageSize: 1000 } });
    await sync.service.start('full', 'startup', null, { checkErp: false });
    await sync.worker.drain();
    const run = await sync.service.current();
    if (run?.estat !== 'succeeded')
      throw new Error(`demo catalogue: the synchronisation failed: ${run?.error}`);
  } finally {
    await sandbox.close();
  }
}

export { quiet as quietLogger };
