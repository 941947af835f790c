import type { Product } from '@portal/domain/catalogue';
import type { Page } from '@portal/domain/api';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atributos } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

type Session = { token: string; codigoCliente: string };

describe.each(databaseKinds())('catalogue API on %s', (kind) => {
  let ctx: TestContext;
  const tiers: Record<'gold' | 'silver' | 'bronze' | 'distributor', Session> = {} as never;
  let ampId: { idAtributo: number; valueIds: number[] };
  let welder: { id: number; codigo: string };

  const search = (session: Session, query: Record<string, string | number>, language = 'ca') =>
    ctx.app.inject({
      url: `/api/v1/productos/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: bearer(session.token, { 'accept-language': language }),
    });
  const page = async (session: Session, query: Record<string, string | number>) => {
    const response = await search(session, query);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page<Product>>(response);
  };
  const codes = (p: Page<Product>) => p.content.map((product) => product.codigo);

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    for (const [tier, idLista] of [
      ['gold', 1],
      ['silver', 2],
      ['bronze', 5],
      ['distributor', 6],
    ] as const) {
      const customer = await ctx.factories.customer({ idLista });
      const { token } = await ctx.factories.session({ codigoCliente: customer.codigo });
      tiers[tier] = { token, codigoCliente: customer.codigo };
    }
    await ctx.factories.family('SOLD', 'Soldadura', ['SOLD-MIG', 'SOLD-TIG']);
    await ctx.factories.family('CONS', 'Consumibles', ['CONS-ELEC']);
    ampId = await ctx.factories.attribute('amperage', ['200 A', '350 A']);
    welder = await ctx.factories.product({
      codigo: 'MIG-3500-T',
      nombre: 'Equipo de soldadura MIG 350 A trifásico',
      nombres: { ca: 'Equip de soldadura MIG 350 A trifàsic', en: 'MIG welder 350 A three-phase' },
      tipo: 'equipment',
      codigoFamilia: 'SOLD',
      codigoSubfamilia: 'SOLD-MIG',
      valueIds: [ampId.valueIds[1]!],
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '2900.00', precioSinDescuento: '3400.00' },
        { idLista: 2, desdeUnidades: 1, precioNeto: '3100.00', precioSinDescuento: '3400.00' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '3400.00' },
        { idLista: 5, desdeUnidades: 3, precioNeto: '3250.00', precioSinDescuento: '3400.00' },
        { idLista: 6, desdeUnidades: 1, precioNeto: '3000.00', precioSinDescuento: '3400.00' },
      ],
    });
    await ctx.factories.product({
      codigo: 'TIG-2000-M',
      nombre: 'Equipo TIG 200 A monofásico',
      tipo: 'equipment',
      codigoFamilia: 'SOLD',
      codigoSubfamilia: 'SOLD-TIG',
      valueIds: [ampId.valueIds[0]!],
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '1200.00' },
        { idLista: 2, desdeUnidades: 1, precioNeto: '1300.00' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '1450.00' },
        { idLista: 6, desdeUnidades: 1, precioNeto: '1250.00' },
      ],
    });
    await ctx.factories.product({
      codigo: 'ELR-6013-32',
      nombre: 'Electrodo de rutilo E6013 3,2 mm',
      nombres: { ca: 'Elèctrode de rútil E6013 3,2 mm', en: 'Rutile electrode E6013 3.2 mm' },
      codigoFamilia: 'CONS',
      codigoSubfamilia: 'CONS-ELEC',
      lote: 5,
      minimumQuantity: 5,
      prices: [
        { idLista: 1, desdeUnidades: 1, precioNeto: '9.10' },
        { idLista: 2, desdeUnidades: 1, precioNeto: '9.60' },
        { idLista: 5, desdeUnidades: 1, precioNeto: '10.50' },
        { idLista: 5, desdeUnidades: 50, precioNeto: '9.90' },
        { idLista: 6, desdeUnidades: 1, precioNeto: '9.30' },
      ],
    });
    await ctx.factories.product({
      codigo: 'GAS-ARGON-50',
      nombre: 'Botella de argón 50 L',
      tipo: 'consumable',
      codigoFamilia: 'CONS',
    });
    // Only the base list: every tier falls back to it.
    await ctx.factories.product({
      codigo: 'SRV-HOMOLOG',
      nombre: 'Homologación de soldador EN ISO 9606',
      tipo: 'service',
      prices: [{ idLista: 5, desdeUnidades: 1, precioNeto: '450.00' }],
    });
  });
  afterAll(() => ctx.close());

  it('prices the same product with each tier’s own list', async () => {
    const seen: Record<string, number | null> = {};
    for (const [tier, session] of Object.entries(tiers)) {
      const result = await page(session, { queryString: 'MIG-3500-T' });
      seen[tier] = result.content[0]!.finalPrice;
    }
    expect(seen).toEqual({ gold: 2900, silver: 3100, bronze: 3400, distributor: 3000 });
  });

  it('ignores a userType naming another tier', async () => {
    const asBronze = await page(tiers.bronze, { queryString: 'MIG-3500-T', userType: 1 });
    expect(asBronze.content[0]).toMatchObject({ finalPrice: 3400, priceNoOffer: 3400, discount: 0 });
    const detail = await ctx.app.inject({
      url: `/api/v1/productos?id=${welder.id}&userType=1`,
      headers: bearer(tiers.bronze.token),
    });
    expect(json<Product>(detail).finalPrice).toBe(3400);
    // Only the customer's own list (and the base it falls back to) travels to the client.
    expect(new Set(json<Product>(detail).prices.map((line) => line.idLista))).toEqual(new Set([5]));
    const gold = await ctx.app.inject({
      url: `/api/v1/productos?id=${welder.id}`,
      headers: bearer(tiers.gold.token),
    });
    expect(new Set(json<Product>(gold).prices.map((line) => line.idLista))).toEqual(new Set([1, 5]));
    expect(json<Product>(gold)).toMatchObject({ finalPrice: 2900, priceNoOffer: 3400, discount: 500 });
  });

  it('falls back to the base list when the tier has no line', async () => {
    const result = await page(tiers.gold, { queryString: 'SRV-HOMOLOG' });
    expect(result.content[0]).toMatchObject({ codigo: 'SRV-HOMOLOG', finalPrice: 450, type: 'service' });
  });

  it('applies the customer’s promotion from its required quantity and shows it only to them', async () => {
    await ctx.factories.promotion(tiers.silver.codigoCliente, 'ELR-6013-32', 5, '1.20');
    // As a synchronisation run that brought it would (search answers are cached).
    ctx.app.services.catalogueChanges.notify();
    const silver = await page(tiers.silver, { queryString: 'ELR-6013' });
    // Card quantity is the smallest orderable (lote 5): the promotion applies, 9.60 - 1.20 = 8.40
    // each, and the line's discount is (9.60 - 8.40) × 5.
    expect(silver.content[0]).toMatchObject({
      Cantidad: 5,
      finalPrice: 8.4,
      priceNoOffer: 9.6,
      discount: 6,
      offer: true,
    });
    const distributor = await page(tiers.distributor, { queryString: 'ELR-6013' });
    expect(distributor.content[0]).toMatchObject({ finalPrice: 9.3, offer: false });
    const own = await ctx.app.inject({
      url: `/api/v1/promociones/cliente/${tiers.silver.codigoCliente}`,
      headers: bearer(tiers.silver.token),
    });
    expect(json(own)).toEqual({
      promociones: [{ IdArticulo: 'ELR-6013-32', CantidadRequerida: 5, ValorPromocion: 1.2 }],
    });
    const others = await ctx.app.inject({
      url: `/api/v1/promociones/cliente/${tiers.silver.codigoCliente}`,
      headers: bearer(tiers.gold.token),
    });
    // Another customer's promotions are not found, like every other customer's object.
    expect(others.statusCode).toBe(404);
  });

  it('shares a result page within a tier, but never another customer’s promotion', async () => {
    const customer = await ctx.factories.customer({ idLista: 2 });
    const { token } = await ctx.factories.session({ codigoCliente: customer.codigo });
    const sameTier: Session = { token, codigoCliente: customer.codigo };
    const query = { codigoFamilia: 'SOLD', sort: 'reference,asc' };
    const silver = await page(tiers.silver, query);
    expect(await page(sameTier, query)).toEqual(silver);
    // Promotions come with a synchronisation run, which empties this instance's search caches:
    // the promotion then shows although the tier's page is cached (erp-sync.test.ts runs one).
    await ctx.factories.promotion(sameTier.codigoCliente, 'MIG-3500-T', 1, '310');
    ctx.app.services.catalogueChanges.notify();
    const promoted = await page(sameTier, query);
    expect(promoted.content.find((product) => product.codigo === 'MIG-3500-T')).toMatchObject({
      finalPrice: 2790,
      offer: true,
    });
    expect(await page(tiers.silver, query)).toEqual(silver);
    expect((await page(tiers.gold, query)).content[0]!.finalPrice).not.toBe(silver.content[0]!.finalPrice);
    // A page first asked by the customer with the promotion (read with the products, as the page
    // is cold) is not shared with the rest of the tier either.
    const cold = { codigoFamilia: 'SOLD', sort: 'reference,desc' };
    expect((await page(sameTier, cold)).content.find((p) => p.codigo === 'MIG-3500-T')).toMatchObject({
      finalPrice: 2790,
      offer: true,
    });
    expect((await page(tiers.silver, cold)).content.find((p) => p.codigo === 'MIG-3500-T')).toMatchObject({
      finalPrice: 3100,
      offer: false,
    });
  });

  it('sends result cards without the names and descriptions in every language, which the detail has', async () => {
    const result = await page(tiers.gold, { queryString: 'MIG-3500-T' });
    expect(result.content[0]).toMatchObject({
      codigo: 'MIG-3500-T',
      nombre: 'Equip de soldadura MIG 350 A trifàsic',
    });
    expect(result.content[0]).not.toHaveProperty('nombres');
    expect(result.content[0]).not.toHaveProperty('descripciones');
    const detail = await ctx.app.inject({
      url: `/api/v1/productos?id=${welder.id}`,
      headers: bearer(tiers.gold.token),
    });
    expect(json<Product>(detail).nombres).toMatchObject({ en: 'MIG welder 350 A three-phase' });
  });

  it('sends a result page gzipped to a client that accepts it, and plain to one that does not', async () => {
    const url = '/api/v1/productos/search?codigoFamilia=SOLD';
    const ask = (encoding?: string) =>
      ctx.app.inject({
        url,
        headers: bearer(tiers.gold.token, encoding ? { 'accept-encoding': encoding } : {}),
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await ask('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(json(plain));
    expect((await ask('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('pages with a 1-based page and a default size of 15', async () => {
    const first = await page(tiers.bronze, { size: 2, sort: 'reference,asc' });
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
    expect(codes(first)).toEqual(['ELR-6013-32', 'GAS-ARGON-50']);
    const third = await page(tiers.bronze, { size: 2, page: 3, sort: 'reference,asc' });
    expect(codes(third)).toEqual(['TIG-2000-M']);
    expect((await search(tiers.bronze, { size: 2, page: 4 })).statusCode).toBe(204);
    expect((await page(tiers.bronze, {})).size).toBe(15);
  });

  it.each([
    ['price,asc', ['ELR-6013-32', 'GAS-ARGON-50', 'SRV-HOMOLOG', 'TIG-2000-M', 'MIG-3500-T']],
    ['price,desc', ['MIG-3500-T', 'TIG-2000-M', 'SRV-HOMOLOG', 'GAS-ARGON-50', 'ELR-6013-32']],
    ['reference,asc', ['ELR-6013-32', 'GAS-ARGON-50', 'MIG-3500-T', 'SRV-HOMOLOG', 'TIG-2000-M']],
    ['reference,desc', ['TIG-2000-M', 'SRV-HOMOLOG', 'MIG-3500-T', 'GAS-ARGON-50', 'ELR-6013-32']],
    // In Catalan (the session language): Botella, Elèctrode, Equip de soldadura, Equipo TIG, Homologación.
    ['name,asc', ['GAS-ARGON-50', 'ELR-6013-32', 'MIG-3500-T', 'TIG-2000-M', 'SRV-HOMOLOG']],
    ['name,desc', ['SRV-HOMOLOG', 'TIG-2000-M', 'MIG-3500-T', 'ELR-6013-32', 'GAS-ARGON-50']],
  ])('sorts by %s', async (sort, expected) => {
    expect(codes(await page(tiers.gold, { sort }))).toEqual(expected);
  });

  it('filters by family, subfamily, attribute and attribute value', async () => {
    expect(codes(await page(tiers.gold, { codigoFamilia: 'SOLD', sort: 'reference,asc' }))).toEqual([
      'MIG-3500-T',
      'TIG-2000-M',
    ]);
    expect(codes(await page(tiers.gold, { codigoSubfamilia: 'SOLD-TIG' }))).toEqual(['TIG-2000-M']);
    expect(codes(await page(tiers.gold, { idValor: ampId.valueIds[1]! }))).toEqual(['MIG-3500-T']);
    expect(codes(await page(tiers.gold, { idAtributo: ampId.idAtributo, sort: 'reference,asc' }))).toEqual([
      'MIG-3500-T',
      'TIG-2000-M',
    ]);
    expect(codes(await page(tiers.gold, { type: 'service' }))).toEqual(['SRV-HOMOLOG']);
    expect(
      (await search(tiers.gold, { codigoFamilia: 'CONS', idValor: ampId.valueIds[0]! })).statusCode,
    ).toBe(204);
  });

  it('finds products by code prefix, by words in any order, without accents and with a typo', async () => {
    expect(codes(await page(tiers.gold, { queryString: 'elr-60' }))).toEqual(['ELR-6013-32']);
    expect(codes(await page(tiers.gold, { queryString: 'rutilo electrodo' }))[0]).toBe('ELR-6013-32');
    expect(codes(await page(tiers.gold, { queryString: 'ARGON' }))).toContain('GAS-ARGON-50');
    expect(codes(await page(tiers.gold, { queryString: 'trifasico' }))).toEqual(['MIG-3500-T']);
    expect(codes(await page(tiers.gold, { queryString: 'homologacion soldadr' }))).toContain('SRV-HOMOLOG');
    // Catalan and English names are searchable too.
    expect(codes(await page(tiers.gold, { queryString: 'elèctrode rútil' }))).toContain('ELR-6013-32');
    expect(codes(await page(tiers.gold, { queryString: 'three-phase welder' }))).toEqual(['MIG-3500-T']);
    expect((await search(tiers.gold, { queryString: 'xyzzy plugh' })).statusCode).toBe(204);
  });

  it('answers in the session language where the product has a translation', async () => {
    const response = await search(tiers.gold, { queryString: 'MIG-3500-T' }, 'en');
    expect(json<Page<Product>>(response).content[0]!.nombre).toBe('MIG welder 350 A three-phase');
    const tig = await search(tiers.gold, { queryString: 'TIG-2000-M' }, 'en');
    expect(json<Page<Product>>(tig).content[0]!.nombre).toBe('Equipo TIG 200 A monofásico');
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ size: 10_000 }, 'size'],
    [{ sort: 'price' }, 'sort'],
    [{ sort: 'stock,asc' }, 'sort'],
    [{ idValor: 'abc' }, 'idValor'],
    [{ queryString: 'x'.repeat(101) }, 'queryString'],
  ])('refuses %o with a translated 400 naming the field', async (query, field) => {
    const response = await search(tiers.gold, query as Record<string, string | number>, 'en');
    expect(response.statusCode).toBe(400);
    const body = json<{ errors: { field: string; error_description: string }[] }>(response);
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(body.errors[0]!.error_description).not.toMatch(/^validation\./);
  });

  it.each(["'; drop table productos; --", '%', '_', '\\', 'a & b | !c', ':*', '(((', 'ñ'])(
    'treats hostile text %j as text',
    async (queryString) => {
      const response = await search(tiers.gold, { queryString });
      expect([200, 204]).toContain(response.statusCode);
    },
  );

  it('answers one product, its media, and the product-missing message for an unknown id', async () => {
    const detail = await ctx.app.inject({
      url: `/api/v1/productos?id=${welder.id}`,
      headers: bearer(tiers.gold.token),
    });
    expect(json<Product>(detail)).toMatchObject({
      codigo: 'MIG-3500-T',
      type: 'equipment',
      medias: [{ url: '/media/products/MIG-3500-T.svg' }],
      attributes: [{ codigo: 'amperage', valor: '350 A' }],
    });
    const missing = await ctx.app.inject({
      url: '/api/v1/productos?id=999999',
      headers: bearer(tiers.gold.token, { 'accept-language': 'en' }),
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error_description).toBe('Product information is missing.');
    const mediaList = await ctx.app.inject({
      url: '/api/v1/medias?id=MIG-3500-T',
      headers: bearer(tiers.gold.token),
    });
    expect(json(mediaList)).toEqual([
      expect.objectContaining({ url: '/media/products/MIG-3500-T.svg', tipo: 'image' }),
    ]);
  });

  it('lists every product for /productos/all at the caller’s prices', async () => {
    const all = json<Product[]>(
      await ctx.app.inject({ url: '/api/v1/productos/all?userType=1', headers: bearer(tiers.bronze.token) }),
    );
    expect(all).toHaveLength(5);
    expect(all.find((p) => p.codigo === 'TIG-2000-M')!.finalPrice).toBe(1450);
  });

  it('counts products per family, subfamily and attribute value for the filter panel', async () => {
    const families = json<
      { codigo: string; count: number; subfamilias: { codigo: string; count: number }[] }[]
    >(await ctx.app.inject({ url: '/api/v1/familias', headers: bearer(tiers.gold.token) }));
    const sold = families.find((f) => f.codigo === 'SOLD')!;
    expect(sold.count).toBe(2);
    expect(sold.subfamilias).toEqual([
      expect.objectContaining({ codigo: 'SOLD-MIG', count: 1 }),
      expect.objectContaining({ codigo: 'SOLD-TIG', count: 1 }),
    ]);
    const attrs = json<{ codigo: string; nombre: string; values: { valor: string; count: number }[] }[]>(
      await ctx.app.inject({
        url: '/api/v1/atributos?codigoFamilia=SOLD',
        headers: bearer(tiers.gold.token, { 'accept-language': 'en' }),
      }),
    );
    const amperage = attrs.find((a) => a.codigo === 'amperage')!;
    expect(amperage.nombre).toBe('amperage (en)');
    expect(amperage.values.map((v) => [v.valor, v.count])).toEqual([
      ['200 A', 1],
      ['350 A', 1],
    ]);
  });

  it('refuses the catalogue to a user without the products permission', async () => {
    const { token } = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    expect(
      (await ctx.app.inject({ url: '/api/v1/productos/search', headers: bearer(token) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/productos/search' })).statusCode).toBe(401);
  });

  it('names an attribute value added after the names were read, in the attributes’ order and language', async () => {
    // The names are held in memory (attribute-dictionary.ts) and were read by the requests above;
    // a value the ERP adds later must show on the first product that names it.
    const diameter = await ctx.factories.attribute('diameter', ['1,0 mm']);
    await ctx.testDb.database.db
      .update(atributos)
      .set({ orden: -1, nombres: { en: 'Wire diameter' } })
      .where(eq(atributos.idAtributo, diameter.idAtributo));
    const reel = await ctx.factories.product({
      codigo: 'HIL-SG2-10',
      nombre: 'Hilo SG2 1,0 mm',
      valueIds: [ampId.valueIds[0]!, diameter.valueIds[0]!],
    });
    const response = await ctx.app.inject({
      url: `/api/v1/productos?id=${reel.id}`,
      headers: bearer(tiers.gold.token, { 'accept-language': 'en' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Product>(response).attributes).toEqual([
      {
        idAtributo: diameter.idAtributo,
        codigo: 'diameter',
        nombre: 'Wire diameter',
        idValor: diameter.valueIds[0],
        valor: '1,0 mm',
      },
      {
        idAtributo: ampId.idAtributo,
        codigo: 'amperage',
        nombre: 'amperage (en)',
        idValor: ampId.valueIds[0],
        valor: '200 A',
      },
    ]);
  });
});
