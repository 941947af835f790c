// Benchmarks fill the portal the way a real installation is filled: the sandbox ERP, as its own
// process, exports a generated catalogue (ERP_SANDBOX_GENERATED_PRODUCTS) and a full
// synchronisation writes it. The portal keeps no catalogue data of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Db } from '../../apps/server/src/db/client.ts';
import { HttpErpGateway } from '../../apps/server/src/erp/gateway/http-erp-gateway.ts';
import { startSandboxProcess, type SandboxProcess } from '../../apps/server/src/erp/sandbox-process.ts';
import { createErpSync } from '../../apps/server/src/modules/erp-sync/erp-sync.ts';
import { syncPartsOf } from '../../apps/server/src/services.ts';
import type { SyncRun } from '@portal/domain/erp-sync';

export interface BenchSandbox extends SandboxProcess {
  close(): Promise<void>;
}

/** The sandbox ERP as its own process, exporting `products` products (`BENCH_ERP_PORT`: its port). */
export async function startBenchSandbox(
  products: number,
  port = Number(process.env.BENCH_ERP_PORT ?? 4300 + Math.floor(Math.random() * 300)),
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-erp-'));
  // The child inherits this process's environment (sandbox-process.ts).
  process.env.ERP_SANDBOX_GENERATED_PRODUCTS = String(products);
  const sandbox = await startSandboxProcess({ dataDir: dir, port });
  return {
    ...sandbox,
    close: async () => {
      await sandbox.stop();
      await rm(dir, { recursive: true, force: true });
    },
  } satisfies BenchSandbox;
}

/** A full synchronisation into `db`, in this process; answers the finished run and its time. */
export async function fillFromErp(
  db: Db,
  sandbox: SandboxProcess,
  pageSize = 1000,
): Promise<{ ms: number; run: SyncRun }> {
  const log = pino({ level: 'warn' });
  const erp = new HttpErpGateway(
    { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password, timeoutMs: 60_000 },
    { db, log },
  );
  const sync = createErpSync({ db, parts: syncPartsOf(db), erp, log, runner: { pageSize } });
  const started = performance.now();
  await sync.service.start('full', 'startup', null, { checkErp: false });
  await sync.worker.drain();
  const ms = performance.now() - started;
  const run = (await sync.service.current())!;
  if (run.estat !== 'succeeded') throw new Error(`the synchronisation failed: ${run.error}`);
  return { ms, run };
}
