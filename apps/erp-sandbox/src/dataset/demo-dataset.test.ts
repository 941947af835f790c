import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './demo-dataset.ts';
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
    for (const p of data.products) expect(subfamilies).toContain(p.codigoSubfamilia);
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

  it('is built fresh every time, so a reset cannot inherit changes', () => {
    expect(buildDemoDataset().stock).not.toBe(buildDemoDataset().stock);
  });
});
