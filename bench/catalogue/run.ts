// Catalogue search benchmark (issue: 100k products): fills PostgreSQL or PGlite with N generated
// products through a full synchronisation from the sandbox ERP (bench/support/erp-fill.ts), starts the portal as its own process, and loads GET /productos/search with a mix of
// text queries, code prefixes, family and attribute filters, sorts and deep pages at several
// concurrencies. Prints a markdown table for docs/performance.md and writes the raw figures.
//
//   node --import tsx bench/catalogue/run.ts --db postgres --products 100000
//   node --import tsx bench/catalogue/run.ts --db pglite --products 100000 --connections 1,4,16
//   node --import tsx bench/catalogue/run.ts --products 10000 --cpu-prof   (where the portal's CPU goes)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { clientes, params, rols, usuariRols, usuaris } from '../../apps/server/src/db/schema/index.ts';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.ts';
import { fillFromErp, startBenchSandbox } from '../support/erp-fill.ts';
import { runLoad, type LoadRequest } from '../support/load.ts';
import { markdownTable, type LoadResult } from '../support/percentiles.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';
import { openBenchTarget } from '../support/target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '1,4,16,32' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    /** Write the portal's CPU profile to bench/results/profiles (open it in Chrome's DevTools). */
    'cpu-prof': { type: 'boolean', default: false },
  },
});
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
  if (kind === 'postgres') await database.db.execute(sql`analyze`);
  return { seedSeconds, families, subfamilies, values, prefixes };
}

function scenarios(data: Awaited<ReturnType<typeof seed>>): { label: string; requests: LoadRequest[] }[] {
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
  const lastPage = Math.max(1, Math.floor(productCount / 15) - 1);
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

/**
 * Every request a page of a sort that no request before it asked for: what a search costs when
 * it misses the portal's caches (the first buyer to ask for a page within SEARCH_CACHE_SECONDS).
 */
function uncachedPath(n: number): string {
  const sorts = ['price,asc', 'price,desc', 'name,asc', 'name,desc', 'reference,asc', 'reference,desc'];
  const pages = Math.max(1, Math.floor(productCount / 15));
  // 7919 is prime, so n walks every (page, sort) pair before one comes back.
  const page = 1 + ((Math.floor(n / sorts.length) * 7919) % pages);
  const params = new URLSearchParams({ page: String(page), sort: sorts[n % sorts.length]! });
  return `/api/v1/productos/search?${params}`;
}

const target = await openBenchTarget(kind, args['postgres-url']!);
console.log(`Seeding ${productCount} products on ${kind}…`);
const data = await seed(target.database);
await target.database.close();
console.log(`Seeded in ${data.seedSeconds.toFixed(1)} s`);

const port = 3600 + Math.floor(Math.random() * 300);
const server = await startServer(
  target.serverEnv,
  port,
  args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench/results/profiles')}`] : [],
);
const results: LoadResult[] = [];
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
  for (const connections of args.connections!.split(',').map(Number)) {
    results.push(
      await runLoad({
        label: `${kind}: mix of all`,
        url: server.url,
        connections,
        durationSeconds: Number(args.duration),
        requests: all[0]!.requests,
        headers,
      }),
    );
    console.log(markdownTable(results.slice(-1)).split('\n')[2]);
  }
  for (const scenario of all.slice(1)) {
    results.push(
      await runLoad({
        label: `${kind}: ${scenario.label}`,
        url: server.url,
        connections: 16,
        durationSeconds: Math.max(3, Number(args.duration) / 2),
        requests: scenario.requests,
        headers,
      }),
    );
    console.log(markdownTable(results.slice(-1)).split('\n')[2]);
  }
  for (const connections of [1, 16]) {
    results.push(
      await runLoad({
        label: `${kind}: uncached (each page asked once)`,
        url: server.url,
        connections,
        durationSeconds: Math.max(3, Number(args.duration) / 2),
        requests: [],
        pathFor: uncachedPath,
        headers,
      }),
    );
    console.log(markdownTable(results.slice(-1)).split('\n')[2]);
  }
} finally {
  await server.stop();
  await target.cleanup();
}

const table = markdownTable(results);
console.log(`\n${productCount} products on ${kind}, seeded in ${data.seedSeconds.toFixed(1)} s\n\n${table}`);
const outDir = path.join(repoRoot, 'bench/results');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `catalogue-${kind}-${productCount}.json`),
  JSON.stringify(
    { date: new Date().toISOString(), kind, productCount, seedSeconds: data.seedSeconds, results },
    null,
    2,
  ),
);
