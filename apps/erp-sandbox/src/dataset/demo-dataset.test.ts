import { describe, expect, it } from 'vitest';
import { BASE_CATALOGUE_SIZE } from './catalogue/generate-catalogue.ts';
import { DATASET_LATE_CHANGE, buildDemoDataset } from './demo-dataset.ts';
import { PAYMENT_METHOD_CODES } from './payment-methods.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('demo dataset', () => {
  it('has exactly the payment method codes of spec §3, each named in ca, es and en', () => {
    const expected = [
      ...range(1, 8),
      ...range(10, 27),
      60,
      ...range(100, 121),
      ...range(200, 210),
      ...range(300, 307),
      ...range(400, 405),
      ...range(500, 502),
      ...range(900, 904),
    ];
    expect(PAYMENT_METHOD_CODES).toEqual(expected);
    for (const method of buildDemoDataset().paymentMethods) {
      expect(Object.keys(method.nombres).sort()).toEqual(['ca', 'en', 'es']);
    }
  });

  it("holds the portal's four demo companies, one per tier list", () => {
    const customers = buildDemoDataset().customers;
    expect(customers.slice(0, 4).map((c) => [c.codigo, c.idLista])).toEqual([
      ['C0001', 1],
      ['C0002', 2],
      ['C0003', 5],
      ['C0004', 6],
    ]);
  });

  it('refers only to things it holds: families, countries, payment methods, customers, products', () => {
    const data = buildDemoDataset();
    const subfamilies = new Set(data.families.flatMap((f) => f.subfamilias.map((s) => s.codigo)));
    const countries = new Set(data.countries.map((c) => c.codigo));
    const payments = new Set(data.paymentMethods.map((p) => p.codigo));
    const customers = new Set(data.customers.map((c) => c.codigo));
    const products = new Set(data.products.map((p) => p.codigo));
    const families = new Map(
      data.families.map((f) => [f.codigo, new Set(f.subfamilias.map((s) => s.codigo))]),
    );
    const values = new Set(data.attributes.flatMap((a) => a.valores.map((v) => v.idValor)));
    for (const p of data.products) {
      expect(subfamilies).toContain(p.codigoSubfamilia);
      expect(families.get(p.codigoFamilia!)).toContain(p.codigoSubfamilia);
      p.atributos.forEach((id) => expect(values).toContain(id));
    }
    for (const c of data.customers) {
      expect(countries).toContain(c.pais);
      expect(payments).toContain(c.formaPago);
    }
    for (const c of data.contacts) expect(customers).toContain(c.codigoCliente);
    for (const p of data.promotions)
      p.promociones.forEach((promo) => expect(products).toContain(promo.IdArticulo));
    expect(new Set(data.prices.map((p) => p.codigo))).toEqual(products);
    expect(['ES', 'PT', 'FR', 'AD', 'IT', 'DE'].every((code) => countries.has(code))).toBe(true);
  });

  it("holds the portal's hand-written demo catalogue, with promotions for the four demo companies", () => {
    const data = buildDemoDataset();
    expect(data.products).toHaveLength(BASE_CATALOGUE_SIZE);
    expect(BASE_CATALOGUE_SIZE).toBe(412);
    expect(new Set(data.products.map((p) => p.codigo)).size).toBe(412);
    expect(data.stock.map((s) => s.codigo)).toEqual(data.products.map((p) => p.codigo));
    expect(data.promotions.map((p) => [p.codigoCliente, p.promociones.length])).toEqual([
      ['C0001', 5],
      ['C0002', 5],
      ['C0003', 5],
      ['C0004', 5],
    ]);
    expect(data.promotions[0]!).toMatchObject({
      updatedAt: DATASET_LATE_CHANGE,
      promociones: expect.arrayContaining([
        // 5 % of the gold list's 33.15 EUR (from 10 spools: 31.49) at 20 spools.
        { IdArticulo: 'HC-SG2-10-15', CantidadRequerida: 20, ValorPromocion: '1.57' },
      ]),
    });
  });

  it('builds a volume catalogue of exactly the size asked, each product priced in four lists and stocked', () => {
    const data = buildDemoDataset({ generatedProducts: 5000 });
    expect(data.products).toHaveLength(5000);
    expect(new Set(data.products.map((p) => p.codigo)).size).toBe(5000);
    expect(data.prices).toHaveLength(5000);
    expect(data.stock).toHaveLength(5000);
    for (const prices of data.prices) {
      expect(new Set(prices.precios.map((line) => line.idLista))).toEqual(new Set([1, 2, 5, 6]));
    }
    expect(data.promotions.map((p) => p.codigoCliente)).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    // The first 412 are the demo products themselves; the rest are variants with their own codes.
    expect(data.products.slice(0, 412).map((p) => p.codigo)).toEqual(
      buildDemoDataset().products.map((p) => p.codigo),
    );
  });

  it('is built fresh every time, so a reset cannot inherit changes', () => {
    expect(buildDemoDataset().stock).not.toBe(buildDemoDataset().stock);
  });
});
