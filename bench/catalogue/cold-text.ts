// Cold text searches on the database's side, one at a time: the portal's own repository reads the
// first page of each of N texts (a name's first word with another word of it, as `run.ts`'s
// "uncached text" asks, in four orders by turn) with no cache in between, on a database the
// catalogue benchmark filled (run it first with --reuse). Then a few broad words alone. Beside it,
// the ceiling: a query that reads one product by id, the least a search could cost. `--root` runs
// another checkout's repository on the same database (a before/after on one machine).
//
//   node --import tsx bench/catalogue/cold-text.ts --products 100000 [--searches 200] [--root /tmp/base]
//                                               [--first] [--slowest 10]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type * as Client from '../../apps/server/src/db/client.ts';
import type * as Repository from '../../apps/server/src/modules/catalogue/catalogue-repository.ts';
import { searchTexts } from './search-texts.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '200' },
    /** The texts in the order `run.ts` asks them (its first ones), not spread over all of them. */
    first: { type: 'boolean', default: false },
    /** Print the slowest searches, with their order and what they found. */
    slowest: { type: 'string', default: '0' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const root = path.resolve(args.root!);
const { openDatabase } = (await import(`${root}/apps/server/src/db/client.ts`)) as typeof Client;
const { CatalogueRepository } = (await import(
  `${root}/apps/server/src/modules/catalogue/catalogue-repository.ts`
)) as typeof Repository;

const url = new URL(args['postgres-url']!);
url.pathname = `/portal_bench_${args.products}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const texts = await searchTexts(database.db);
const orders = [
  undefined,
  { field: 'price', direction: 'asc' },
  { field: 'name', direction: 'asc' },
  { field: 'reference', direction: 'desc' },
] as const;
const repo = new CatalogueRepository(database.db);
const page = { offset: 0, limit: 15, idLista: 2, baseLista: 5, language: 'es' as const };

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.floor(fraction * (sorted.length - 1))]!.toFixed(1);
  const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(1);
  return `mean ${mean} ms, p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`;
};

const count = Math.min(Number(args.searches), texts.length);
const step = args.first ? 1 : texts.length / count;
const times: number[] = [];
const slow: { ms: number; what: string }[] = [];
for (let n = 0; n < count; n++) {
  const text = texts[Math.floor(n * step)]!;
  const sort = orders[n % orders.length];
  const started = performance.now();
  const found = await repo.searchIds({ queryString: text }, { ...page, sort });
  const ms = performance.now() - started;
  times.push(ms);
  slow.push({ ms, what: `“${text}” by ${sort?.field ?? 'relevance'}: ${found.total} listed` });
}
const ceiling: number[] = [];
for (let n = 0; n < count; n++) {
  const started = performance.now();
  await rows(
    sql`select id, codigo, nombre from productos where id = ${1 + ((n * 7919) % Number(args.products))}`,
  );
  ceiling.push(performance.now() - started);
}
console.log(`${args.products} products, ${root}`);
console.log(`  ${count} cold text searches (of ${texts.length} texts): ${summary(times)}`);
console.log(`  ceiling, one product by id: ${summary(ceiling)}`);
for (const { ms, what } of slow.sort((a, b) => b.ms - a.ms).slice(0, Number(args.slowest)))
  console.log(`    ${ms.toFixed(1)} ms ${what}`);
for (const text of ['mig', 'fil acer', 'guantes', 'de', 'electrdo']) {
  const started = performance.now();
  const found = await repo.searchIds({ queryString: text }, page);
  const total =
    'totalIsLowerBound' in found && found.totalIsLowerBound ? `more than ${found.total}` : found.total;
  console.log(`  “${text}”: ${(performance.now() - started).toFixed(1)} ms, ${total} found`);
}
await database.close();
