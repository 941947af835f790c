import { describe, expect, it } from 'vitest';
import { buyAgainQuantity } from './buy-again.ts';

describe('buyAgainQuantity', () => {
  it('offers the last quantity when today’s rules allow it', () => {
    expect(buyAgainQuantity(7, { lote: null, minimumQuantity: 0 })).toBe(7);
    expect(buyAgainQuantity(20, { lote: 10, minimumQuantity: 10 })).toBe(20);
  });

  it('rounds up to the lote and the minimum the product has today', () => {
    expect(buyAgainQuantity(7, { lote: 10, minimumQuantity: 0 })).toBe(10);
    expect(buyAgainQuantity(3, { lote: null, minimumQuantity: 5 })).toBe(5);
    expect(buyAgainQuantity(12, { lote: 5, minimumQuantity: 20 })).toBe(20);
  });
});
