// The portal as its own process (apps/server/src/main.ts), for the tests that kill it with
// SIGKILL and start it again on the same data: its environment, and waiting until it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface PortalProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL; PGlite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  erp: { baseUrl: string; username: string; password: string };
  /** Anything else (DEMO_MODE, leases, page sizes). */
  env?: Record<string, string>;
  /** Show the portal's errors in the test's output. */
  showErrors?: boolean;
}

export function startPortal(options: PortalProcessOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'portal-process-secret-portal-process-00',
      ERP_BASE_URL: options.erp.baseUrl,
      ERP_USERNAME: options.erp.username,
      ERP_PASSWORD: options.erp.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', options.showErrors ? 'inherit' : 'ignore'],
  });
}

/** Resolves once `/ready` answers; fails if the process exits or takes over 90 s. */
export async function waitReady(child: ChildProcess, base: string): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // starting
    }
    if (Date.now() > until) throw new Error('portal did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}
