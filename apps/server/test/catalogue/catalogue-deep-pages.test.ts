// Deep pages are sliced from a search's whole order, loaded once (catalogue-repository.ts,
// DEEP_OFFSET), instead of being read by OFFSET: they must be the very pages OFFSET reads, for
// every order, filter and text, up to and past the last one. The demo catalogue is copied four
// times over (with other codes, names and prices) to reach past DEEP_OFFSET.
import { sql } from 'drizzle-orm';
import type { Product } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueRepository,
  DEEP_OFFSET,
  parseIdList,
} from '../../src/modules/catalogue/catalogue-repository.ts';
import { refreshPriceSortKeys } from '../../src/modules/catalogue/price-sort-keys.ts';
import { RANKED_CANDIDATES } from '../../src/modules/catalogue/relevance-query.ts';
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
  // past the matches scored in full (RANKED_CANDIDATES), whose order the rest follows.
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
        expect(all.total).toBeGreaterThan(Math.max(DEEP_OFFSET, RANKED_CANDIDATES) + 50);
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
});
