// A buyer's list of 200 lines against a catalogue of 100,000 products: the time from sending the
// lines to having them judged and in the cart, two ways — pasted into quick order with confirm
// (`POST /carrito/rapida`), and imported into a list then added all to the cart
// (`POST /llistes/{id}/importar`, `POST /llistes/{id}/carrito`). The lines mix our code in lower
// case, the product's EAN and the customer's own code, a few unknown codes and lote problems, so
// every resolution path and verdict is taken. Each is run --runs times one after another (a
// buyer's action, not a load), the cart emptied between runs and not timed. The ceiling, in the
// same script: the bare SQL that resolves the 200 codes (products by code or EAN, and the
// customer's own codes), timed the same way from this process.
//
//   node --import tsx bench/list-import/run.ts --db postgres --products 100000 [--runs 30] [--reuse]
//
// --reuse keeps the PostgreSQL database portal_bench_lists_<products> filled between runs.
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
import { fillFromErp, startBenchSandbox } from '../support/erp-fill.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';
import { openBenchTarget, type BenchTarget } from '../support/target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    lines: { type: 'string', default: '200' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: String(3600 + Math.floor(Math.random() * 300)) },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const productCount = Number(args.products);
const runs = Number(args.runs);
const lineCount = Number(args.lines);
const port = Number(args.port);
const BENCH_USER = { username: 'bench-lists', password: 'bench-lists-password' };
const CUSTOMER = 'BENCHL';

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
    .values({ codigo: CUSTOMER, razonSocial: 'Bench lists SL', cif: 'B61234563', idLista: 2 });
  const [user] = await database.db
    .insert(usuaris)
    .values({
      ...BENCH_USER,
      email: 'bench-lists@example.com',
      passwordHash: await hasher.hash(BENCH_USER.password),
      codigoCliente: CUSTOMER,
    })
    .returning();
  const [role] = await database.db
    .select()
    .from(rols)
    .where(sql`${rols.nom} = 'CLIENT'`);
  await database.db.insert(usuariRols).values({ idUsuari: user!.idUsuari, idRol: role!.idRol });
  return seconds;
}

async function openTarget(): Promise<{ target: BenchTarget; seedSeconds: number }> {
  const name = `portal_bench_lists_${productCount}`;
  if (args.reuse && kind === 'postgres') {
    const url = new URL(args['postgres-url']!);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: args['postgres-url'] });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    await admin.end();
    if (exists) {
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      const held = (await database.db.execute(sql`select
        (select count(*) from productos) as products,
        (select count(*) from usuaris where username = ${BENCH_USER.username}) as users`)) as unknown as {
        rows: { products: string; users: string }[];
      };
      if (Number(held.rows[0]!.products) === productCount && Number(held.rows[0]!.users) === 1) {
        await database.migrate();
        const target: BenchTarget = {
          database,
          serverEnv: { DATABASE_URL: url.toString(), DEMO_MODE: 'false' },
          cleanup: async () => undefined,
        };
        return { target, seedSeconds: 0 };
      }
      await database.close();
    }
  }
  const target = await openBenchTarget(kind, args['postgres-url']!, name);
  return { target, seedSeconds: await seed(target.database) };
}

interface Sample {
  codigo: string;
  ean: string | null;
  lote: number | null;
  minimo: number;
}

/** 200 priced, active products spread over the catalogue (a fixed choice, so runs compare). */
async function sampleProducts(database: Database): Promise<Sample[]> {
  const result = (await database.db.execute(sql`
    select p.codigo, p.ean, p.lote, p.minimum_quantity as minimo
    from productos p
    where p.activo and exists (select 1 from precios pr where pr.producto_id = p.id and pr.id_lista = 2)
    order by md5(p.codigo) limit ${lineCount}`)) as unknown as { rows: Sample[] };
  return result.rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    label,
    runs: times.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)!),
  };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Load average before: ${load()}`);
process.env.BENCH_ERP_PORT ??= String(port + 1);
const { target, seedSeconds } = await openTarget();
console.log(seedSeconds ? `Seeded in ${seedSeconds.toFixed(1)} s` : 'Reused the filled database');
const products = await sampleProducts(target.database);
if (products.length < lineCount) throw new Error(`only ${products.length} priced products`);

const server = await startServer(target.serverEnv, port);
const results: ReturnType<typeof summary>[] = [];
const loads: Record<string, string> = { before: load() };
try {
  const token = await login(server.url, BENCH_USER.username, BENCH_USER.password);
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'ca',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };

  // A third of the lines by the customer's own code, set through the API as a buyer sets them.
  const own = new Map<string, string>();
  for (const [index, product] of products.entries()) {
    if (index % 3 !== 2) continue;
    const codigoPropio = `OWN-${index}-${product.codigo.slice(0, 20)}`.replace(/[^A-Za-z0-9._-]/g, '-');
    await call('PUT', `/codis-propis/${encodeURIComponent(product.codigo)}`, { codigoPropio });
    own.set(product.codigo, codigoPropio);
  }
  const lines = products.map((product, index) => {
    const quantity = product.lote && product.lote > 1 ? product.lote * 2 : Math.max(1, product.minimo) + 1;
    // A few lines with a quantity the lote refuses, and a few unknown codes.
    const refused = index % 50 === 7 && product.lote && product.lote > 1 ? quantity + 1 : quantity;
    if (index % 50 === 13) return `NO-SUCH-${index};${quantity}`;
    if (own.has(product.codigo)) return `${own.get(product.codigo)};${refused}`;
    if (index % 3 === 1 && product.ean) return `${product.ean};${refused}`;
    return `${product.codigo.toLowerCase()};${refused}`;
  });
  const text = `codigo;cantidad\n${lines.join('\n')}\n`;

  const time = async (action: () => Promise<unknown>) => {
    const started = performance.now();
    await action();
    return performance.now() - started;
  };
  const warm = async (action: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) {
      await action();
      await call('DELETE', '/carrito');
    }
  };

  // Pasted into quick order and confirmed: judged, and the valid lines into the cart.
  const pasted = () => call('POST', '/carrito/rapida', { text: lines.join('\n'), confirm: true });
  await warm(pasted);
  // What the lines come to, so a run that judged nothing cannot pass for a fast one.
  await pasted();
  const cart = (await call('GET', '/carrito')) as { lineas: unknown[] };
  console.log(`${lineCount} lines: ${cart.lineas.length} go into the cart, the others are refused`);
  await call('DELETE', '/carrito');
  const pastedTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    pastedTimes.push(await time(pasted));
    await call('DELETE', '/carrito');
  }
  results.push(summary(`${lineCount} lines pasted into quick order (judged, into the cart)`, pastedTimes));

  // Imported into a new list, then all of it added to the cart.
  let listNumber = 0;
  const imported = async () => {
    const list = (await call('POST', '/llistes', { nombre: `Bench ${Date.now()} ${listNumber++}` })) as {
      id: number;
    };
    return time(async () => {
      await call('POST', `/llistes/${list.id}/importar`, { text });
      await call('POST', `/llistes/${list.id}/carrito`);
    });
  };
  for (let i = 0; i < 3; i++) {
    await imported();
    await call('DELETE', '/carrito');
  }
  const importTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    importTimes.push(await imported());
    await call('DELETE', '/carrito');
  }
  results.push(summary(`${lineCount} lines imported into a list, then all added to the cart`, importTimes));

  // The ceiling: the codes resolved by bare SQL, products and own codes in one statement each
  // (as the resolver sends them, side by side), with no HTTP, rules or pricing around them.
  const typed = [...new Set(lines.map((line) => line.split(';')[0]!.toUpperCase()))];
  const eans = typed.filter((code) => /^\d{13}$/.test(code));
  const bare = () =>
    Promise.all([
      target.database.db.execute(
        sql`select codigo, ean from productos where activo and (upper(codigo) in ${typed}${eans.length > 0 ? sql` or ean in ${eans}` : sql``})`,
      ),
      target.database.db.execute(
        sql`select codigo, codigo_propio from own_codes where codigo_cliente = ${CUSTOMER} and upper(codigo_propio) in ${typed}`,
      ),
    ]);
  for (let i = 0; i < 3; i++) await bare();
  const bareTimes: number[] = [];
  for (let run = 0; run < runs; run++) bareTimes.push(await time(bare));
  results.push(summary(`ceiling: the ${lineCount} codes resolved by bare SQL`, bareTimes));
  loads.after = load();
} finally {
  await server.stop();
  await target.database.close();
  await target.cleanup();
}

console.log(
  `\n${kind}, ${productCount} products, ${runs} runs each, load average ${loads.before} → ${loads.after}\n`,
);
console.log('| what | runs | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|');
for (const row of results)
  console.log(`| ${row.label} | ${row.runs} | ${row.p50} | ${row.p95} | ${row.max} |`);
const file = path.join(repoRoot, 'bench/results', `list-import-${kind}-${productCount}.json`);
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify({ kind, productCount, runs, loads, results }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
