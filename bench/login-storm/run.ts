// Login storm: catalogue search latency while many log-ins arrive at once. Each log-in checks a
// password with argon2id at OWASP's cost (m=19 MiB, t=2, p=1) on at most one core but one; past a
// bounded queue the portal answers 429 with Retry-After. The portal runs as its own process on a
// catalogue filled from the sandbox ERP; 16 connections search (the catalogue benchmark's
// repeated searches) first quietly, then while the users, each from an address of their own, log
// in at once. The p95 of the searches answered between the first log-in sent and the last one
// answered is compared with the quiet p95 (target: at most 2x). The ceiling beside it: the same
// hashes run back to back in this process, divided among the portal's hashing slots.
//
//   node --import tsx bench/login-storm/run.ts --db postgres     # then --db pglite
//   node --import tsx bench/login-storm/run.ts --logins 300      # past the queue: some get 429
//   BENCH_PORT=3270 BENCH_ERP_PORT=4470 BENCH_DB_NAME=helper_bench ... (ports and database of one's own)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { clientes, params, rols, usuariRols, usuaris } from '../../apps/server/src/db/schema/index.ts';
import {
  DEFAULT_HASH_CONCURRENCY,
  PasswordHasher,
} from '../../apps/server/src/modules/auth/password-hasher.ts';
import { fillFromErp, startBenchSandbox } from '../support/erp-fill.ts';
import { percentile, runLoad } from '../support/load.ts';
import { markdownTable, type LoadResult } from '../support/percentiles.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';
import { openBenchTarget } from '../support/target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '10000' },
    logins: { type: 'string', default: '50' },
    connections: { type: 'string', default: '16' },
    /** Seconds of the quiet search load; the storm's load lasts until the last log-in answered. */
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const productCount = Number(args.products);
const loginCount = Number(args.logins);
const connections = Number(args.connections);
const durationSeconds = Number(args.duration);
const BUYER = { username: 'storm-buyer', password: 'storm-buyer-password' };
const STORM_PASSWORD = 'storm-user-password';

async function seed(database: Database): Promise<number> {
  const hasher = new PasswordHasher();
  await prepareDatabase(database, { demo: false, hashPassword: (p) => hasher.hash(p) });
  await database.db
    .update(params)
    .set({ valor: '0' })
    .where(sql`${params.clau} = 'sincronitzacioMinuts'`);
  const sandbox = await startBenchSandbox(productCount);
  let seconds: number;
  try {
    seconds = (await fillFromErp(database.db, sandbox)).ms / 1000;
  } finally {
    await sandbox.close();
  }
  await database.db.execute(sql`vacuum analyze`);
  await database.db
    .insert(clientes)
    .values({ codigo: 'STORM', razonSocial: 'Storm buyers SL', cif: 'B61234563', idLista: 2 });
  const [role] = await database.db
    .select()
    .from(rols)
    .where(sql`${rols.nom} = 'CLIENT'`);
  // One hash for every storm user: each log-in still checks it at full cost.
  const stormHash = await hasher.hash(STORM_PASSWORD);
  const users = await database.db
    .insert(usuaris)
    .values([
      {
        ...BUYER,
        email: 'storm-buyer@example.com',
        passwordHash: await hasher.hash(BUYER.password),
        codigoCliente: 'STORM',
      },
      ...Array.from({ length: loginCount }, (_, i) => ({
        username: `storm-${i}`,
        email: `storm-${i}@example.com`,
        passwordHash: stormHash,
        codigoCliente: 'STORM',
      })),
    ])
    .returning();
  await database.db
    .insert(usuariRols)
    .values(users.map((user) => ({ idUsuari: user.idUsuari, idRol: role!.idRol })));
  return seconds;
}

/** One log-in from its own address (the portal trusts the bench's X-Forwarded-For here). */
async function timedLogin(url: string, i: number): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/auth/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: `storm-${i}`,
      password: STORM_PASSWORD,
    }).toString(),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const target = await openBenchTarget(kind, args['postgres-url']!, 'portal_bench_login_storm');
console.log(`Filling ${productCount} products on ${kind}…`);
const seedSeconds = await seed(target.database);
await target.database.close();

const server = await startServer(
  { ...target.serverEnv, TRUST_PROXY: 'true' },
  3900 + Math.floor(Math.random() * 300),
  args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench/results/profiles')}`] : [],
);
const loads: LoadResult[] = [];
let storm: Record<string, number> = {};
try {
  const token = await login(server.url, BUYER.username, BUYER.password);
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-language': 'es',
    'accept-encoding': 'gzip, deflate, br, zstd',
    path: '/products',
  };
  const q = (p: Record<string, string>) => ({ path: `/api/v1/productos/search?${new URLSearchParams(p)}` });
  const requests = [
    q({ queryString: 'mig' }),
    q({ queryString: 'electrodo rutilo' }),
    q({ queryString: 'guantes' }),
    q({ sort: 'price,asc' }),
    q({ sort: 'name,asc', page: '40' }),
    q({ sort: 'reference,desc', page: '20' }),
  ];
  await runLoad({ label: 'warm-up', url: server.url, connections: 4, durationSeconds: 3, requests, headers });
  loads.push(
    await runLoad({
      label: 'search, quiet',
      url: server.url,
      connections,
      durationSeconds,
      requests,
      headers,
    }),
  );

  // The storm: the searches run; one second in, every log-in is sent at once. Only the searches
  // answered while log-ins are outstanding count as "during".
  let inStorm = false;
  const during: number[] = [];
  let stormOver: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stormOver = resolve));
  const stormLoad = runLoad({
    label: 'search, with the storm (whole run)',
    url: server.url,
    connections,
    // Ends a second after the storm (any storm on a loaded machine ends well within the bound).
    durationSeconds: 600,
    until: stopped,
    requests,
    headers,
    onLatency: (ms) => {
      if (inStorm) during.push(ms);
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  inStorm = true;
  const stormStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: loginCount }, (_, i) => timedLogin(server.url, i)));
  const stormMs = performance.now() - stormStarted;
  inStorm = false;
  setTimeout(stormOver, 1000);
  loads.push(await stormLoad);
  const loginMs = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  during.sort((a, b) => a - b);
  storm = {
    stormSeconds: stormMs / 1000,
    loginsOk: answers.filter((answer) => answer.status === 200).length,
    loginsRefused: answers.filter((answer) => answer.status === 429).length,
    loginP50: percentile(loginMs, 50),
    loginP95: percentile(loginMs, 95),
    loginMax: percentile(loginMs, 100),
    searchesDuring: during.length,
    searchP50During: percentile(during, 50),
    searchP95During: percentile(during, 95),
    searchP99During: percentile(during, 99),
  };
  if (storm.loginsOk! + storm.loginsRefused! !== loginCount)
    throw new Error(
      `${loginCount - storm.loginsOk! - storm.loginsRefused!} log-ins neither got in nor were told to wait`,
    );
} finally {
  await server.stop();
  await target.cleanup();
}

// The ceiling: the hashes alone, back to back here, shared among the portal's hashing slots.
const ceilingHasher = new PasswordHasher({ concurrency: 1 });
const stored = await ceilingHasher.hash(STORM_PASSWORD);
const hashStarted = performance.now();
const HASHES = 20;
for (let i = 0; i < HASHES; i++) await ceilingHasher.verify(STORM_PASSWORD, stored);
const hashMs = (performance.now() - hashStarted) / HASHES;
const ceilingSeconds = (storm.loginsOk! * hashMs) / DEFAULT_HASH_CONCURRENCY / 1000;

const quiet = loads[0]!;
const summary = [
  `${loginCount} log-ins at once, ${productCount} products on ${kind} (filled in ${seedSeconds.toFixed(1)} s):`,
  '',
  markdownTable(loads),
  '',
  '| during the storm | value |',
  '|---|---:|',
  `| storm: first log-in sent to last answered | ${storm.stormSeconds!.toFixed(1)} s |`,
  `| log-ins in / told to wait (429) | ${storm.loginsOk} / ${storm.loginsRefused} |`,
  `| ceiling: their hashes alone (${hashMs.toFixed(0)} ms each, ${DEFAULT_HASH_CONCURRENCY} slot(s)) | ${ceilingSeconds.toFixed(1)} s |`,
  `| log-in latency p50 / p95 / max | ${storm.loginP50} / ${storm.loginP95} / ${storm.loginMax} ms |`,
  `| searches answered during the storm | ${storm.searchesDuring} |`,
  `| search p50 / p95 / p99 during the storm | ${storm.searchP50During} / ${storm.searchP95During} / ${storm.searchP99During} ms |`,
  `| search p95, storm / quiet | ${(storm.searchP95During! / quiet.p95).toFixed(2)}x (target <= 2x) |`,
].join('\n');
console.log(`\n${summary}\n`);
const dir = path.join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
await writeFile(
  path.join(dir, `login-storm-${kind}.json`),
  JSON.stringify(
    { date: new Date().toISOString(), kind, productCount, loginCount, loads, storm, hashMs, ceilingSeconds },
    null,
    2,
  ),
);
