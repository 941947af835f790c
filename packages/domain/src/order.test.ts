import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  DEFAULT_ORDER_SETTINGS,
  isFreeShipping,
  orderSettingsFromParams,
  orderTotalsOf,
  shippingFor,
  storedOrderMoney,
  summariseOrder,
  type OrderSummary,
  type PricedLine,
} from './order.ts';
import { toMoney } from './money.ts';

const SETTINGS = { pedidoMinimo: 100, importeFijo: 15 };
const SILVER = 2;
const GOLD = 1;
const priced = (
  codigo: string,
  quantity: number,
  finalPrice: number,
  priceNoOffer = finalPrice,
): PricedLine => ({
  codigo,
  quantity,
  finalPrice,
  priceNoOffer,
});

describe('orderSettingsFromParams', () => {
  it('should read the parameters as amounts', () => {
    expect(orderSettingsFromParams({ pedidoMinimo: '150', importeFijo: '15.00' })).toEqual({
      pedidoMinimo: 150,
      importeFijo: 15,
    });
    expect(orderSettingsFromParams({ pedidoMinimo: ' 120.5 ', importeFijo: '12,5' })).toEqual({
      pedidoMinimo: 120.5,
      importeFijo: 12.5,
    });
  });

  it('should default a missing or unreadable minimum to 100 EUR and shipping to nothing', () => {
    expect(DEFAULT_ORDER_SETTINGS).toEqual({ pedidoMinimo: 100, importeFijo: 0 });
    expect(orderSettingsFromParams({})).toEqual({ pedidoMinimo: 100, importeFijo: 0 });
    expect(orderSettingsFromParams({ pedidoMinimo: '-5', importeFijo: 'abc' })).toEqual({
      pedidoMinimo: 100,
      importeFijo: 0,
    });
    expect(orderSettingsFromParams({ pedidoMinimo: null, importeFijo: '' })).toEqual({
      pedidoMinimo: 100,
      importeFijo: 0,
    });
  });
});

describe('shipping', () => {
  it('should be paid by the company from 500 EUR of goods, not one cent below', () => {
    expect(shippingFor(499.99, SILVER, SETTINGS)).toBe(15);
    expect(shippingFor(500, SILVER, SETTINGS)).toBe(0);
    expect(shippingFor('750.10', SILVER, SETTINGS)).toBe(0);
  });

  it('should always be free for gold customers', () => {
    expect(shippingFor(120, GOLD, SETTINGS)).toBe(0);
    expect(isFreeShipping(0, GOLD)).toBe(true);
  });

  it('should charge the fixed amount to silver, bronze, distributor and unknown lists', () => {
    expect([2, 5, 6, 99, null].map((idLista) => shippingFor(200, idLista, SETTINGS))).toEqual([
      15, 15, 15, 15, 15,
    ]);
  });
});

/** The two identities every order's money keeps, checked in cents. */
function expectAddsUp(summary: OrderSummary) {
  const cents = (value: number) => toMoney(value).times(100).toNumber();
  expect(cents(summary.grossTotal) - cents(summary.discountTotal)).toBe(cents(summary.subtotal));
  expect(cents(summary.subtotal) + cents(summary.shipping)).toBe(cents(summary.total));
}

describe('the money of an order (totals that add up)', () => {
  const BRONZE = 5;

  it('should make the bronze cart add up: 317,50 − 18,90 = 298,60, + 15,00 shipping = 313,60', () => {
    // Goods 298,60 at final prices with 18,90 saved, under 500 EUR. Shown as
    // "298,60 − 18,90 + 15,00 = 313,60" the discount would read as if still to come.
    const summary = summariseOrder(
      [priced('MIG-WIRE', 2, 89.3, 94), priced('GLOVES', 5, 24, 25.9)],
      BRONZE,
      SETTINGS,
    );
    expect(summary).toMatchObject({
      grossTotal: 317.5,
      discountTotal: 18.9,
      subtotal: 298.6,
      shipping: 15,
      freeShipping: false,
      total: 313.6,
    });
    expectAddsUp(summary);
  });

  it('should make the gold cart add up: 161,10 − 14,70 = 146,40, shipping free, total 146,40', () => {
    // Shown as "146,40 − 14,70" with a total of 146,40, it would not add up.
    const summary = summariseOrder(
      [priced('TORCH', 3, 36.8, 40.9), priced('NOZZLE', 6, 6, 6.4)],
      GOLD,
      SETTINGS,
    );
    expect(summary).toMatchObject({
      grossTotal: 161.1,
      discountTotal: 14.7,
      subtotal: 146.4,
      shipping: 0,
      freeShipping: true,
      total: 146.4,
    });
    expectAddsUp(summary);
  });

  it('should add up for any lines, however many and however priced', () => {
    let seed = 7;
    const next = (max: number) => (seed = (seed * 48271) % 2147483647) % max;
    for (let run = 0; run < 60; run++) {
      const lines = Array.from({ length: 1 + next(12) }, (_, i) => {
        const finalPrice = next(100_000) / 100;
        return priced(`P${i}`, 1 + next(40), finalPrice, finalPrice + next(5_000) / 100);
      });
      expectAddsUp(summariseOrder(lines, [1, 2, 5, 6][next(4)], SETTINGS));
    }
  });

  it('should give the cart and the checkout the same figures with the thresholds beside them', () => {
    const summary = summariseOrder([priced('A', 2, 89.3, 94)], BRONZE, SETTINGS);
    expect(orderTotalsOf(summary, SETTINGS)).toEqual({
      grossTotal: 188,
      discountTotal: 9.4,
      subtotal: 178.6,
      shipping: 15,
      freeShipping: false,
      total: 193.6,
      pedidoMinimo: 100,
      importeFijo: 15,
      freeShippingFrom: 500,
    });
  });

  it("should read a placed order's stored money back with the same goods before the discount", () => {
    const summary = summariseOrder(
      [priced('MIG-WIRE', 2, 89.3, 94), priced('GLOVES', 5, 24, 25.9)],
      5,
      SETTINGS,
    );
    const stored = {
      subtotal: summary.subtotal.toFixed(2),
      discountTotal: summary.discountTotal.toFixed(2),
      shipping: summary.shipping.toFixed(2),
      total: summary.total.toFixed(2),
    };
    expect(storedOrderMoney(stored)).toEqual({
      grossTotal: 317.5,
      discountTotal: 18.9,
      subtotal: 298.6,
      shipping: 15,
      total: 313.6,
    });
  });
});

describe('summariseOrder', () => {
  it('should total lines, discounts and shipping exactly', () => {
    const summary = summariseOrder(
      [priced('A', 3, 0.1, 0.15), priced('B', 7, 19.99, 24.99)],
      SILVER,
      SETTINGS,
    );
    expect(summary).toEqual({
      lines: [
        { codigo: 'A', quantity: 3, finalPrice: 0.1, priceNoOffer: 0.15, lineTotal: 0.3, discount: 0.15 },
        { codigo: 'B', quantity: 7, finalPrice: 19.99, priceNoOffer: 24.99, lineTotal: 139.93, discount: 35 },
      ],
      grossTotal: 175.38,
      discountTotal: 35.15,
      subtotal: 140.23,
      shipping: 15,
      freeShipping: false,
      total: 155.23,
    });
  });

  it('should sum many small amounts without float drift', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => priced(`P${i}`, 1, 0.1));
    expect(summariseOrder(lines, GOLD, SETTINGS)).toMatchObject({ subtotal: 100, shipping: 0, total: 100 });
  });

  it('should decide free shipping on the goods total', () => {
    expect(summariseOrder([priced('A', 1, 500)], SILVER, SETTINGS)).toMatchObject({
      shipping: 0,
      freeShipping: true,
      total: 500,
    });
    expect(summariseOrder([priced('A', 1, 499.99)], SILVER, SETTINGS)).toMatchObject({
      shipping: 15,
      freeShipping: false,
      total: 514.99,
    });
  });

  it('should never count a negative discount', () => {
    const summary = summariseOrder([priced('A', 2, 10, 8)], SILVER, SETTINGS);
    expect(summary.lines[0]).toMatchObject({ priceNoOffer: 10, lineTotal: 20, discount: 0 });
    expect(summary).toMatchObject({ grossTotal: 20, discountTotal: 0, subtotal: 20 });
  });

  it('should give zeros for an empty order, with shipping still due', () => {
    expect(summariseOrder([], SILVER, SETTINGS)).toEqual({
      lines: [],
      grossTotal: 0,
      discountTotal: 0,
      subtotal: 0,
      shipping: 15,
      freeShipping: false,
      total: 15,
    });
  });
});

describe('checkOrder', () => {
  const summaryOf = (subtotal: number) => summariseOrder([priced('A', 1, subtotal)], SILVER, SETTINGS);

  it('should want goods worth more than the minimum, exactly the minimum being too little', () => {
    expect(checkOrder(summaryOf(100), true, SETTINGS)).toEqual([
      { key: 'orders.minimumTotal', params: { amount: '100,00' } },
    ]);
    expect(checkOrder(summaryOf(100.01), true, SETTINGS)).toEqual([]);
  });

  it('should not let shipping lift an order over the minimum', () => {
    const summary = summaryOf(95);
    expect(summary.total).toBe(110);
    expect(checkOrder(summary, true, SETTINGS).map((i) => i.key)).toEqual(['orders.minimumTotal']);
  });

  it("should use the administrator's minimum", () => {
    const settings = { pedidoMinimo: 150, importeFijo: 15 };
    expect(checkOrder(summaryOf(149.99), true, settings)).toEqual([
      { key: 'orders.minimumTotal', params: { amount: '150,00' } },
    ]);
    expect(checkOrder(summaryOf(150.01), true, settings)).toEqual([]);
  });

  it('should want the commercial conditions accepted', () => {
    expect(checkOrder(summaryOf(200), false, SETTINGS)).toEqual([
      { key: 'orders.acceptConditions', params: {} },
    ]);
  });

  it('should report every broken rule at once', () => {
    const empty = summariseOrder([], SILVER, SETTINGS);
    expect(checkOrder(empty, false, SETTINGS).map((i) => i.key)).toEqual([
      'orders.emptyCart',
      'orders.minimumTotal',
      'orders.acceptConditions',
    ]);
  });
});
