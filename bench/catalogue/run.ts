// Catalogue search benchmark (issue: 100k products): fills PostgreSQL or PGlite with N generated
// products through a full synchronisation from the sandbox ERP (bench/support/erp-fill.ts), starts the portal as its own process, and loads GET /productos/search with a mix of
// text queries, code prefixes, family and attribute filters, sorts and deep pages at several
// concurrencies, then pages and text searches no request asked before (uncached), and Fastify
// answering {hello:'world'} under the same load (the ceiling each figure is also given as a
// fraction of). Prints a markdown table for docs/performance.md and writes the raw figures with
// the machine's load average.
//
//   node --import tsx bench/catalogue/run.ts --db postgres --products 100000
//   node --import tsx bench/catalogue/run.ts --db pglite --products 100000 --connections 1,4,16
//   node --import tsx bench/catalogue/run.ts --products 10000 --cpu-prof   (where the portal's CPU goes)
//   node --import tsx bench/catalogue/run.ts --products 1000000 --reuse --only uncached,ceiling
//
// --reuse keeps the PostgreSQL database portal_bench_<products> between runs and fills it only
// when it does not hold that many products. Past 100,000 (a multiple of it) the database is a
// copy of the 100,000 one with its products copied in SQL (multiply.ts): the sandbox ERP cannot
// generate a million within its start time.
// --port sets the portal's port and the two next ones (the sandbox ERP's, the ceiling's).
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { clientes, params, rols, usuariRols, usuaris } from '../../apps/server/src/db/schema/index.ts';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.ts';
import { measureCeiling } from '../support/ceiling.ts';
import { cpuMilliseconds } from '../support/cpu-time.ts';
import { fillFromErp, startBenchSandbox } from '../support/erp-fill.ts';
import { multiplyCatalogue } from './multiply.ts';
import { runLoad, type LoadRequest } from '../support/load.ts';
import { markdownTableOfCeiling, type LoadResult } from '../support/percentiles.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';
import { openBenchTarget, type BenchTarget } from '../support/target.ts';
import { searchTexts } from './search-texts.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '1,4,16,32' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** Write the portal's CPU profile to bench/results/profiles (open it in Chrome's DevTools). */
    'cpu-prof': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: String(3600 + Math.floor(Math.random() * 300)) },
    /** The portal's SEARCH_CACHE_SECONDS (its default when not given); 0 runs it with every search cache off. */
    'search-cache-seconds': { type: 'string' },
    /** Which parts to run: mix, groups, uncached, ceiling (all by default); `seed` only fills. */
    only: { type: 'string', default: 'mix,groups,uncached,ceiling' },
  },
});
const parts = new Set(args.only!.split(','));
const port = Number(args.port);
const productCount = Number(args.products);
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const BENCH_USER = { username: 'bench-buyer', password: 'bench-buyer-password' };

async function seed(database: Database) {
  const hasher = new PasswordHasher();
  await prepareDatabase(database, { demo: false, hashPassword: (p) => hasher.hash(p) });
  // The schedule stays off: no synchronisation may run during the measurement.
  await database.db
    .update(params)
    .set({ valor: '0' })
    .where(sql`${params.clau} = 'sincronitzacioMinuts'`);
  const sandbox = await startBenchSandbox(productCount);
  let seedSeconds: number;
  try {
    seedSeconds = (await fillFromErp(database.db, sandbox)).ms / 1000;
  } finally {
    await sandbox.close();
  }
  // What autovacuum does within minutes of a bulk load: planner statistics, and the visibility
  // map that lets a count or a deep page be an index-only scan. Measured without it, the first
  // minutes after a load would be the benchmark.
  await database.db.execute(sql`vacuum analyze`);
  await database.db
    .insert(clientes)
    .values({ codigo: 'BENCH', razonSocial: 'Bench buyer SL', cif: 'B61234563', idLista: 2 });
  const [user] = await database.db
    .insert(usuaris)
    .values({
      ...BENCH_USER,
      email: 'bench@example.com',
      passwordHash: await hasher.hash(BENCH_USER.password),
      codigoCliente: 'BENCH',
    })
    .returning();
  const [role] = await database.db
    .select()
    .from(rols)
    .where(sql`${rols.nom} = 'CLIENT'`);
  await database.db.insert(usuariRols).values({ idUsuari: user!.idUsuari, idRol: role!.idRol });
  if (kind === 'postgres') await database.db.execute(sql`analyze`);
  return { seedSeconds, ...(await samples(database)) };
}

/** What the scenarios search for, read from the catalogue as it is. */
async function samples(database: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const families = await rows<{ codigo_familia: string }>(
    sql`select codigo_familia from productos where codigo_familia is not null group by 1 order by count(*) desc limit 4`,
  );
  const subfamilies = await rows<{ codigo_subfamilia: string }>(
    sql`select codigo_subfamilia from productos where codigo_subfamilia is not null group by 1 order by count(*) desc limit 4`,
  );
  const values = await rows<{ id_valor: number }>(
    sql`select id_valor from producto_atributos group by 1 order by count(*) desc limit 4`,
  );
  const prefixes = await rows<{ prefix: string }>(
    sql`select left(codigo, 5) as prefix from productos group by 1 order by count(*) desc limit 4`,
  );
  const texts = await searchTexts(database.db);
  return { families, subfamilies, values, prefixes, texts };
}

function scenarios(data: Awaited<ReturnType<typeof samples>>): { label: string; requests: LoadRequest[] }[] {
  const q = (params: Record<string, string | number>) =>
    `/api/v1/productos/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
  const text = [
    'mig',
    'electrodo rutilo',
    'argon',
    'disco corte inox',
    'antorcha tig',
    'hilo acero 1,2',
    'guantes',
    'electrdo',
  ];
  const lastPage = Math.max(1, Math.min(MAX_PAGE, Math.floor(productCount / 15) - 1));
  const groups = {
    text: text.map((queryString) => ({ path: q({ queryString }) })),
    'code prefix': data.prefixes.map((row) => ({ path: q({ queryString: row.prefix }) })),
    'family / subfamily': [
      ...data.families.map((row) => ({ path: q({ codigoFamilia: row.codigo_familia }) })),
      ...data.subfamilies.map((row) => ({
        path: q({ codigoSubfamilia: row.codigo_subfamilia, sort: 'price,asc' }),
      })),
    ],
    attribute: data.values.map((row) => ({ path: q({ idValor: row.id_valor }) })),
    sorts: ['price,asc', 'price,desc', 'name,asc', 'name,desc', 'reference,asc', 'reference,desc'].map(
      (sort) => ({ path: q({ sort }) }),
    ),
    'deep pages': [
      q({ page: lastPage, sort: 'reference,asc' }),
      q({ page: Math.floor(lastPage / 2), sort: 'name,asc' }),
      q({ page: Math.floor(lastPage / 3) }),
    ].map((path) => ({ path })),
  };
  const all = Object.values(groups).flat();
  return [
    { label: 'mix of all', requests: all },
    ...Object.entries(groups).map(([label, requests]) => ({ label, requests })),
  ];
}

/** The API's last page (productSearchQuerySchema): past 150,000 products, deeper pages are refused. */
const MAX_PAGE = 10_000;

const SORTS = ['price,asc', 'price,desc', 'name,asc', 'name,desc', 'reference,asc', 'reference,desc'];

const uncachedPages = () => Math.max(1, Math.min(MAX_PAGE, Math.floor(productCount / 15)));
/** How many different (page, sort) pairs uncachedPath walks before one comes back. */
const uncachedPairs = () => uncachedPages() * SORTS.length;

/**
 * Every request a page of a sort that no request before it asked for: what a search costs when
 * it misses the portal's caches (the first buyer to ask for a page within SEARCH_CACHE_SECONDS).
 */
function uncachedPath(n: number): string {
  const pages = uncachedPages();
  // 7919 is prime, so n walks every (page, sort) pair before one comes back.
  const page = 1 + ((Math.floor(n / SORTS.length) * 7919) % pages);
  const params = new URLSearchParams({ page: String(page), sort: SORTS[n % SORTS.length]! });
  return `/api/v1/productos/search?${params}`;
}

/** Every request a text (and order) no request before it asked for: a cold text search. */
function uncachedTextPath(texts: string[]) {
  const orders = [undefined, ...SORTS];
  return (n: number): string => {
    const sort = orders[Math.floor(n / texts.length) % orders.length];
    const params = new URLSearchParams({ queryString: texts[n % texts.length]!, ...(sort ? { sort } : {}) });
    return `/api/v1/productos/search?${params}`;
  };
}

/** The database: a fresh one, or with --reuse the one a previous run filled with as many products. */
async function openTarget(): Promise<{ target: BenchTarget; data: Awaited<ReturnType<typeof seed>> }> {
  if (args.reuse && kind === 'postgres') {
    const name = `portal_bench_${productCount}`;
    const url = new URL(args['postgres-url']!);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: args['postgres-url'] });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    await admin.end();
    if (exists) {
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      const held = await database.db.execute(sql`select
        (select count(*) from productos) as products,
        (select count(*) from usuaris where username = ${BENCH_USER.username}) as users`);
      const counts = (held as unknown as { rows: { products: string; users: string }[] }).rows[0]!;
      if (Number(counts.products) === productCount && Number(counts.users) === 1) {
        // The code may have new migrations since the fill.
        await database.migrate();
        const data = { seedSeconds: 0, ...(await samples(database)) };
        const target: BenchTarget = {
          database,
          serverEnv: { DATABASE_URL: url.toString(), DEMO_MODE: 'false' },
          cleanup: async () => undefined,
        };
        return { target, data };
      }
      await database.close();
    }
    if (productCount > SYNCED && productCount % SYNCED === 0) return copiedTarget(name, url);
    const target = await openBenchTarget(kind, args['postgres-url']!, name);
    return { target, data: await seed(target.database) };
  }
  const target = await openBenchTarget(kind, args['postgres-url']!);
  return { target, data: await seed(target.database) };
}

/** The largest catalogue filled through the synchronisation; larger ones are copies of it (multiply.ts). */
const SYNCED = 100_000;

/** A database of `productCount` products made from the 100,000 one of an earlier --reuse run. */
async function copiedTarget(name: string, url: URL) {
  const admin = new pg.Client({ connectionString: args['postgres-url'] });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    // A file copy of the synchronised database; nobody may be connected to it meanwhile.
    await admin.query(`create database ${name} template portal_bench_${SYNCED}`);
  } catch (error) {
    throw new Error(
      `fill portal_bench_${SYNCED} first (--products ${SYNCED} --reuse --only seed): ${String(error)}`,
    );
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const started = performance.now();
  await multiplyCatalogue(database.db, productCount / SYNCED - 1, console.log);
  await database.db.execute(sql`vacuum analyze`);
  const data = { seedSeconds: (performance.now() - started) / 1000, ...(await samples(database)) };
  const target: BenchTarget = {
    database,
    serverEnv: { DATABASE_URL: url.toString(), DEMO_MODE: 'false' },
    cleanup: async () => undefined,
  };
  return { target, data };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Load average before: ${load()}`);
process.env.BENCH_ERP_PORT ??= String(port + 1);
console.log(`Opening ${productCount} products on ${kind}…`);
const { target, data } = await openTarget();
await target.database.close();
console.log(data.seedSeconds ? `Seeded in ${data.seedSeconds.toFixed(1)} s` : 'Reused the filled database');
// `--only seed`: fill the database (with --reuse, for later runs) and stop.
if (parts.has('seed')) process.exit(0);

const server = await startServer(
  {
    ...target.serverEnv,
    ...(args['search-cache-seconds'] ? { SEARCH_CACHE_SECONDS: args['search-cache-seconds'] } : {}),
  },
  port,
  args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench/results/profiles')}`] : [],
);
const results: LoadResult[] = [];
const loads: Record<string, string> = { before: load() };
/** CPU milliseconds per answered request, of the portal and of PostgreSQL's processes (PGlite is the portal's own). */
const cpuPerRequest: Record<string, { portal: number; database: number }> = {};
const run = async (options: Parameters<typeof runLoad>[0]) => {
  const before = cpuMilliseconds(server.process.pid, kind === 'postgres' ? 'postgres' : undefined);
  const result = await runLoad(options);
  const after = cpuMilliseconds(server.process.pid, kind === 'postgres' ? 'postgres' : undefined);
  results.push(result);
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  const cpu = {
    portal: perRequest(after.own - before.own),
    database: perRequest(after.named - before.named),
  };
  cpuPerRequest[`${result.label} @${result.connections}`] = cpu;
  console.log(
    markdownTableOfCeiling([result], new Map()).split('\n')[2],
    ` load ${load()}; CPU per request: portal ${cpu.portal} ms, database ${cpu.database} ms`,
  );
  return result;
};
const durationSeconds = Number(args.duration);
try {
  const token = await login(server.url, BENCH_USER.username, BENCH_USER.password);
  // What Chromium sends with the web app's fetches.
  const headers = {
    authorization: `Bearer ${token}`,
    'accept-language': 'es',
    'accept-encoding': 'gzip, deflate, br, zstd',
    path: '/products',
  };
  const all = scenarios(data);
  // Warm up caches and JIT before measuring.
  await runLoad({
    label: 'warm-up',
    url: server.url,
    connections: 4,
    durationSeconds: 3,
    requests: all[0]!.requests,
    headers,
  });
  if (parts.has('mix')) {
    for (const connections of args.connections!.split(',').map(Number)) {
      await run({
        label: `${kind}: mix of all`,
        url: server.url,
        connections,
        durationSeconds,
        requests: all[0]!.requests,
        headers,
      });
    }
  }
  if (parts.has('groups')) {
    for (const scenario of all.slice(1)) {
      await run({
        label: `${kind}: ${scenario.label}`,
        url: server.url,
        connections: 16,
        durationSeconds: Math.max(3, durationSeconds / 2),
        requests: scenario.requests,
        headers,
      });
    }
  }
  if (parts.has('uncached')) {
    // One count across both runs: the second run must not ask again the pages the first one
    // asked (within SEARCH_CACHE_SECONDS they would be answered from the caches).
    let asked = 0;
    // A small catalogue has fewer pages than a run asks in its time (10,000 products: 4,000
    // pairs): the runs then ask 30 % and 60 % of them, whatever their duration.
    const few = uncachedPairs() < 20_000;
    for (const [connections, share] of [
      [1, 0.3],
      [16, 0.6],
    ] as const) {
      await run({
        label: `${kind}: uncached (each page asked once)`,
        url: server.url,
        connections,
        durationSeconds: Math.max(3, durationSeconds / 2),
        ...(few ? { amount: Math.floor(uncachedPairs() * share) } : {}),
        requests: [],
        pathFor: () => uncachedPath(asked++),
        headers,
      });
    }
    if (asked > uncachedPairs())
      console.warn(`uncached: ${asked} requests for ${uncachedPairs()} pages, some asked twice`);
    const text = await run({
      label: `${kind}: uncached text (each text and order asked once)`,
      url: server.url,
      connections: 16,
      durationSeconds: Math.max(3, durationSeconds / 2),
      requests: [],
      pathFor: uncachedTextPath(data.texts),
      headers,
    });
    const textPairs = data.texts.length * (SORTS.length + 1);
    if (text.requests > textPairs)
      console.warn(`uncached text: ${text.requests} requests for ${textPairs} searches, some asked twice`);
  }
} finally {
  await server.stop();
  await target.cleanup();
}
const ceilings = new Map<number, LoadResult>();
if (parts.has('ceiling')) {
  for (const connections of [...new Set(results.map((row) => row.connections))].sort((a, b) => a - b)) {
    const ceiling = await measureCeiling({ port: port + 2, connections, durationSeconds: 5 });
    ceilings.set(connections, ceiling);
    console.log(markdownTableOfCeiling([ceiling], new Map()).split('\n')[2], ` load ${load()}`);
  }
}
loads.after = load();

const summary = markdownTableOfCeiling([...results, ...ceilings.values()], ceilings);
console.log(
  `\n${productCount} products on ${kind}${data.seedSeconds ? `, seeded in ${data.seedSeconds.toFixed(1)} s` : ''}; ` +
    `load average (1, 5, 15 min) before ${loads.before}, after ${loads.after}\n\n${summary}\n\n` +
    `CPU per request (ms), portal / database:\n` +
    Object.entries(cpuPerRequest)
      .map(([label, cpu]) => `- ${label}: ${cpu.portal} / ${cpu.database}`)
      .join('\n'),
);
const outDir = path.join(repoRoot, 'bench/results');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `catalogue-${kind}-${productCount}.json`),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      kind,
      productCount,
      seedSeconds: data.seedSeconds,
      loadAverage: loads,
      results,
      cpuPerRequest,
      ceilings: [...ceilings.values()],
    },
    null,
    2,
  ),
);
