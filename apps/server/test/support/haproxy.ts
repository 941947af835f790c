// HAProxy as the tests run it: the project's own deploy/haproxy.cfg, unprivileged, listening on a
// free port in front of the two instances given (the file's PORTAL_INSTANCE_1 and _2). CI
// installs HAProxy (.ci/run); elsewhere the tests that need it are skipped, saying why.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');
const HAPROXY = '/usr/sbin/haproxy';

/** Why the HAProxy tests cannot run here, or undefined when they can. */
export const haproxyMissing = existsSync(HAPROXY)
  ? undefined
  : `HAProxy is not installed at ${HAPROXY} (apt-get install haproxy; .ci/run does)`;

/** The environment deploy/haproxy.cfg reads, for these backends (`host:port`) and this port. */
export function haproxyEnv(port: number, backends: [string, string]): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HAPROXY_UNPRIVILEGED: '1',
    PORTAL_BIND: `127.0.0.1:${port}`,
    PORTAL_INSTANCE_1: backends[0],
    PORTAL_INSTANCE_2: backends[1],
  };
}

export interface TestHaproxy {
  url: string;
  port: number;
  /** What HAProxy has printed: its request log, and servers going DOWN and UP. */
  output(): string;
  /**
   * Resolves once HAProxy has printed a line matching `pattern` (a server's state change) after
   * the first `since` characters of its output.
   */
  waitFor(pattern: RegExp, since?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startHaproxy(backends: [string, string]): Promise<TestHaproxy> {
  const port = await freePort();
  // -db: in the foreground, its log and alerts on stdout and stderr.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
    env: haproxyEnv(port, backends),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error(`haproxy did not listen:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    output: () => output,
    waitFor: (pattern, since = 0, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output.slice(since))) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`haproxy never printed ${pattern}:\n${output.slice(-3000)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
