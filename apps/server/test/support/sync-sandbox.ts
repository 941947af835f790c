// An ERP sandbox in this process, on its own data directory and a free port, for the
// synchronisation tests, with its drill endpoints (prices, promotions, products, stock, switches).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '@portal/erp-sandbox/start-sandbox';
import type { Switches } from '@portal/erp-sandbox/switches';

export interface SyncSandbox {
  url: string;
  drill(method: 'PUT' | 'GET' | 'POST', route: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startSyncSandbox(
  options: { generatedProducts?: number; clock?: () => number; switches?: Partial<Switches> } = {},
): Promise<SyncSandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-sync-erp-'));
  const sandbox = await startSandbox({
    dataDir: dir,
    port: 0,
    ...(options.generatedProducts ? { generatedProducts: options.generatedProducts } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.switches ? { switches: options.switches } : {}),
  });
  return {
    url: sandbox.url,
    async drill(method, route, body) {
      const response = await fetch(`${sandbox.url}/_sandbox/${route}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!response.ok)
        throw new Error(`${method} /_sandbox/${route}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    async close() {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
