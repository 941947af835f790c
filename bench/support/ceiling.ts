// Runs the Fastify {hello:'world'} ceiling (ceiling-server.ts) under the same load as a
// benchmark's own rows, so each figure can also be given as a fraction of what Node and Fastify
// alone do on this machine at that moment.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runLoad } from './load.ts';
import type { LoadResult } from './percentiles.ts';
import { repoRoot } from './server-process.ts';

export async function measureCeiling(options: {
  port: number;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench/support/ceiling-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(options.port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    const until = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ceiling server exited with ${child.exitCode}`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > until) throw new Error('the ceiling server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Warm the JIT as the portal's runs are warmed.
    await runLoad({
      label: 'warm-up',
      url,
      connections: 4,
      durationSeconds: 2,
      requests: [{ path: '/' }],
      headers: {},
    });
    return await runLoad({
      label: "ceiling: Fastify {hello:'world'}",
      url,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      requests: [{ path: '/' }],
      headers: {},
    });
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
