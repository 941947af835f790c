// Measures what a SIGKILL in the middle of writes does to the embedded PGlite database
// (DESIGN §3 asks for the answer in docs/operations.md). Each round: start the portal on one
// data directory, keep writing (log-ins insert refresh tokens), kill -9 at a random moment,
// start again and check that the database opens, migrations pass and the rows are readable.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rounds = Number(process.argv[2] ?? 5);
const port = 3400 + Math.floor(Math.random() * 200);

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // Every log-in comes from this machine: the per-address limit is lifted for the drill.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      LOGIN_ATTEMPTS_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitReady(timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Refresh tokens of acknowledged log-ins: each is a committed row that must survive a kill. */
const acknowledgedTokens: string[] = [];

async function login(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=portal-demo-2026',
    });
    if (!response.ok) return false;
    acknowledgedTokens.push(((await response.json()) as { refresh_token: string }).refresh_token);
    return true;
  } catch {
    return false;
  }
}

async function refreshWorks(token: string): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
  });
  return response.ok;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-kill-'));
let acknowledged = 0;
let survivedOpen = 0;
for (let round = 1; round <= rounds; round++) {
  const child = start(dataDir);
  if (!(await waitReady())) {
    console.log(`round ${round}: the portal did NOT start again after the previous kill`);
    child.kill('SIGKILL');
    break;
  }
  survivedOpen++;
  let writing = true;
  const writers = Array.from({ length: 4 }, async () => {
    while (writing) if (await login()) acknowledged++;
  });
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500));
  child.kill('SIGKILL');
  writing = false;
  await Promise.all(writers);
  await new Promise((r) => setTimeout(r, 300));
  console.log(`round ${round}: killed with writes in flight (${acknowledged} log-ins acknowledged so far)`);
}
const final = start(dataDir);
const ok = await waitReady();
survivedOpen += ok ? 1 : 0;
let survivingRows = 0;
for (const token of ok ? acknowledgedTokens : []) if (await refreshWorks(token)) survivingRows++;
const check = ok ? await login() : false;
final.kill('SIGTERM');
await new Promise((r) => final.once('exit', r));
console.log(
  `\n${rounds} kills: database opened ${survivedOpen}/${rounds + 1} times; log-in after the last kill: ${check ? 'ok' : 'FAILED'}`,
);
console.log(`acknowledged writes found after the kills: ${survivingRows}/${acknowledgedTokens.length}`);
await rm(dataDir, { recursive: true, force: true });
