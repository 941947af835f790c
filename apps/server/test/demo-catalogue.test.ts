// The demo catalogue in the database: what the writer leaves there (products, price lines,
// pictures, attribute links, promotions, search text and sort keys), and that it writes once.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogueIfEmpty } from '../src/db/seed/catalogue/seed-demo-catalogue.ts';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-seed.ts';
import { medias, precios, productoAtributos, productos, promociones } from '../src/db/schema/index.ts';
import { refreshPriceSortKeys } from '../src/modules/catalogue/price-sort-keys.ts';
import { productSearchText } from '../src/modules/catalogue/search-text.ts';
import { databaseKinds } from './support/databases.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds())('writing the demo catalogue on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    for (const { tier: _tier, ...customer } of DEMO_CUSTOMERS) await ctx.factories.customer(customer);
  });
  afterAll(() => ctx.close());

  const total = async (
    table: typeof productos | typeof precios | typeof medias | typeof productoAtributos | typeof promociones,
  ) => (await ctx.testDb.database.db.select({ n: count() }).from(table))[0]!.n;

  it('writes the products with their lines, pictures, attributes and promotions, once', async () => {
    const db = ctx.testDb.database.db;
    const result = await seedDemoCatalogueIfEmpty(db, { products: 420, batchSize: 150 });
    expect(result).not.toBeNull();
    expect(result!.products).toBe(420);
    expect(await total(productos)).toBe(420);
    expect(await total(precios)).toBe(result!.priceLines);
    expect(await total(medias)).toBe(result!.medias);
    expect(await total(productoAtributos)).toBe(result!.attributeLinks);
    expect(await total(promociones)).toBe(result!.promotions);
    expect(result!.promotions).toBeGreaterThanOrEqual(DEMO_CUSTOMERS.length * 3);

    // A database that has products is left alone.
    expect(await seedDemoCatalogueIfEmpty(db)).toBeNull();
    expect(await total(productos)).toBe(420);
  });

  it('fills the search text from productSearchText, and the trigger the search vector and sort keys', async () => {
    const db = ctx.testDb.database.db;
    const rows = await db.select().from(productos).where(eq(productos.codigo, 'HC-SG2-10-15'));
    const product = rows[0]!;
    expect(product.searchText).toBe(productSearchText(product));
    expect(product.searchText).toContain('hilo mig/mag sg2');
    const { rows: empty } = (await db.execute(
      sql`select count(*)::int as n from productos where search_text = '' or search_vector is null or sort_ca = '' or precio_orden_5 is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(empty[0]!.n)).toBe(0);
  });

  it('writes the same price sort keys the catalogue module would compute', async () => {
    const db = ctx.testDb.database.db;
    const keys = () =>
      db
        .select({
          id: productos.id,
          k1: productos.precioOrden1,
          k2: productos.precioOrden2,
          k5: productos.precioOrden5,
          k6: productos.precioOrden6,
        })
        .from(productos)
        .orderBy(productos.id);
    const written = await keys();
    await refreshPriceSortKeys(db);
    expect(await keys()).toEqual(written);
  });

  it('leaves the id sequence past the written products, so the next product can be added', async () => {
    const added = await ctx.factories.product();
    const [{ max }] = (await ctx.testDb.database.db
      .select({ max: sql<number>`max(${productos.id})` })
      .from(productos)) as [{ max: number }];
    expect(added.id).toBe(Number(max));
    expect(added.id).toBeGreaterThan(420);
  });
});
