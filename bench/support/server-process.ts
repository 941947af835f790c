// Starts the portal as its own process for a benchmark, so the load generator and the server do
// not share one event loop, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The port a benchmark's portal listens on: `BENCH_PORT` when set (several people benchmarking on
 * one machine each keep to their own ports), else the script's own choice.
 */
const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);

/** `nodeFlags`, e.g. `--cpu-prof`: a profile is written when stop() ends the server gracefully. */
export async function startServer(
  env: Record<string, string>,
  chosenPort: number,
  nodeFlags: string[] = [],
): Promise<RunningServer> {
  const port = benchPort(chosenPort);
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Each probe gives up after 2 s: a connection taken while the server starts may never be
      // answered, and a probe without a deadline would then wait forever.
      if ((await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
