// The ERP sandbox as a separate process for the ERP-link tests, with helpers for its drill
// endpoints (switches, received orders).
import { freePort } from './free-port.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import { startSandboxProcess, type SandboxProcess } from '../../src/erp/sandbox-process.ts';

export interface SandboxOrder {
  portalCode: string;
  status: string;
  keyPresentations: number;
  keyConflicts: number;
}

export interface TestSandbox extends SandboxProcess {
  dir: string;
  setSwitches(switches: Record<string, unknown>): Promise<void>;
  orders(): Promise<SandboxOrder[]>;
  close(): Promise<void>;
}

/**
 * The portal's gateway to this sandbox, logging to the test's database; a short timeout so the
 * slow-ERP drills do not make the tests wait long.
 */
export function sandboxGateway(sandbox: SandboxProcess, timeoutMs = 1500) {
  return (db: Db) =>
    new HttpErpGateway(
      { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password, timeoutMs },
      { db },
    );
}

export async function startTestSandbox(): Promise<TestSandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-erp-'));
  const port = await freePort();
  const sandbox = await startSandboxProcess({ dataDir: dir, port });
  return {
    ...sandbox,
    dir,
    async setSwitches(switches) {
      const response = await fetch(`${sandbox.baseUrl}/_sandbox/switches`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(switches),
      });
      if (!response.ok) throw new Error(`switches: ${response.status} ${await response.text()}`);
    },
    async orders() {
      const response = await fetch(`${sandbox.baseUrl}/_sandbox/orders`);
      const body = (await response.json()) as SandboxOrder[] | { items: SandboxOrder[] };
      return Array.isArray(body) ? body : body.items;
    },
    async close() {
      await sandbox.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
