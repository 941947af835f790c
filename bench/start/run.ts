// Start-up benchmark: how long `npm start` takes on an installed tree, from the
// command to the first 200 of `/ready`, as a user runs it (npm, the web build or its check, the
// server through tsx, the sandbox ERP, PGlite, migrations and seeds). Each scenario runs N times
// on a data directory of its own; the median is reported.
//   - restart: the data directory already filled by a first start, the web build up to date;
//   - server alone: the same, without npm and the build check (the server's bundle, or its
//     sources through tsx in a tree that does not bundle it);
//   - first start: an empty data directory (migrations, the first synchronisation from the ERP,
//     the demo logins), the web build up to date.
// `--tree <dir>` measures another checkout (e.g. a `git worktree` of the commit before a change);
// it must be installed (node_modules) and may be built or not: the first run builds if it must,
// and is reported apart. Besides the wall time, each run reports the CPU time its processes used,
// which hardly changes when other work shares the machine (the wall time does).
//
//   node --import tsx bench/start/run.ts [--tree /tmp/before] [--runs 5] [--restart-only] [--port 3241]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    tree: { type: 'string', default: repoRoot },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3241' },
    'erp-port': { type: 'string', default: '3242' },
    label: { type: 'string' },
    /** Measure the restart only (no server-alone or first-start runs). */
    'restart-only': { type: 'boolean', default: false },
  },
});
const tree = path.resolve(args.tree!);
const runs = Number(args.runs);
const port = Number(args.port);

interface Timing {
  readyMs: number;
  /** CPU time of every process of the run (npm, build check, server, sandbox) until ready. */
  cpuMs: number;
  /**
   * The same without the sandbox ERP, which starts beside the portal: the CPU time of the chain
   * npm → build check → server, i.e. what the wall time would be on cores no one else uses.
   */
  criticalCpuMs: number;
  output: string;
}

/**
 * User and system time of the live processes of a process group, from /proc (Linux): a measure
 * of the work a start does that, unlike the wall time, does not grow when other processes share
 * the machine's cores. Processes that already exited (npm's shell, the build check) are counted
 * through their parent's `cutime`/`cstime` once it has waited for them.
 */
async function groupCpuMs(group: number): Promise<{ total: number; sandbox: number }> {
  let total = 0;
  let sandbox = 0;
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces), see proc(5).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    const ms = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    total += ms;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('erp-sandbox')) sandbox += ms;
  }
  return { total, sandbox };
}

/** Runs `command` in the tree until /ready answers 200, then stops its whole process group. */
async function timeToReady(command: string[], dataDir: string): Promise<Timing> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ERP_SANDBOX_PORT: args['erp-port'],
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The demo's defaults: the embedded database and the sandbox ERP.
  for (const name of ['DATABASE_URL', 'ERP_BASE_URL', 'AUTH_SECRET', 'WEB_DIST_DIR', 'NODE_ENV'])
    delete env[name];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd: tree, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/ready`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) {
        const readyMs = performance.now() - started;
        const cpu = await groupCpuMs(child.pid!);
        return { readyMs, cpuMs: cpu.total, criticalCpuMs: cpu.total - cpu.sandbox, output };
      }
      if (performance.now() - started > 600_000) throw new Error('not ready after 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // npm, the server and the sandbox ERP it started: the group this run created.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server closes the database and stops the sandbox on SIGTERM; wait for its port too.
    for (let i = 0; i < 200; i += 1) {
      const free = await fetch(`http://127.0.0.1:${port}/health`).then(
        () => false,
        () => true,
      );
      if (free) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const npmStart = ['npm', 'start'];
// What `npm start` runs after its preparation: the server's bundle where the tree makes one.
const bundled = existsSync(path.join(tree, 'apps/server/build/bundle-server.ts'));
const serverAlone = bundled
  ? [process.execPath, 'apps/server/dist/main.mjs']
  : [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
const work = await mkdtemp(path.join(tmpdir(), 'portal-bench-start-'));

console.log(`Start-up of ${tree}, ${runs} runs per scenario`);
// The first run fills a data directory (and builds the web app if the tree needs it).
const filled = path.join(work, 'filled');
await mkdir(filled);
const first = await timeToReady(npmStart, filled);
const built = /building/i.test(first.output) || /vite v\d|built in/i.test(first.output);
console.log(
  `first npm start (${built ? 'with' : 'without'} a web build): ${seconds(first.readyMs)} s, CPU ${seconds(first.cpuMs)} s`,
);

const scenarios = ['restart', 'server alone', 'first start, web built'] as const;
const results = new Map<string, Timing[]>(scenarios.map((name) => [name, []]));
for (let run = 0; run < runs; run += 1) {
  results.get('restart')!.push(await timeToReady(npmStart, filled));
  if (!args['restart-only']) {
    results.get('server alone')!.push(await timeToReady(serverAlone, filled));
    const empty = path.join(work, `empty-${run}`);
    await mkdir(empty);
    results.get('first start, web built')!.push(await timeToReady(npmStart, empty));
    await rm(empty, { recursive: true, force: true });
  }
  console.log(
    `run ${run + 1}: ${[...results]
      .filter(([, timings]) => timings.length > 0)
      .map(
        ([name, timings]) =>
          `${name} ${seconds(timings.at(-1)!.readyMs)} s (CPU ${seconds(timings.at(-1)!.cpuMs)} s, ` +
          `${seconds(timings.at(-1)!.criticalCpuMs)} s without the sandbox)`,
      )
      .join(', ')}`,
  );
}
await rm(work, { recursive: true, force: true });

const rows = [...results]
  .filter(([, timings]) => timings.length > 0)
  .map(([scenario, timings]) => {
    const wall = timings.map((t) => t.readyMs);
    return {
      scenario,
      medianSeconds: seconds(median(wall)),
      minSeconds: seconds(Math.min(...wall)),
      maxSeconds: seconds(Math.max(...wall)),
      medianCpuSeconds: seconds(median(timings.map((t) => t.cpuMs))),
      medianCriticalCpuSeconds: seconds(median(timings.map((t) => t.criticalCpuMs))),
    };
  });
console.log(
  '\n| scenario | median s | min s | max s | CPU s (median) | CPU s without the sandbox |\n|---|---:|---:|---:|---:|---:|',
);
for (const row of rows)
  console.log(
    `| ${row.scenario} | ${row.medianSeconds} | ${row.minSeconds} | ${row.maxSeconds} | ${row.medianCpuSeconds} | ${row.medianCriticalCpuSeconds} |`,
  );
const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
console.log(
  `load average at the end: ${load} (on a shared machine the wall times grow, the CPU times hardly)`,
);

const outDir = path.join(repoRoot, 'bench/results');
await mkdir(outDir, { recursive: true });
const label = args.label ?? (tree === repoRoot ? 'current' : path.basename(tree));
await writeFile(
  path.join(outDir, `start-${label}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), tree, runs, load, firstRun: { seconds: seconds(first.readyMs), cpuSeconds: seconds(first.cpuMs), built }, rows }, null, 2)}\n`,
);
