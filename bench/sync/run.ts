// Master-data synchronisation benchmark: the sandbox ERP, as its own process, exports N
// generated products (four price lists with quantity breaks, stock, promotions for every demo
// customer); the portal, as its own process, synchronises them as an administrator would ask it
// to. Measures:
//   - ceiling: reading every export page through the gateway without writing anything (what the
//     ERP, HTTP and the schema checks cost; no synchronisation can be faster);
//   - a full run into an empty portal, with rows per second;
//   - an incremental run after 1,000 products' prices changed in the ERP;
//   - catalogue search p95 at 16 connections, quiet and while a full run is going.
//
//   node --import tsx bench/sync/run.ts --db postgres --products 100000
//   node --import tsx bench/sync/run.ts --db pglite --products 100000
//   (BENCH_PORT, BENCH_ERP_PORT, BENCH_DB_NAME: the portal's and the sandbox's ports, the database)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Page } from '@portal/domain/api';
import type { SyncOverview, SyncRun } from '@portal/domain/erp-sync';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { clientes, params, rols, usuariRols, usuaris } from '../../apps/server/src/db/schema/index.ts';
import { EXPORT_ENTITIES } from '../../apps/server/src/erp/gateway/contract.ts';
import { HttpErpGateway } from '../../apps/server/src/erp/gateway/http-erp-gateway.ts';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.ts';
import {
  DOCUMENTS_SCHEDULE_PARAM,
  SCHEDULE_PARAM,
} from '../../apps/server/src/modules/erp-sync/sync-service.ts';
import { startBenchSandbox } from '../support/erp-fill.ts';
import { runLoad } from '../support/load.ts';
import { markdownTable, type LoadResult } from '../support/percentiles.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';
import { openBenchTarget } from '../support/target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '100000' },
    changed: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** Items per export page; by default the portal's own default for the database. */
    'page-size': { type: 'string' },
  },
});
const productCount = Number(args.products);
const changedCount = Number(args.changed);
const connections = Number(args.connections);
const durationSeconds = Number(args.duration);
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const BUYER = { username: 'bench-buyer', password: 'bench-buyer-password' };

async function addUser(
  db: Parameters<typeof prepareDatabase>[0]['db'],
  user: typeof ADMIN,
  role: string,
  codigoCliente: string | null,
) {
  const hasher = new PasswordHasher();
  const [row] = await db
    .insert(usuaris)
    .values({
      ...user,
      email: `${user.username}@example.com`,
      passwordHash: await hasher.hash(user.password),
      codigoCliente,
    })
    .returning();
  const [roleRow] = await db
    .select()
    .from(rols)
    .where(sql`${rols.nom} = ${role}`);
  await db.insert(usuariRols).values({ idUsuari: row!.idUsuari, idRol: roleRow!.idRol });
}

const target = await openBenchTarget(kind, args['postgres-url']!, 'portal_bench_sync');
const hasher = new PasswordHasher();
await prepareDatabase(target.database, { demo: false, hashPassword: (p) => hasher.hash(p) });
// Both schedules stay off (0), before the portal starts: on an empty portal a scheduled run would
// be due at its first tick (the documents' every few minutes too), and the benchmark would get
// 409 or time that run instead of its own. The benchmark starts each run itself.
await target.database.db
  .insert(params)
  .values([SCHEDULE_PARAM, DOCUMENTS_SCHEDULE_PARAM].map((clau) => ({ clau, valor: '0' })))
  .onConflictDoUpdate({ target: params.clau, set: { valor: '0' } });
await addUser(target.database.db, ADMIN, 'ADMINISTRADOR', null);
// A buyer on the silver list, of a company of the portal's own (the ERP's customers arrive with
// the first run, after this process has handed the database to the portal's).
await target.database.db
  .insert(clientes)
  .values({ codigo: 'BENCH', razonSocial: 'Bench buyer SL', cif: 'B61234563', idLista: 2 });
await addUser(target.database.db, BUYER, 'CLIENT', 'BENCH');

console.log(`Starting the sandbox ERP with ${productCount} products…`);
const sandboxStarted = performance.now();
const sandbox = await startBenchSandbox(productCount);
console.log(`Sandbox ready in ${((performance.now() - sandboxStarted) / 1000).toFixed(1)} s`);

// Ceiling: every page of every entity read and schema-checked, nothing written.
const gateway = new HttpErpGateway(
  { baseUrl: sandbox.baseUrl, username: sandbox.username, password: sandbox.password, timeoutMs: 60_000 },
  { recordError: async () => undefined },
);
const ceilingStarted = performance.now();
let ceilingItems = 0;
for (const entity of EXPORT_ENTITIES) {
  for (let page = 1; ; page++) {
    const answer = await gateway.exportPage(entity, { page, size: 1000 });
    if (answer.kind !== 'ok') throw new Error(`ceiling read of ${entity}: ${JSON.stringify(answer)}`);
    ceilingItems += answer.value.items.length;
    if (answer.value.items.length === 0 || page * 1000 >= answer.value.total) break;
  }
}
const ceilingSeconds = (performance.now() - ceilingStarted) / 1000;
console.log(`Ceiling (read only): ${ceilingItems} items in ${ceilingSeconds.toFixed(1)} s`);
await target.database.close();

const port = 3900 + Math.floor(Math.random() * 300);
const server = await startServer(
  {
    ...target.serverEnv,
    ERP_BASE_URL: sandbox.baseUrl,
    ERP_USERNAME: sandbox.username,
    ERP_PASSWORD: sandbox.password,
    ...(args['page-size'] ? { SYNC_PAGE_SIZE: args['page-size'] } : {}),
  },
  port,
);
const log = pino({ level: 'info' });

async function api<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      path: '/sincronitzacio',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { dades: T }).dades;
}

/** Seconds spent on each entity of the last run waited for (seen every 250 ms: where the time goes). */
let entitySeconds: Record<string, number> = {};

const finished = (run: SyncRun) => run.estat === 'succeeded' || run.estat === 'failed';

/**
 * Starts a run and answers its id. Should a run be under way all the same (409: one at a time),
 * waits for that one to end and asks again, saying so: the run measured is always this one's own.
 */
async function startRun(token: string, tipus: 'full' | 'incremental'): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${server.url}/api/v1/sincronitzacio`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        path: '/sincronitzacio',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tipus }),
    });
    if (response.ok) return ((await response.json()) as { dades: SyncRun }).dades.id;
    const text = await response.text();
    if (response.status !== 409 || attempt >= 5)
      throw new Error(`POST /sincronitzacio: ${response.status} ${text}`);
    const { actual } = await api<SyncOverview>(token, 'GET', '/sincronitzacio');
    log.warn(
      { actual: actual && { id: actual.id, tipus: actual.tipus, origen: actual.origen } },
      'a run of another was under way; waiting for it',
    );
    while (actual && !finished(await runById(token, actual.id))) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * The run `id` as it stands: the overview's run while it is the one under way (or the newest),
 * else from the history, newest first.
 */
async function runById(token: string, id: number): Promise<SyncRun> {
  const { actual } = await api<SyncOverview>(token, 'GET', '/sincronitzacio');
  if (actual?.id === id) return actual;
  for (let page = 0; ; page++) {
    const runs = await api<Page<SyncRun>>(
      token,
      'GET',
      `/sincronitzacio/execucions?sort=id,desc&size=200&page=${page}`,
    );
    const run = runs.content.find((r) => r.id === id);
    if (run) return run;
    if (runs.content.length === 0 || runs.content.at(-1)!.id < id) throw new Error(`run ${id} not found`);
  }
}

/** Starts a run and waits for that very run (by the id the start answered) to end. */
async function syncAndWait(token: string, tipus: 'full' | 'incremental'): Promise<SyncRun> {
  const id = await startRun(token, tipus);
  const run = await waitForRun(token, id, true);
  // A start after a failed run resumes it (sync-service.ts), which would not be the run asked for.
  if (run.tipus !== tipus) throw new Error(`run ${id} is a ${run.tipus} run, not the ${tipus} one asked for`);
  return run;
}

async function waitForRun(token: string, id: number, timeEntities = false): Promise<SyncRun> {
  if (timeEntities) entitySeconds = {};
  let entity: string | null = null;
  let since = performance.now();
  for (;;) {
    const run = await runById(token, id);
    const now = performance.now();
    if (timeEntities && entity !== (run.entitat ?? null)) {
      if (entity) entitySeconds[entity] = Math.round((now - since) / 100) / 10;
      entity = run.entitat ?? null;
      since = now;
    }
    if (finished(run)) return run;
    await new Promise((resolve) => setTimeout(resolve, timeEntities ? 250 : 500));
  }
}

const rowsOf = (run: SyncRun) =>
  Object.values(run.comptes).reduce((sum, counts) => sum + (counts?.aplicats ?? 0), 0);

const figures: Record<string, unknown> = { kind, products: productCount, ceilingItems, ceilingSeconds };
const loads: LoadResult[] = [];
try {
  const adminToken = await login(server.url, ADMIN.username, ADMIN.password);
  const full = await syncAndWait(adminToken, 'full');
  if (full.estat !== 'succeeded') throw new Error(`full run failed: ${full.error}`);
  figures.full = {
    seconds: full.duradaMs! / 1000,
    rows: rowsOf(full),
    rowsPerSecond: rowsOf(full) / (full.duradaMs! / 1000),
    comptes: full.comptes,
    entitySeconds,
  };
  log.info(figures.full, 'full synchronisation');

  const buyerToken = await login(server.url, BUYER.username, BUYER.password);
  const headers = { authorization: `Bearer ${buyerToken}`, 'accept-language': 'es', path: '/products' };
  const q = (params: Record<string, string>) => ({
    path: `/api/v1/productos/search?${new URLSearchParams(params)}`,
  });
  const requests = [
    q({ queryString: 'mig' }),
    q({ queryString: 'electrodo rutilo' }),
    q({ queryString: 'guantes' }),
    q({ sort: 'price,asc' }),
    q({ sort: 'name,asc', page: '40' }),
    q({ sort: 'reference,desc', page: '200' }),
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

  // 1,000 products' prices changed in the ERP, then an incremental run; twice. The first run after
  // a full one also reads again every item stamped exactly at the marks (the export's
  // `updatedSince` is inclusive, and the generated catalogue stamps its ~10 % of offers with one
  // instant); the second is the steady state a schedule sees.
  const codes = await gatewayCodes(changedCount * 2);
  const incrementalRuns: SyncRun[] = [];
  for (const round of [0, 1]) {
    const changed = codes.slice(round * changedCount, (round + 1) * changedCount);
    for (let i = 0; i < changed.length; i += 16) {
      await Promise.all(
        changed.slice(i, i + 16).map((codigo, j) => {
          const price = (10 + ((i + j) % 90) + 0.25 + round).toFixed(2);
          return fetch(`${sandbox.baseUrl}/_sandbox/prices/${encodeURIComponent(codigo)}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              precios: [1, 2, 5, 6].map((idLista) => ({
                idLista,
                desdeUnidades: 1,
                precioNeto: price,
                precioSinDescuento: price,
              })),
            }),
          }).then((r) => {
            if (!r.ok) throw new Error(`price drill ${codigo}: ${r.status}`);
          });
        }),
      );
    }
    incrementalRuns.push(await syncAndWait(adminToken, 'incremental'));
  }
  figures.incremental = incrementalRuns.map((run) => ({
    seconds: run.duradaMs! / 1000,
    rows: rowsOf(run),
    comptes: run.comptes,
  }));
  log.info(figures.incremental, 'incremental synchronisations');

  // Search while a full run is going.
  const duringId = await startRun(adminToken, 'full');
  loads.push(
    await runLoad({
      label: 'search, during a full run',
      url: server.url,
      connections,
      durationSeconds,
      requests,
      headers,
    }),
  );
  const during = await waitForRun(adminToken, duringId);
  figures.fullUnderLoad = { seconds: during.duradaMs! / 1000, estat: during.estat };
} finally {
  await server.stop();
  await sandbox.close();
  await target.cleanup();
}

/** The first `n` product codes of the ERP's export, in its order. */
async function gatewayCodes(n: number): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; codes.length < n; page++) {
    const answer = await gateway.exportPage('products', { page, size: 1000 });
    if (answer.kind !== 'ok' || answer.value.items.length === 0) break;
    codes.push(...answer.value.items.map((item) => item.codigo));
  }
  return codes.slice(0, n);
}

const full = figures.full as { seconds: number; rows: number; rowsPerSecond: number };
const [firstIncremental, steadyIncremental] = figures.incremental as { seconds: number; rows: number }[];
const summary = [
  `Synchronisation of ${productCount} products on ${kind}:`,
  '',
  '| what | seconds | rows | rows/s |',
  '|---|---:|---:|---:|',
  `| ceiling: read every export page, write nothing | ${ceilingSeconds.toFixed(1)} | ${ceilingItems} | ${Math.round(ceilingItems / ceilingSeconds)} |`,
  `| full run into an empty portal | ${full.seconds.toFixed(1)} | ${full.rows} | ${Math.round(full.rowsPerSecond)} |`,
  `| incremental run, ${changedCount} prices changed (first after the full run) | ${firstIncremental!.seconds.toFixed(2)} | ${firstIncremental!.rows} | |`,
  `| incremental run, ${changedCount} prices changed (steady state) | ${steadyIncremental!.seconds.toFixed(2)} | ${steadyIncremental!.rows} | |`,
  '',
  `Full run, seconds per entity (the entity read and written; the indexes of a first fill are built after the stock, counted in the next entity): ${JSON.stringify((figures.full as { entitySeconds: unknown }).entitySeconds)}`,
  '',
  markdownTable(loads),
].join('\n');
console.log(`\n${summary}\n`);
const dir = path.join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
await writeFile(
  path.join(dir, `sync-${kind}-${productCount}.json`),
  JSON.stringify({ figures, loads }, null, 2),
);
