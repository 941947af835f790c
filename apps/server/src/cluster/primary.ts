// `WORKERS=N npm start`, or `npm run start:cluster` (one worker per core): this process is
// node:cluster's primary. It forks N workers of its own entry (the built dist/main.mjs under
// `npm start`), each the whole portal (main.ts) on the same PORT: the primary accepts the
// connections and hands them to the workers in turn. One auth secret, and one sandbox ERP started
// here when no ERP is configured, serve them all. Workers starting together run the migrations
// and seeds one at a time (db/prepare.ts's lock).
//
// A worker that dies is replaced after a pause that grows while replacements keep dying
// (restart-pause.ts). SIGTERM, SIGINT or SIGHUP stop every worker as that signal would stop a
// single instance (shutdown.ts: SIGTERM drains), then the sandbox, then the primary.
import cluster, { type Worker } from 'node:cluster';
import { loadOrCreateAuthSecret } from '../auth-secret.ts';
import { listeningOn, type Config } from '../config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-seed.ts';
import { startSandboxProcess } from '../erp/sandbox-process.ts';
import { PRIMARY_SIGNALS, type StopMessage } from '../shutdown.ts';
import { RestartPause } from './restart-pause.ts';

/** The start's output (a command-line tool prints; the lint rule is for the server's code). */
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Past the workers' own drain and grace (shutdown.ts), a worker still alive is killed. */
const STOP_DEADLINE_EXTRA_MS = 15_000;

export async function runPrimary(config: Config, count: number): Promise<void> {
  const authSecret = process.env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(config.dataDir));
  const sandbox = config.erp
    ? undefined
    : await startSandboxProcess({ dataDir: config.dataDir, port: config.erpSandboxPort });
  const erp = config.erp ?? sandbox!;
  const env = {
    AUTH_SECRET: authSecret,
    ERP_BASE_URL: erp.baseUrl,
    ERP_USERNAME: erp.username,
    ERP_PASSWORD: erp.password,
  };

  let stopping = false;
  const listening = new Set<Worker>();
  const replacing = new Set<NodeJS.Timeout>();
  let firstStart = true;

  const fork = (slot: number, pause: RestartPause) => {
    const worker = cluster.fork(env);
    const pid = worker.process.pid;
    const started = Date.now();
    worker.once('listening', () => {
      listening.add(worker);
      say(`  worker ${slot} (pid ${pid}) listening`);
      if (firstStart && listening.size === count) {
        firstStart = false;
        banner();
      }
    });
    worker.once('exit', (code, signal) => {
      listening.delete(worker);
      if (stopping) return;
      const wait = pause.after(Date.now() - started);
      console.error(
        `  worker ${slot} (pid ${pid}) stopped (${signal ?? `exit code ${code}`}); another starts in ${wait / 1000} s`,
      );
      const timer = setTimeout(() => {
        replacing.delete(timer);
        fork(slot, pause);
      }, wait);
      replacing.add(timer);
    });
  };

  const banner = () => {
    const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
    say(`\n  Ordering portal: ${config.publicUrl}   (${count} workers, node:cluster; database: ${database})`);
    say(`  ${listeningOn(config.host, config.port)}`);
    say(`  ERP: ${sandbox ? `sandbox at ${sandbox.baseUrl} (no ERP_BASE_URL set)` : erp.baseUrl}`);
    if (config.demoMode)
      say(`  Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
    say('');
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`  ${signal}: stopping the workers`);
    for (const timer of replacing) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const deadline = setTimeout(
      () => workers.forEach((worker) => worker.process.kill('SIGKILL')),
      config.drainSeconds * 1000 + STOP_DEADLINE_EXTRA_MS,
    );
    const codes = await Promise.all(
      workers.map((worker) => {
        const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
        if (worker.isDead()) return worker.process.exitCode;
        if (worker.isConnected()) worker.send({ type: 'portal:stop', signal } satisfies StopMessage);
        // One still starting has no handler yet: the signal ends it as it would a lone instance.
        if (!listening.has(worker)) worker.process.kill(signal);
        return exited;
      }),
    );
    clearTimeout(deadline);
    await sandbox?.stop();
    // A worker that did not stop cleanly (cut off by its grace period or the deadline) shows in the
    // primary's exit status, which the service manager records.
    process.exit(codes.every((code) => code === 0) ? 0 : 1);
  };
  for (const signal of PRIMARY_SIGNALS) process.on(signal, () => void stop(signal));

  for (let slot = 1; slot <= count; slot++) fork(slot, new RestartPause());
}
