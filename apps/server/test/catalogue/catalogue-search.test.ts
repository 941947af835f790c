// Search on the demo catalogue as a welder types it: trade words in any of the
// three languages, ranked by where they match; filter panels counting what the search finds; and
// the price order following the price the list shows.
import type { FamilyNode, FilterAttribute, Product } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogueRepository } from '../../src/modules/catalogue/catalogue-repository.ts';
import {
  pageQuery,
  parseText,
  textForms,
  wholeWordsQuery,
  withWholeWords,
} from '../../src/modules/catalogue/product-search-query.ts';
import { searchAnswerSchema } from '../../src/modules/catalogue/search-responses.ts';
import { databaseKinds } from '../support/databases.ts';
import { fillDemoCatalogue } from '../support/demo-catalogue.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

type Query = Record<string, string | number>;

describe.each(databaseKinds())('catalogue search on the demo catalogue, %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  const get = async <T>(path: string, query: Query, language = 'ca') => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const response = await ctx.app.inject({
      url: `/api/v1${path}?${params}`,
      headers: bearer(token, { 'accept-language': language }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const search = (query: Query, language = 'ca') =>
    get<Page<Product>>('/productos/search', { size: 100, ...query }, language);
  /** Every product of a search, page after page. */
  const everything = async (query: Query, language = 'ca') => {
    const first = await search(query, language);
    const products = [...first.content];
    for (let page = 2; page <= first.totalPages; page++) {
      products.push(...(await search({ ...query, page }, language)).content);
    }
    return products;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await fillDemoCatalogue(ctx.testDb.database.db);
    const customer = await ctx.factories.customer({ idLista: 5 });
    ({ token } = await ctx.factories.session({ codigoCliente: customer.codigo }));
  });
  afterAll(() => ctx.close());

  describe('finds what a welder types', () => {
    let solidSteelWire: number;
    beforeAll(async () => {
      solidSteelWire = (await search({ codigoSubfamilia: 'FIL-ACER' })).totalElements;
      expect(solidSteelWire).toBeGreaterThan(5);
    });

    it.each([
      ['fil acer', 'ca'],
      ['hilo acero', 'es'],
      ['steel wire', 'en'],
    ])(
      '“%s” (%s) opens with every solid steel welding wire, whatever the screen’s language',
      async (text) => {
        for (const language of ['ca', 'es', 'en']) {
          const found = await search({ queryString: text }, language);
          const first = found.content.slice(0, solidSteelWire).map((product) => product.codigoSubfamilia);
          expect(first, `${text} in ${language}`).toEqual(Array(solidSteelWire).fill('FIL-ACER'));
        }
      },
    );

    it('ranks every welding wire above the wire brushes for “fil”', async () => {
      const found = await everything({ queryString: 'fil' });
      const kinds = found.map((product) => product.codigoFamilia);
      const brushes = found.flatMap((product, index) =>
        product.codigoSubfamilia === 'ABR-RASP' ? [index] : [],
      );
      // Brushes are found ("filferro", "wire brush"), after all the welding wire.
      expect(brushes.length).toBeGreaterThan(0);
      expect(kinds.lastIndexOf('FIL')).toBeLessThan(Math.min(...brushes));
      expect(kinds.slice(0, kinds.lastIndexOf('FIL') + 1)).toEqual(
        Array(kinds.lastIndexOf('FIL') + 1).fill('FIL'),
      );
    });

    it('puts products named with the word before those it only translates', async () => {
      // "bufador" is also a torch: the blowpipes first, the MIG torches' parts after.
      const found = (await search({ queryString: 'bufador' })).content;
      expect(found[0]!.codigo).toMatch(/^OXI-/);
      const firstTorchPart = found.findIndex((product) => product.codigoFamilia === 'TOR');
      expect(found.slice(0, firstTorchPart).every((product) => product.codigoSubfamilia === 'TALL-OXI')).toBe(
        true,
      );
    });

    it('finds covered electrodes for “elèctrode” before machines filed under MMA (electrode)', async () => {
      const found = (await search({ queryString: 'elèctrode' })).content;
      expect(found[0]!.codigoFamilia).toBe('ELE');
      expect(found.findIndex((p) => p.codigoFamilia === 'ELE')).toBeLessThan(
        found.findIndex((p) => p.codigoSubfamilia === 'EQS-MMA'),
      );
    });

    it('keeps the exact code first and a code prefix next', async () => {
      expect((await search({ queryString: 'TIP-M6-12' })).content[0]!.codigo).toBe('TIP-M6-12');
      const prefix = (await search({ queryString: 'tip-m6' })).content;
      expect(prefix.slice(0, 8).every((product) => product.codigo.startsWith('TIP-M6'))).toBe(true);
    });

    it('splits words at punctuation as the names are, so MIG/MAG and E6013’s number are found', async () => {
      const mag = (await search({ queryString: 'mag 250' })).content;
      expect(mag[0]!.codigo).toBe('MIG-2500-T');
      const rutile = await search({ queryString: '6013' });
      expect(rutile.content.every((product) => product.codigo.startsWith('ELR-6013'))).toBe(true);
    });
  });

  it.each(['fil', 'electrdo'])(
    'gives “%s” one total whatever its order and page, and nothing past its last page',
    async (queryString) => {
      // By reference first: that total is counted apart. By relevance, the page's own query
      // carries the total (pageCountsMatches), on its first page and its last; a search by
      // closeness of spelling (“electrdo”) counts apart again.
      const byReference = await search({ queryString, size: 5, sort: 'reference,asc' });
      expect(byReference.totalElements).toBeGreaterThan(10);
      const first = await search({ queryString, size: 5 });
      expect(first.totalElements).toBe(byReference.totalElements);
      const last = await search({ queryString, size: 5, page: first.totalPages });
      expect(last.totalElements).toBe(byReference.totalElements);
      expect(last.content).toHaveLength(byReference.totalElements - 5 * (first.totalPages - 1));
      const past = await ctx.app.inject({
        url: `/api/v1/productos/search?${new URLSearchParams({ queryString, size: '5', page: String(first.totalPages + 1) })}`,
        headers: bearer(token),
      });
      expect(past.statusCode).toBe(204);
    },
  );

  describe('counts in the filter panels follow the search', () => {
    const families = (query: Query) => get<FamilyNode[]>('/familias', query);
    const attributes = (query: Query) => get<FilterAttribute[]>('/atributos', query);

    it.each(['fil acer', 'torxa', 'electrdo'])(
      'gives each family and subfamily what the list would show for “%s”',
      async (queryString) => {
        const tree = await families({ queryString });
        const total = (await search({ queryString })).totalElements;
        // Every demo product has a family: the counts add up to the list.
        expect(tree.reduce((sum, family) => sum + family.count, 0)).toBe(total);
        for (const family of tree.filter((node) => node.count > 0)) {
          expect((await search({ queryString, codigoFamilia: family.codigo })).totalElements).toBe(
            family.count,
          );
          for (const sub of family.subfamilias.filter((node) => node.count > 0)) {
            expect((await search({ queryString, codigoSubfamilia: sub.codigo })).totalElements).toBe(
              sub.count,
            );
          }
        }
        // Not the whole catalogue's counts.
        const whole = await families({});
        expect(tree.map((family) => family.count)).not.toEqual(whole.map((family) => family.count));
      },
    );

    it('leaves the family filter itself out, so other families keep their counts', async () => {
      const within = await families({
        queryString: 'fil',
        codigoFamilia: 'FIL',
        codigoSubfamilia: 'FIL-ALU',
      });
      expect(within).toEqual(await families({ queryString: 'fil' }));
      expect(within.find((family) => family.codigo === 'TOR')!.count).toBeGreaterThan(0);
    });

    it('gives each attribute value what the list would show, within the other filters', async () => {
      const query = { queryString: 'fil', codigoFamilia: 'FIL' };
      const values = (await attributes(query)).flatMap((attribute) =>
        attribute.values.filter((value) => value.count > 0),
      );
      expect(values.length).toBeGreaterThan(2);
      for (const value of values) {
        expect((await search({ ...query, idValor: value.idValor })).totalElements).toBe(value.count);
      }
      const withoutText = (await attributes({ codigoFamilia: 'FIL' })).flatMap(
        (attribute) => attribute.values,
      );
      const withText = (await attributes({ ...query, queryString: 'alumini' })).flatMap((a) => a.values);
      expect(withText.map((value) => value.count)).not.toEqual(withoutText.map((value) => value.count));
    });
  });

  it('writes each answer as JSON.stringify of the zod-checked answer would, byte for byte', async () => {
    // The compiled serializer (search-serializer.ts) against the schema it was compiled from.
    for (const language of ['ca', 'en']) {
      for (let page = 1; page <= 5; page++) {
        const response = await ctx.app.inject({
          url: `/api/v1/productos/search?size=100&page=${page}&sort=reference,asc`,
          headers: bearer(token, { 'accept-language': language }),
        });
        expect(response.statusCode).toBe(200);
        const answer = JSON.parse(response.body) as unknown;
        expect(response.body).toBe(JSON.stringify(z.encode(searchAnswerSchema, answer as never)));
      }
    }
  });

  describe('a word typed as the beginning of others', () => {
    it.each(['fil', 'sold', 'ac', 'electrode', 'mig 1', 'guant'])(
      'finds “%s” by the whole words it begins as by the prefix itself',
      async (text) => {
        const repo = new CatalogueRepository(ctx.testDb.database.db);
        const parsed = parseText(text)!;
        const rows = (await ctx.testDb.database.db.execute(
          wholeWordsQuery(textForms(parsed)),
        )) as unknown as { rows: { form: string; words: string[] }[] };
        const whole = withWholeWords(parsed, rows.rows);
        expect(whole.wholeWords!.size).toBeGreaterThan(0);
        const options = { offset: 0, limit: 1000, idLista: 5, language: 'ca' as const };
        const ids = async (query: typeof parsed) =>
          (
            (await ctx.testDb.database.db.execute(pageQuery({}, query, options))) as unknown as {
              rows: { id: number }[];
            }
          ).rows.map((row) => Number(row.id));
        const byPrefix = await ids(parsed);
        expect(byPrefix.length).toBeGreaterThan(0);
        expect(await ids(whole)).toEqual(byPrefix);
        expect((await repo.searchIds({ queryString: text }, { ...options, baseLista: 5 })).ids).toEqual(
          byPrefix,
        );
      },
    );

    it('knows the words of products written and renamed since', async () => {
      const db = ctx.testDb.database.db;
      // The repository itself: the route's answers are cached.
      const repo = new CatalogueRepository(db);
      const quark = async () => {
        const sort = { field: 'reference', direction: 'asc' } as const;
        const options = { offset: 0, limit: 15, sort, idLista: 5, baseLista: 5, language: 'ca' as const };
        const { ids } = await repo.searchIds({ queryString: 'quar' }, options);
        const rows = (await db.execute(
          sql`select codigo from productos where id = any(${`{${ids.join(',')}}`}::int[]) order by codigo`,
        )) as unknown as { rows: { codigo: string }[] };
        return rows.rows.map((row) => row.codigo);
      };
      try {
        await db.execute(sql`insert into productos (codigo, nombre, tipo, activo, search_text)
          values ('QK-1', 'Quark1', 'consumable', true, 'qk-1 quark1')`);
        expect(await quark()).toEqual(['QK-1']);
        // A second word that begins the same, and a product renamed to a third.
        await db.execute(sql`insert into productos (codigo, nombre, tipo, activo, search_text)
          values ('QK-2', 'Quark2', 'consumable', true, 'qk-2 quark2'),
            ('QK-3', 'Tub', 'consumable', true, 'qk-3 tub')`);
        await db.execute(sql`update productos set search_text = 'qk-3 quark3' where codigo = 'QK-3'`);
        expect(await quark()).toEqual(['QK-1', 'QK-2', 'QK-3']);
      } finally {
        await db.execute(sql`delete from productos where codigo like 'QK-%'`);
      }
    });
  });

  describe('sorting by price', () => {
    it.each(['price,asc', 'price,desc'] as const)('follows the price each card shows (%s)', async (sort) => {
      const products = await everything({ sort });
      expect(products).toHaveLength((await search({})).totalElements);
      // Products sold in lots show the price of their first lot: it is not always the 1-unit one.
      const byTheLot = products.filter(
        (product) =>
          product.finalPrice !== null &&
          product.finalPrice !==
            Math.min(
              ...product.prices.filter((line) => line.desdeUnidades === 1).map((line) => line.precioNeto),
            ),
      );
      expect(byTheLot.length).toBeGreaterThan(0);
      const shown = products.map((product) => product.finalPrice);
      const priced = shown.filter((price): price is number => price !== null);
      // Unpriced products (if any) last in both directions.
      expect(shown.slice(0, priced.length)).toEqual(priced);
      const expected = [...priced].sort((a, b) => (sort === 'price,asc' ? a - b : b - a));
      expect(priced).toEqual(expected);
    });
  });
});
