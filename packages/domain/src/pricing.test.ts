import { describe, expect, it } from 'vitest';
import type { PriceLine, Promotion } from './catalogue.ts';
import {
  applicablePromotion,
  parseIdLista,
  priceListOf,
  quotePrice,
  selectPriceLine,
  tierOf,
} from './pricing.ts';

const line = (
  idLista: number,
  desdeUnidades: number,
  precioNeto: number,
  precioSinDescuento = 100,
): PriceLine => ({
  idLista,
  desdeUnidades,
  precioNeto,
  precioSinDescuento,
});

// Deliberately unsorted: the rules must not depend on the order the ERP sends.
const PRICES: PriceLine[] = [
  line(1, 50, 65.5),
  line(5, 10, 95),
  line(1, 1, 80),
  line(2, 10, 85),
  line(1, 10, 72),
  line(2, 1, 90),
  line(5, 1, 100),
  line(6, 1, 70),
];
const product = { codigo: 'TIP-M6', offer: false, prices: PRICES };
const promo = (CantidadRequerida: number, ValorPromocion: number, IdArticulo = 'TIP-M6'): Promotion => ({
  IdArticulo,
  CantidadRequerida,
  ValorPromocion,
});

describe('priceListOf', () => {
  it('should map each tier to its own list and anything else to the base list 5', () => {
    expect([1, 2, 5, 6].map(priceListOf)).toEqual([1, 2, 5, 6]);
    expect(priceListOf(3)).toBe(5);
    expect(priceListOf(0)).toBe(5);
    expect(priceListOf(null)).toBe(5);
    expect(priceListOf(undefined)).toBe(5);
    expect(priceListOf(' 2 ')).toBe(2);
    expect(priceListOf('x')).toBe(5);
  });

  it('should name the tier of a list', () => {
    expect([1, 2, 5, 6, 99].map(tierOf)).toEqual(['gold', 'silver', 'bronze', 'distributor', 'bronze']);
  });
});

describe('parseIdLista', () => {
  it('should read the comma-separated list ids without blanks, junk or repeats', () => {
    expect(parseIdLista('1,2,5')).toEqual([1, 2, 5]);
    expect(parseIdLista(' 1, 2,,x,2 ,6')).toEqual([1, 2, 6]);
    expect(parseIdLista('')).toEqual([]);
    expect(parseIdLista(null)).toEqual([]);
  });
});

describe('selectPriceLine', () => {
  it('should take the highest break not above the quantity, exactly at and one below each boundary', () => {
    expect(selectPriceLine(PRICES, 1, 9)?.precioNeto).toBe(80);
    expect(selectPriceLine(PRICES, 1, 10)?.precioNeto).toBe(72);
    expect(selectPriceLine(PRICES, 1, 49)?.precioNeto).toBe(72);
    expect(selectPriceLine(PRICES, 1, 50)?.precioNeto).toBe(65.5);
    expect(selectPriceLine(PRICES, 1, 5000)?.precioNeto).toBe(65.5);
    expect(selectPriceLine(PRICES, 2, 9)?.precioNeto).toBe(90);
    expect(selectPriceLine(PRICES, 2, 10)?.precioNeto).toBe(85);
  });

  it('should price an unknown list at the base list', () => {
    expect(selectPriceLine(PRICES, 3, 1)).toEqual(line(5, 1, 100));
    expect(selectPriceLine(PRICES, null, 10)).toEqual(line(5, 10, 95));
  });

  it('should fall back to the whole base list when the customer list has no line for the product', () => {
    const baseOnly = [line(5, 1, 100), line(5, 10, 95)];
    expect(selectPriceLine(baseOnly, 1, 10)).toEqual(line(5, 10, 95));
  });

  it('should give no price when neither the customer list nor the base list has a line', () => {
    expect(selectPriceLine([line(2, 1, 90)], 5, 1)).toBeNull();
    expect(selectPriceLine([line(2, 1, 90)], 1, 1)).toBeNull();
    expect(selectPriceLine([], 1, 1)).toBeNull();
  });

  it('should price a quantity below the first break at the first break', () => {
    const fromFive = [line(5, 10, 95), line(5, 5, 98)];
    expect(selectPriceLine(fromFive, 5, 2)).toEqual(line(5, 5, 98));
    expect(selectPriceLine(fromFive, 5, 0)).toEqual(line(5, 5, 98));
  });
});

describe('applicablePromotion', () => {
  const promotions = [promo(10, 10), promo(50, 15), promo(100, 5), promo(1, 50, 'OTHER')];

  it('should apply from the required quantity, not one below', () => {
    expect(applicablePromotion(promotions, 'TIP-M6', 9)).toBeNull();
    expect(applicablePromotion(promotions, 'TIP-M6', 10)).toEqual(promo(10, 10));
  });

  it('should give the promotion with the largest amount the quantity reaches', () => {
    expect(applicablePromotion(promotions, 'TIP-M6', 49)).toEqual(promo(10, 10));
    expect(applicablePromotion(promotions, 'TIP-M6', 50)).toEqual(promo(50, 15));
    expect(applicablePromotion(promotions, 'TIP-M6', 100)).toEqual(promo(50, 15));
  });

  it('should ignore promotions of other products and of zero value', () => {
    expect(applicablePromotion([promo(1, 50, 'OTHER')], 'TIP-M6', 100)).toBeNull();
    expect(applicablePromotion([promo(1, 0)], 'TIP-M6', 100)).toBeNull();
  });
});

describe('quotePrice', () => {
  it('should let each tier see its own list', () => {
    const finalPrices = [1, 2, 5, 6].map(
      (idLista) => quotePrice({ product, idLista, quantity: 1 })?.finalPrice,
    );
    expect(finalPrices).toEqual([80, 90, 100, 70]);
  });

  it('should derive finalPrice, priceNoOffer, discount and line total for a quantity break', () => {
    expect(quotePrice({ product, idLista: 1, quantity: 10 })).toEqual({
      idLista: 1,
      desdeUnidades: 10,
      quantity: 10,
      finalPrice: 72,
      priceNoOffer: 100,
      discount: 280,
      lineTotal: 720,
      offer: false,
      promotion: null,
    });
  });

  it('should take a promotion as EUR off the net price of the break, from its required quantity', () => {
    const promotions = [promo(20, 10)];
    const below = quotePrice({ product, idLista: 1, quantity: 19, promotions });
    expect(below).toMatchObject({ finalPrice: 72, discount: 532, offer: false, promotion: null });
    const at = quotePrice({ product, idLista: 1, quantity: 20, promotions });
    // List 1 from 10 units: 72 EUR; 10 EUR off: 62 EUR.
    expect(at).toMatchObject({
      finalPrice: 62,
      priceNoOffer: 100,
      discount: 760,
      lineTotal: 1240,
      offer: true,
      promotion: promo(20, 10),
    });
    // The same amount off the cheaper break further up.
    expect(quotePrice({ product, idLista: 1, quantity: 50, promotions })?.finalPrice).toBe(55.5);
    // Each tier takes it off its own list's price.
    expect(quotePrice({ product, idLista: 2, quantity: 20, promotions })?.finalPrice).toBe(75);
  });

  it('should apply, of several promotions reached, the one with the largest amount', () => {
    const promotions = [promo(10, 5), promo(20, 8.5), promo(50, 3), promo(1, 20, 'OTHER')];
    expect(quotePrice({ product, idLista: 1, quantity: 9, promotions })).toMatchObject({
      finalPrice: 80,
      promotion: null,
    });
    expect(quotePrice({ product, idLista: 1, quantity: 10, promotions })?.finalPrice).toBe(67);
    expect(quotePrice({ product, idLista: 1, quantity: 60, promotions })).toMatchObject({
      finalPrice: 57,
      promotion: promo(20, 8.5),
    });
  });

  it('should take amounts off without float error', () => {
    const washer = { codigo: 'WASHER', offer: false, prices: [line(5, 1, 0.3, 0.4)] };
    const promotions = [promo(1, 0.1, 'WASHER')];
    // 0.3 - 0.1 in binary floats is 0.19999999999999998.
    for (const quantity of [1, 3, 7, 10, 33, 999, 1000, 123_457]) {
      const quote = quotePrice({ product: washer, idLista: 5, quantity, promotions })!;
      expect(quote.finalPrice).toBe(0.2);
      expect(quote.lineTotal).toBe(Number((0.2 * quantity).toFixed(2)));
      expect(quote.discount).toBe(Number((0.2 * quantity).toFixed(2)));
    }
    const cents = { codigo: 'TIP', offer: false, prices: [line(5, 1, 0.07, 0.07)] };
    expect(
      quotePrice({ product: cents, idLista: 5, quantity: 3, promotions: [promo(1, 0.01, 'TIP')] }),
    ).toMatchObject({ finalPrice: 0.06, discount: 0.03, lineTotal: 0.18 });
  });

  it('should multiply without float error', () => {
    const tenCents = {
      codigo: 'NOZZLE',
      offer: false,
      prices: [line(5, 1, 0.1, 0.1), line(5, 100, 1.15, 1.15)],
    };
    expect(quotePrice({ product: tenCents, idLista: 5, quantity: 3 })?.lineTotal).toBe(0.3);
    expect(quotePrice({ product: tenCents, idLista: 5, quantity: 300 })?.lineTotal).toBe(345);
  });

  it('should never price below zero', () => {
    const free = quotePrice({ product, idLista: 1, quantity: 1, promotions: [promo(1, 80)] });
    expect(free).toMatchObject({ finalPrice: 0, priceNoOffer: 100, discount: 100, lineTotal: 0 });
    const over = quotePrice({ product, idLista: 1, quantity: 3, promotions: [promo(1, 150)] });
    expect(over).toMatchObject({ finalPrice: 0, discount: 300, lineTotal: 0 });
    const broken = { codigo: 'BAD', offer: false, prices: [line(5, 1, -5, -2)] };
    expect(quotePrice({ product: broken, idLista: 5, quantity: 2 })).toMatchObject({
      finalPrice: 0,
      priceNoOffer: 0,
      discount: 0,
      lineTotal: 0,
    });
  });

  it('should never show a negative discount when the list price is below the net price', () => {
    const odd = { codigo: 'ODD', offer: false, prices: [line(5, 1, 60, 50)] };
    expect(quotePrice({ product: odd, idLista: 5, quantity: 4 })).toMatchObject({
      finalPrice: 60,
      priceNoOffer: 60,
      discount: 0,
    });
  });

  it("should keep the ERP's offer flag", () => {
    const onOffer = { ...product, offer: true };
    expect(quotePrice({ product: onOffer, idLista: 5, quantity: 1 })?.offer).toBe(true);
    expect(quotePrice({ product, idLista: 5, quantity: 1 })?.offer).toBe(false);
  });

  it('should price zero units at nothing and refuse fractional or negative quantities', () => {
    expect(quotePrice({ product, idLista: 5, quantity: 0 })).toMatchObject({
      finalPrice: 100,
      lineTotal: 0,
      discount: 0,
    });
    expect(() => quotePrice({ product, idLista: 5, quantity: 1.5 })).toThrow(RangeError);
    expect(() => quotePrice({ product, idLista: 5, quantity: -1 })).toThrow(RangeError);
  });

  it('should give no quote for a product without a price for the customer', () => {
    expect(
      quotePrice({ product: { codigo: 'X', offer: false, prices: [] }, idLista: 1, quantity: 1 }),
    ).toBeNull();
  });
});
