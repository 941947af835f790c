// The plans PostgreSQL picks for the portal's own text-search queries on a million products:
// the matches come from the full-text index, and a search reads, counts and scores at most the
// products it lists, however many match. Plans, not times: a generated table of narrow rows, the real
// schema's indexes, and EXPLAIN. PostgreSQL only (TEST_DATABASE_URL): filling a million rows is
// seconds there and minutes in PGlite, whose planner is the same.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_SEARCH_LIMIT } from '@portal/domain/catalogue';
import { countQuery, pageQuery, parseText } from '../../src/modules/catalogue/product-search-query.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';

const PRODUCTS = 1_000_000;
/** The indexes of `productos` a text search may use; the others would only slow the fill. */
const INDEXES = [
  'productos_pkey',
  'productos_search_vector_idx',
  'productos_precio_orden_2_idx',
  'productos_familia_idx',
  'productos_subfamilia_idx',
  'productos_codigo_pattern_idx',
];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe.skipIf(!process.env.TEST_DATABASE_URL)('text search plans on a million products', () => {
  let testDb: TestDatabase;
  let client: pg.Client;
  const dialect = new PgDialect();

  /** The plan's nodes, in a session that sees the generated tables first. */
  const plan = async (query: SQL, analyze = false): Promise<PlanNode[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json${analyze ? ', analyze' : ''}) ${text}`,
      params,
    );
    return nodes(result.rows[0]!['QUERY PLAN'][0].Plan);
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    await testDb.database.migrate();
    client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    // The schema's tables, unindexed and unlogged (a fill without its WAL), in a schema of their
    // own; filled, then indexed as the migrations index them (definitions read back from them).
    await client.query(`create schema big;
      create table big.familias (like public.familias including defaults);
      create table big.subfamilias (like public.subfamilias including defaults);
      create unlogged table big.productos (like public.productos including defaults);
      insert into big.familias (codigo, nombre, orden) values
        ('ELE', 'Electrodos', 1), ('FIL', 'Hilo de soldadura', 2), ('PRO', 'Protección', 3);
      insert into big.subfamilias (codigo, codigo_familia, nombre, orden) values
        ('ELE-RUT', 'ELE', 'Electrodos de rutilo', 1), ('FIL-ACER', 'FIL', 'Hilo de acero', 1),
        ('PRO-GUA', 'PRO', 'Guantes', 1), ('PRO-CAR', 'PRO', 'Caretas', 2)`);
    // A thousand names over four kinds, each name on a thousand products.
    await client.query(`
      with names as (
        select n, (array['ELE', 'FIL', 'PRO', 'PRO'])[n % 4 + 1] as familia,
          (array['ELE-RUT', 'FIL-ACER', 'PRO-GUA', 'PRO-CAR'])[n % 4 + 1] as subfamilia,
          (array['electrodo rutilo', 'hilo acero', 'guantes soldador', 'careta soldar'])[n % 4 + 1]
            || ' ' || (array['largo', 'corto', 'serie', 'pro', 'basico'])[n % 5 + 1] || ' ' || n as nombre
        from generate_series(0, 999) n),
      vectors as (
        select n, familia, subfamilia, nombre,
          setweight(to_tsvector('simple', nombre), 'A') ||
            setweight(to_tsvector('simple', lower(familia || ' ' || subfamilia)), 'B') as vector
        from names)
      insert into big.productos (id, codigo, nombre, tipo, codigo_familia, codigo_subfamilia, search_vector,
        sort_es, precio_orden_2)
      select g, 'P' || g, v.nombre, 'consumable', v.familia, v.subfamilia, v.vector, v.nombre,
        (g % 997)::numeric
      from generate_series(1, ${PRODUCTS}) g join vectors v on v.n = g % 1000`);
    const indexes = await client.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = 'public' and tablename = 'productos'
        and indexname = any($1)`,
      [INDEXES],
    );
    expect(indexes.rows).toHaveLength(INDEXES.length);
    for (const { indexdef } of indexes.rows)
      await client.query(indexdef.replace(' ON public.productos ', ' ON big.productos '));
    await client.query(`vacuum analyze big.productos, big.familias, big.subfamilias`);
    await client.query(`set search_path = big, public`);
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await testDb?.drop();
  });

  const options = { offset: 0, limit: 15, idLista: 2, language: 'es' as const };

  it('finds a search’s matches on the full-text index, never by reading the table', async () => {
    // A kind and a number, as buyers type them: three thousand products.
    const text = parseText('guantes 99');
    for (const query of [countQuery({}, text), pageQuery({}, text, options)]) {
      const used = await plan(query);
      expect(used.map((node) => node['Index Name'])).toContain('productos_search_vector_idx');
      const scans = used.filter((node) => node['Node Type'].endsWith('Seq Scan'));
      expect(scans.map((node) => node['Relation Name'])).not.toContain('productos');
    }
  });

  it('reads and scores at most the products it lists, however many match', async () => {
    // A quarter of the catalogue, whose words also name the family and subfamily of all of it.
    const text = parseText('guantes soldador');
    for (const query of [pageQuery({}, text, options), countQuery({}, text)]) {
      const { sql: sqlText, params } = dialect.sqlToQuery(query);
      const rows = (await client.query<{ total: string }>(sqlText, params)).rows;
      expect(Number(rows[0]!.total)).toBe(TEXT_SEARCH_LIMIT + 1);
      const used = await plan(query, true);
      // Rows read from the table: the first matches, and those of the kinds the words name.
      const read = used.filter((node) => node['Node Type'] === 'Bitmap Heap Scan');
      expect(read.length).toBeGreaterThan(0);
      for (const node of read) expect(node['Actual Rows']!).toBeLessThanOrEqual(TEXT_SEARCH_LIMIT + 1);
    }
    // The candidates' rows, read again by id to be scored.
    const scored = (await plan(pageQuery({}, text, options), true)).filter(
      (node) => node['Index Name'] === 'productos_pkey',
    );
    expect(scored).toHaveLength(1);
    expect(scored[0]!['Actual Rows']! * scored[0]!['Actual Loops']!).toBe(TEXT_SEARCH_LIMIT);
  });

  it.each(['guantes 998', 'guantes soldador'])(
    'sorts “%s” by price from the full-text index, not by walking the price index',
    async (words) => {
      // A thousand matches, and a quarter of the catalogue: the products listed, sorted.
      const used = await plan(
        pageQuery({}, parseText(words), { ...options, sort: { field: 'price', direction: 'asc' } }),
        true,
      );
      expect(used.map((node) => node['Index Name'])).toContain('productos_search_vector_idx');
      expect(used.map((node) => node['Index Name'])).not.toContain('productos_precio_orden_2_idx');
      const read = used.filter((node) => node['Node Type'] === 'Bitmap Heap Scan');
      for (const node of read) expect(node['Actual Rows']!).toBeLessThanOrEqual(TEXT_SEARCH_LIMIT + 1);
    },
  );
});
