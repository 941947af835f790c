// Query plans of the catalogue search: EXPLAIN (ANALYZE, BUFFERS) of the queries the portal
// sends for a deep page of each sort, for text searches (by relevance, by price, their count),
// and for a page's details, on a database the catalogue benchmark filled (run it first with
// --reuse). The queries are built by the portal's own code, so the plans are those of what it
// runs: a text search's matches on the full-text index, and by relevance its scoring bounded to
// the candidates' rows read again by id (relevance-query.ts).
//
//   node --import tsx bench/catalogue/plans.ts --products 100000 [--only deep|text|details] [--summary]
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { TEXT_SEARCH_LIMIT } from '@portal/domain/catalogue';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { detailsSelect } from '../../apps/server/src/modules/catalogue/catalogue-repository.ts';
import {
  countQuery,
  fuzzyVariant,
  pageQuery,
  parseText,
} from '../../apps/server/src/modules/catalogue/product-search-query.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    only: { type: 'string', default: 'deep,text,details' },
    /** Only each plan's execution time, not the plan. */
    summary: { type: 'boolean', default: false },
  },
});
const productCount = Number(args.products);
const url = new URL(args['postgres-url']!);
url.pathname = `/portal_bench_${productCount}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const parts = new Set(args.only!.split(','));

async function explain(label: string, query: SQL) {
  const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  const lines = result.rows.map((row) => row['QUERY PLAN']);
  const time = lines.find((line) => line.startsWith('Execution Time'));
  console.log(`\n### ${label} — ${time}`);
  if (!args.summary) console.log(lines.join('\n'));
}

const base = { idLista: 2, language: 'es' as const, limit: 15 };
if (parts.has('deep')) {
  const middle = Math.floor(productCount / 2);
  for (const [field, direction] of [
    ['reference', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['price', 'asc'],
    ['price', 'desc'],
  ] as const) {
    await explain(
      `deep page (offset ${middle}) by ${field} ${direction}`,
      pageQuery({}, null, { ...base, offset: middle, sort: { field, direction } }),
    );
  }
  await explain('count of every active product', countQuery({}, null));
}
if (parts.has('text')) {
  const count = async (text: ReturnType<typeof parseText>) =>
    Number(
      ((await database.db.execute(countQuery({}, text))) as unknown as { rows: { total: string }[] }).rows[0]!
        .total,
    );
  for (const text of ['fil acer', 'hilo acero 1,2', 'mig', 'guantes', 'disco corte inox', 'electrdo']) {
    let parsed = parseText(text);
    let matches = await count(parsed);
    if (matches === 0) {
      parsed = fuzzyVariant(parsed);
      matches = await count(parsed);
    }
    await explain(
      `text “${text}” (${parsed?.mode}, ${matches > TEXT_SEARCH_LIMIT ? `more than ${TEXT_SEARCH_LIMIT}` : matches} matches), first page by relevance`,
      pageQuery({}, parsed, { ...base, offset: 0 }),
    );
    await explain(
      `text “${text}”, first page by price`,
      pageQuery({}, parsed, { ...base, offset: 0, sort: { field: 'price', direction: 'asc' } }),
    );
    await explain(`text “${text}”, count`, countQuery({}, parsed));
  }
}
if (parts.has('details')) {
  const ids = (await database.db.execute(
    sql`select id from productos where activo order by id offset ${Math.floor(productCount / 3)} limit 15`,
  )) as unknown as { rows: { id: number }[] };
  await explain(
    'details of a page of 15',
    detailsSelect(
      database.db,
      sql.raw(`array[${ids.rows.map((row) => Number(row.id)).join(',')}]::int[]`),
      sql.raw('array[2, 5]::int[]'),
    ).getSQL(),
  );
}
await database.close();
