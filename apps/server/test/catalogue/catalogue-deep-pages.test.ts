// Deep pages are sliced from a search's whole order, loaded once (catalogue-repository.ts,
// DEEP_OFFSET), instead of being read by OFFSET: they must be the very pages OFFSET reads, for
// every order, filter and text, up to and past the last one. The demo catalogue is copied four
// times over (with other codes, names and prices) to reach past DEEP_OFFSET.
import { sql } from 'drizzle-orm';
import { TEXT_SEARCH_LIMIT, type Product, type ProductSearchPage } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueRepository,
  DEEP_OFFSET,
  parseIdList,
} from '../../src/modules/catalogue/catalogue-repository.ts';
import { refreshPriceSortKeys } from '../../src/modules/catalogue/price-sort-keys.ts';
import type {
  ProductFilters,
  SortDirection,
  SortField,
} from '../../src/modules/catalogue/product-search-query.ts';
import { SearchCache } from '../../src/modules/catalogue/search-cache.ts';
import { databaseKinds } from '../support/databases.ts';
import { fillDemoCatalogue } from '../support/demo-catalogue.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe('parseIdList', () => {
  it('reads the database’s comma-separated ids', () => {
    expect(Array.from(parseIdList('12,7,90210'))).toEqual([12, 7, 90210]);
    expect(Array.from(parseIdList('5'))).toEqual([5]);
    expect(parseIdList('').length).toBe(0);
    expect(parseIdList(null).length).toBe(0);
  });
});

describe.each(databaseKinds())('deep pages on %s', (kind) => {
  let ctx: TestContext;
  let repo: CatalogueRepository;
  let total: number;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const db = ctx.testDb.database.db;
    await fillDemoCatalogue(db);
    await db.execute(sql`
      insert into productos (codigo, nombre, nombres, descripcion, descripciones, tipo, codigo_familia,
        codigo_subfamilia, stock, lote, minimum_quantity, id_almacen, id_lista, offer, activo, search_text)
      select p.codigo || '-V' || g, p.nombre || ' ' || g, p.nombres, p.descripcion, p.descripciones, p.tipo,
        p.codigo_familia, p.codigo_subfamilia, p.stock, p.lote, p.minimum_quantity, p.id_almacen, p.id_lista,
        p.offer, p.activo, p.search_text || ' v' || g
      from productos p, generate_series(1, 3) g`);
    await db.execute(sql`
      insert into precios (producto_id, id_lista, desde_unidades, precio_neto, precio_sin_descuento)
      select v.id, pr.id_lista, pr.desde_unidades, round(pr.precio_neto * (1 + g / 7.0), 2),
        round(pr.precio_sin_descuento * (1 + g / 7.0), 2)
      from precios pr join productos p on p.id = pr.producto_id, generate_series(1, 3) g
      join productos v on true
      where v.codigo = p.codigo || '-V' || g`);
    // A few without any price: they go last in both price orders.
    await db.execute(
      sql`delete from precios where producto_id in (select id from productos where codigo like 'PMA-%-V2')`,
    );
    await refreshPriceSortKeys(db);
    total = Number(
      (
        (await db.execute(sql`select count(*) as n from productos where activo`)) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0]!.n,
    );
    expect(total).toBeGreaterThan(DEEP_OFFSET + 200);
    repo = new CatalogueRepository(db);
  });
  afterAll(() => ctx.close());

  const orders: ({ field: SortField; direction: SortDirection } | undefined)[] = [
    undefined,
    { field: 'reference', direction: 'asc' },
    { field: 'reference', direction: 'desc' },
    { field: 'name', direction: 'asc' },
    { field: 'name', direction: 'desc' },
    { field: 'price', direction: 'asc' },
    { field: 'price', direction: 'desc' },
  ];
  // "de" is in most names: a text search ranked by relevance that reaches past DEEP_OFFSET, and
  // past the products a text search lists (TEXT_SEARCH_LIMIT).
  const searches: ProductFilters[] = [
    {},
    { queryString: 'de' },
    { queryString: 'fil' },
    { codigoFamilia: 'TOR' },
    { queryString: 'electrdo' },
  ];

  it.each(orders)('slices the same pages OFFSET reads, sorted by %o', async (sort) => {
    const orderCache = new SearchCache<Int32Array>(60_000);
    for (const filters of searches) {
      const options = { limit: 50, sort, idLista: 2, baseLista: 5, language: 'ca' as const };
      const all = await repo.searchIds(filters, { ...options, offset: 0, limit: total });
      if (filters.queryString === 'de')
        expect(all).toMatchObject({ total: TEXT_SEARCH_LIMIT, totalIsLowerBound: true });
      for (const offset of [DEEP_OFFSET, DEEP_OFFSET + 37, all.total - 20, all.total, all.total + 50]) {
        if (offset < DEEP_OFFSET) continue;
        const byOffset = await repo.searchIds(filters, { ...options, offset });
        const sliced = await repo.searchIds(filters, { ...options, offset, orderCache });
        expect(sliced, `${JSON.stringify(filters)} at ${offset}`).toEqual(byOffset);
        expect(sliced.ids).toEqual(all.ids.slice(offset, offset + 50));
      }
    }
  });

  it('answers a deep page through the route as the whole order says', async () => {
    const customer = await ctx.factories.customer({ idLista: 2 });
    const { token } = await ctx.factories.session({ codigoCliente: customer.codigo });
    const page = async (number: number) =>
      json<Page<Product>>(
        await ctx.app.inject({
          url: `/api/v1/productos/search?sort=price,desc&size=100&page=${number}`,
          headers: bearer(token),
        }),
      );
    const pages = [];
    for (let number = 1; number <= Math.ceil(total / 100); number++)
      pages.push(...(await page(number)).content);
    expect(pages).toHaveLength(total);
    expect((await page(DEEP_OFFSET / 100 + 1)).totalElements).toBe(total);
    const prices = pages.map((product) => product.finalPrice);
    const priced = prices.filter((price): price is number => price !== null);
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
    expect(prices.slice(priced.length).every((price) => price === null)).toBe(true);
    expect(prices.length - priced.length).toBeGreaterThan(0);
  });

  it('lists a text search’s first products up to the limit, and says it found more', async () => {
    const customer = await ctx.factories.customer({ idLista: 2 });
    const { token } = await ctx.factories.session({ codigoCliente: customer.codigo });
    const search = (query: string) =>
      ctx.app.inject({ url: `/api/v1/productos/search?${query}`, headers: bearer(token) });
    const lastPage = Math.ceil(TEXT_SEARCH_LIMIT / 15);
    for (const sort of ['', '&sort=price,asc', '&sort=name,desc']) {
      const first = json<ProductSearchPage>(await search(`queryString=de${sort}`));
      expect(first).toMatchObject({
        totalElements: TEXT_SEARCH_LIMIT,
        totalPages: lastPage,
        totalIsLowerBound: true,
      });
      const last = json<ProductSearchPage>(await search(`queryString=de&page=${lastPage}${sort}`));
      expect(last.content).toHaveLength(TEXT_SEARCH_LIMIT - (lastPage - 1) * 15);
      expect((await search(`queryString=de&page=${lastPage + 1}${sort}`)).statusCode).toBe(204);
    }
    // The filter panels count what the list holds.
    const families = json<{ count: number }[]>(
      await ctx.app.inject({ url: '/api/v1/familias?queryString=de', headers: bearer(token) }),
    );
    expect(families.reduce((sum, family) => sum + family.count, 0)).toBe(TEXT_SEARCH_LIMIT);
    // Fewer matches than the limit: every one, and their exact number.
    const few = json<ProductSearchPage>(await search('queryString=fil&size=100'));
    expect(few.totalIsLowerBound).toBe(false);
    expect(few.totalElements).toBeLessThan(TEXT_SEARCH_LIMIT);
    const listed = [];
    for (let number = 1; number <= few.totalPages; number++)
      listed.push(
        ...json<ProductSearchPage>(await search(`queryString=fil&size=100&page=${number}`)).content,
      );
    expect(listed).toHaveLength(few.totalElements);
    // Without text, the whole catalogue.
    expect(json<ProductSearchPage>(await search('size=100'))).toMatchObject({
      totalElements: total,
      totalIsLowerBound: false,
    });
  });

  it('puts the code and the kind the words name first, however many other products match', async () => {
    const db = ctx.testDb.database.db;
    // More products named "zeta" than a search reads, first in the table; then a family named so,
    // with products of its own, and a product whose code is the word: the first matches the index
    // hands over are the first ones, so the search must look for these apart.
    await db.execute(sql`
      insert into productos (codigo, nombre, tipo, activo, search_text)
      select 'ZF-' || g, 'Zeta ' || g, 'consumable', true, 'zf-' || g || ' zeta ' || g
      from generate_series(1, ${TEXT_SEARCH_LIMIT + 100}) g`);
    await db.execute(sql`insert into familias (codigo, nombre, orden) values ('ZET', 'Zeta', 1)`);
    await db.execute(sql`
      insert into productos (codigo, nombre, tipo, activo, search_text, codigo_familia)
      select 'ZK-' || g, 'Kit ' || g, 'consumable', true, 'zk-' || g || ' kit ' || g, 'ZET'
      from generate_series(1, 20) g`);
    await db.execute(sql`
      insert into productos (codigo, nombre, tipo, activo, search_text)
      values ('ZETA', 'Zeta', 'consumable', true, 'zeta zeta')`);
    const page = await repo.searchIds(
      { queryString: 'zeta' },
      { offset: 0, limit: 15, idLista: 2, baseLista: 5, language: 'ca' },
    );
    expect(page).toMatchObject({ total: TEXT_SEARCH_LIMIT, totalIsLowerBound: true });
    const byId = new Map(
      (
        (await db.execute(
          sql`select id, codigo from productos where id = any(${`{${page.ids.join(',')}}`}::int[])`,
        )) as unknown as { rows: { id: number; codigo: string }[] }
      ).rows.map((row) => [Number(row.id), row.codigo]),
    );
    const pageCodes = page.ids.map((id) => byId.get(id));
    expect(pageCodes[0]).toBe('ZETA');
    expect(pageCodes.slice(1, 15).every((code) => code?.startsWith('ZK-'))).toBe(true);
    // A typo finds them by closeness of spelling, within the same limit.
    const options = { limit: 15, idLista: 2, baseLista: 5, language: 'ca' as const };
    const typo = await repo.searchIds({ queryString: 'zetaa' }, { ...options, offset: 0 });
    expect(typo).toMatchObject({ total: TEXT_SEARCH_LIMIT, totalIsLowerBound: true });
    expect(typo.ids).toHaveLength(15);
    const last = await repo.searchIds(
      { queryString: 'zetaa' },
      { ...options, offset: TEXT_SEARCH_LIMIT - 5 },
    );
    expect(last.ids).toHaveLength(5);
  });
});
