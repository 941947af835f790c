// `npm run start:cluster`: several portal processes on one PostgreSQL behind a round-robin proxy
// on PORT, to see (and test) that instances share sessions, limits, permissions and the ERP
// outbox through the database alone (DESIGN §12). Each instance is `apps/server/src/main.ts` on
// PORT+1, PORT+2…; one ERP sandbox serves them all when no ERP is configured, and one auth secret
// (AUTH_SECRET, or the one kept in DATA_DIR) signs every instance's tokens.
//
//   DATABASE_URL=postgres://… CLUSTER_SIZE=3 npm run start:cluster
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateAuthSecret } from '../auth-secret.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { startSandboxProcess, type SandboxProcess } from '../erp/sandbox-process.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { supervise, type Supervised } from './supervisor.ts';

/** The start banner (a command-line tool prints; the lint rule is for the server's code). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

async function waitReady(child: ChildProcess, url: string): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`an instance stopped at start (exit code ${child.exitCode})`);
    try {
      // A port held by something else may accept and never answer: each try gives up after 2 s.
      if ((await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance at ${url} did not start within 3 minutes`);
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: start:cluster needs PostgreSQL (PGlite is one process only)',
    );
  const size = Number(process.env.CLUSTER_SIZE ?? 2);
  if (!Number.isInteger(size) || size < 1 || size > 32)
    throw new ConfigError('Invalid configuration:\n  CLUSTER_SIZE: a whole number from 1 to 32');

  const authSecret = process.env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(config.dataDir));
  let sandbox: SandboxProcess | undefined;
  const erp = config.erp ?? (await startOwnSandbox());
  async function startOwnSandbox() {
    sandbox = await startSandboxProcess({
      dataDir: config.dataDir,
      port: Number(process.env.ERP_SANDBOX_PORT ?? 4100),
    });
    return { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password };
  }

  const spawnInstance = async (port: number): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_SECRET: authSecret,
        ERP_BASE_URL: erp.baseUrl,
        ERP_USERNAME: erp.username,
        ERP_PASSWORD: erp.password,
        // The proxy below is the only client they see; X-Forwarded-For from it names the real one.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: config.publicUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitReady(child, `http://127.0.0.1:${port}`);
      return child;
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  };

  const instances: { supervised: Supervised; port: number }[] = [];
  // One after the other: the first migrates and seeds (and fills the demo from the ERP), the
  // others find it done (prepare.ts also holds a lock for instances started together elsewhere).
  // An instance that stops later is started again (supervisor.ts); the others serve meanwhile.
  // An instance that cannot start the first time ends the cluster, and what it started with it.
  try {
    for (let i = 1; i <= size; i++) {
      const port = config.port + i;
      const supervised = await supervise({
        start: () => spawnInstance(port),
        onExit: (code, signal, restartInMs) =>
          console.error(
            `  instance on port ${port} stopped (${signal ?? code}); starting it again in ${restartInMs / 1000} s, the others go on`,
          ),
        onRestart: (child) => say(`  instance on port ${port} started again (pid ${child.pid})`),
        onStartFailed: (error, retryInMs) =>
          console.error(
            `  instance on port ${port} could not start (${error instanceof Error ? error.message : String(error)}); trying again in ${retryInMs / 1000} s`,
          ),
      });
      instances.push({ supervised, port });
      say(`  instance ${i}: http://127.0.0.1:${port} (pid ${supervised.child.pid})`);
    }
  } catch (error) {
    await Promise.all(instances.map(({ supervised }) => supervised.stop()));
    await sandbox?.stop();
    throw error;
  }
  const proxy = await startRoundRobinProxy(
    instances.map(({ port }) => ({ host: '127.0.0.1', port })),
    { host: config.host, port: config.port },
  );
  say(`\n  Ordering portal, ${size} instances on one PostgreSQL: ${config.publicUrl}`);
  if (sandbox) say(`  ERP: sandbox at ${sandbox.baseUrl}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await proxy.close();
    await Promise.all(instances.map(({ supervised }) => supervised.stop()));
    await sandbox?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
