import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  isOrderableQuantity,
  MAX_LINE_QUANTITY,
  orderableBreaks,
  smallestOrderableQuantity,
  type QuantityRules,
} from './cart-quantity.ts';

const keys = (quantity: number, rules: Parameters<typeof checkQuantity>[1]) => {
  const { errors, warnings } = checkQuantity(quantity, rules);
  return { errors: errors.map((e) => [e.key, e.params]), warnings: warnings.map((w) => w.key) };
};

describe('smallestOrderableQuantity', () => {
  it('should be 1 without lote or minimum, and a zero or null one counts as none', () => {
    expect(smallestOrderableQuantity({})).toBe(1);
    expect(smallestOrderableQuantity({ lote: null, minimumQuantity: 0 })).toBe(1);
    expect(smallestOrderableQuantity({ lote: 0, minimumQuantity: 3 })).toBe(3);
  });

  it('should be the first multiple of the lote not below the minimum', () => {
    expect(smallestOrderableQuantity({ lote: 6 })).toBe(6);
    expect(smallestOrderableQuantity({ lote: 6, minimumQuantity: 10 })).toBe(12);
    expect(smallestOrderableQuantity({ lote: 5, minimumQuantity: 10 })).toBe(10);
    expect(smallestOrderableQuantity({ lote: 10, minimumQuantity: 3 })).toBe(10);
    expect(smallestOrderableQuantity({ minimumQuantity: 10 })).toBe(10);
  });
});

describe('checkQuantity', () => {
  it('should want at least one unit', () => {
    expect(keys(0, {})).toEqual({ errors: [['cart.minimum', { minimumQuantity: 1 }]], warnings: [] });
    expect(keys(-3, {})).toEqual({ errors: [['cart.minimum', { minimumQuantity: 1 }]], warnings: [] });
    expect(keys(1, {})).toEqual({ errors: [], warnings: [] });
  });

  it('should want a multiple of the lote, and at least the lote', () => {
    expect(keys(4, { lote: 5 }).errors).toEqual([
      ['cart.minimum', { minimumQuantity: 5 }],
      ['cart.lote', { lote: 5 }],
    ]);
    expect(keys(5, { lote: 5 }).errors).toEqual([]);
    expect(keys(7, { lote: 5 }).errors).toEqual([['cart.lote', { lote: 5 }]]);
    expect(keys(10, { lote: 5 }).errors).toEqual([]);
  });

  it('should want at least the minimum quantity, one below refused, exactly at accepted', () => {
    expect(keys(9, { minimumQuantity: 10 }).errors).toEqual([['cart.minimum', { minimumQuantity: 10 }]]);
    expect(keys(10, { minimumQuantity: 10 }).errors).toEqual([]);
  });

  it('should show the smallest quantity that satisfies both lote and minimum', () => {
    expect(keys(10, { lote: 6, minimumQuantity: 10 }).errors).toEqual([
      ['cart.minimum', { minimumQuantity: 12 }],
      ['cart.lote', { lote: 6 }],
    ]);
    expect(keys(6, { lote: 6, minimumQuantity: 10 }).errors).toEqual([
      ['cart.minimum', { minimumQuantity: 12 }],
    ]);
    expect(keys(12, { lote: 6, minimumQuantity: 10 }).errors).toEqual([]);
  });

  it('should refuse fractions and absurd quantities', () => {
    expect(keys(2.5, {}).errors).toEqual([['cart.wholeUnits', {}]]);
    expect(keys(Number.NaN, {}).errors).toEqual([['cart.wholeUnits', {}]]);
    expect(keys(MAX_LINE_QUANTITY, {}).errors).toEqual([]);
    expect(keys(MAX_LINE_QUANTITY + 1, {}).errors).toEqual([['validation.tooBig', { max: 999_999 }]]);
  });

  it('should warn but allow when there is no stock', () => {
    expect(keys(3, { stock: 0 })).toEqual({ errors: [], warnings: ['cart.noStock'] });
    expect(keys(3, { stock: -2 })).toEqual({ errors: [], warnings: ['cart.noStock'] });
  });

  it('should warn but allow above the stock, not at it', () => {
    expect(keys(11, { stock: 10 })).toEqual({ errors: [], warnings: ['cart.stockExceeded'] });
    expect(keys(10, { stock: 10 })).toEqual({ errors: [], warnings: [] });
  });

  it('should not warn about an unknown stock', () => {
    expect(keys(10, { stock: null })).toEqual({ errors: [], warnings: [] });
  });

  it('should report warnings beside errors', () => {
    expect(keys(7, { lote: 5, stock: 0 })).toEqual({
      errors: [['cart.lote', { lote: 5 }]],
      warnings: ['cart.noStock'],
    });
  });

  it('should tell whether a quantity may go in the cart', () => {
    expect(isOrderableQuantity(12, { lote: 6, minimumQuantity: 10, stock: 0 })).toBe(true);
    expect(isOrderableQuantity(11, { lote: 6, minimumQuantity: 10 })).toBe(false);
  });
});

describe('orderableBreaks', () => {
  const breaks = (from: number[], rules: QuantityRules) =>
    orderableBreaks(
      from.map((desdeUnidades) => ({ desdeUnidades })),
      rules,
    ).map((line) => [line.desdeUnidades, line.fromQuantity]);

  it('should show every break from its own quantity when any quantity goes', () => {
    expect(breaks([1, 10, 50], {})).toEqual([
      [1, 1],
      [10, 10],
      [50, 50],
    ]);
  });

  it('should start the first break at the smallest orderable quantity, never "from 1" for a lot', () => {
    expect(breaks([1, 10, 50], { lote: 5 })).toEqual([
      [1, 5],
      [10, 10],
      [50, 50],
    ]);
    expect(breaks([1, 25], { lote: 10 })).toEqual([
      [1, 10],
      [25, 30],
    ]);
    expect(breaks([10, 40], { lote: 5, minimumQuantity: 5 })).toEqual([
      [10, 5],
      [40, 40],
    ]);
  });

  it('should leave out a break no orderable quantity falls in', () => {
    expect(breaks([1, 5, 25], { lote: 10 })).toEqual([
      [5, 10],
      [25, 30],
    ]);
    expect(breaks([1, 3, 6], { minimumQuantity: 6 })).toEqual([[6, 6]]);
  });

  it('should keep the lines whatever their order', () => {
    expect(breaks([50, 1, 10], { lote: 5 }).map(([from]) => from)).toEqual([1, 10, 50]);
  });
});
