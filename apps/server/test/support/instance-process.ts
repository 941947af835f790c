// A portal instance as production runs one: the built bundle (dist/main.mjs) with plain Node, as
// its own process, started again on the same port after it stops (as its service manager would).
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './server-bundle.ts';

export interface InstanceProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) of the current process. */
  exited: Promise<number | null>;
  /** What the current and earlier processes wrote to stderr. */
  errors(): string;
  start(): void;
  ready(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export function instanceProcess(bundle: string, env: NodeJS.ProcessEnv): InstanceProcess {
  let errors = '';
  const instance = {
    url: `http://127.0.0.1:${env.PORT}`,
    errors: () => errors,
    start() {
      const child = spawn(process.execPath, [bundle], {
        cwd: repoRoot,
        env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      instance.child = child;
      instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    },
    async ready(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (instance.child.exitCode !== null)
          throw new Error(`${instance.url} exited with ${instance.child.exitCode}:\n${errors}`);
        if (
          await fetch(`${instance.url}/ready`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        if (Date.now() > until) throw new Error(`${instance.url} did not start:\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill(signal: NodeJS.Signals) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
      return instance.exited;
    },
  } as InstanceProcess;
  instance.start();
  return instance;
}
