// What a customer pays for a product (spec §4, §9; DESIGN §5): which price list, which quantity
// break, which promotion, and the derived finalPrice / priceNoOffer / discount.
//
// Decisions the spec leaves open:
// - A customer whose list has no line for a product pays the base list (5), as a whole: lists are
//   not mixed break by break, so the price shown is always one the ERP has for one list.
// - A quantity below the list's first break pays the first break: breaks only ever lower a price,
//   and the cart's minimum-quantity rule is what refuses too small a quantity.
// - `ValorPromocion` is an amount in EUR, without VAT, taken off the unit price — the net price of
//   the customer's list at the break the quantity falls in — from `CantidadRequerida` units
//   (docs/erp-contract.md §11.2, docs/glossary.md). The price never goes below 0: an amount above
//   the net price makes the unit free, not negative. Of several promotions the quantity reaches,
//   the one with the largest amount applies: the customer qualifies for each of them.
// - The unit price is rounded to cents (half up) once; totals are that price times the quantity.
import type Decimal from 'decimal.js';
import type { PriceLine, Promotion } from './catalogue.ts';
import { BASE_PRICE_LIST, PRICE_LISTS, type Tier } from './constants.ts';
import { notNegative, roundMoney, toWireAmount, type MoneyValue } from './money.ts';

export type PriceListId = (typeof PRICE_LISTS)[Tier];

const TIER_BY_LIST = new Map<number, Tier>(
  (Object.entries(PRICE_LISTS) as [Tier, PriceListId][]).map(([tier, id]) => [id, tier]),
);

/** The price list a customer's `idLista` points to; anything unknown prices at the base list. */
export function priceListOf(idLista: number | string | null | undefined): PriceListId {
  const id = typeof idLista === 'string' ? Number(idLista.trim()) : idLista;
  return typeof id === 'number' && TIER_BY_LIST.has(id) ? (id as PriceListId) : BASE_PRICE_LIST;
}

export function tierOf(idLista: number | string | null | undefined): Tier {
  return TIER_BY_LIST.get(priceListOf(idLista))!;
}

/** A product's `idLista` (`"1,2,5"`) as the list ids it names, without blanks or repeats. */
export function parseIdLista(idLista: string | null | undefined): number[] {
  const ids = (idLista ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/**
 * The break that prices `quantity` units: in the customer's list if it has any line, else in the
 * base list; the line with the highest `desdeUnidades` not above the quantity, else the first
 * break. Null when neither list has a line (the product has no price for this customer).
 */
export function selectPriceLine(
  prices: readonly PriceLine[],
  idLista: number | null | undefined,
  quantity: number,
): PriceLine | null {
  const own = priceListOf(idLista);
  let lines = prices.filter((line) => line.idLista === own);
  if (lines.length === 0) lines = prices.filter((line) => line.idLista === BASE_PRICE_LIST);
  if (lines.length === 0) return null;
  const sorted = [...lines].sort((a, b) => a.desdeUnidades - b.desdeUnidades);
  let chosen = sorted[0]!;
  for (const line of sorted) if (line.desdeUnidades <= quantity) chosen = line;
  return chosen;
}

/** The customer's promotion on `codigo` with the largest amount that `quantity` reaches, or null. */
export function applicablePromotion(
  promotions: readonly Promotion[],
  codigo: string,
  quantity: number,
): Promotion | null {
  let best: Promotion | null = null;
  for (const promotion of promotions) {
    if (promotion.IdArticulo !== codigo || quantity < promotion.CantidadRequerida) continue;
    if (promotion.ValorPromocion <= 0) continue;
    if (!best || promotion.ValorPromocion > best.ValorPromocion) best = promotion;
  }
  return best;
}

/**
 * The money of one line from its unit prices, the one place the spec's line formulas live:
 * `lineTotal = finalPrice × quantity`, `discount = (priceNoOffer − finalPrice) × quantity` and
 * the line before its discount, `grossTotal = priceNoOffer × quantity`, so that
 * `grossTotal − discount = lineTotal` exactly. A `priceNoOffer` below the final price (bad data)
 * counts as the final price: a saving is never negative.
 */
export function lineMoney(finalPrice: MoneyValue, priceNoOffer: MoneyValue, quantity: number) {
  const final = roundMoney(notNegative(finalPrice));
  const listed = roundMoney(notNegative(priceNoOffer));
  const noOffer = listed.greaterThan(final) ? listed : final;
  return {
    finalPrice: final,
    priceNoOffer: noOffer,
    lineTotal: final.times(quantity),
    grossTotal: noOffer.times(quantity),
    discount: noOffer.minus(final).times(quantity),
  };
}

/** `ValorPromocion` EUR off the unit price, decimal-safe, never below 0. */
function amountOff(price: Decimal, amount: number): Decimal {
  return notNegative(price.minus(notNegative(amount)));
}

export interface PricingInput {
  product: { codigo: string; offer: boolean; prices: readonly PriceLine[] };
  /** The customer's price list id (tier). */
  idLista: number | null | undefined;
  quantity: number;
  promotions?: readonly Promotion[];
}

export interface PriceQuote {
  /** The list the price came from: the customer's, or the base list as fallback. */
  idLista: number;
  desdeUnidades: number;
  quantity: number;
  finalPrice: number;
  priceNoOffer: number;
  /** `(priceNoOffer - finalPrice) * quantity`. */
  discount: number;
  /** `finalPrice * quantity`. */
  lineTotal: number;
  /** The ERP's offer flag, or a promotion applied. */
  offer: boolean;
  promotion: Promotion | null;
}

/** Prices `quantity` units of a product for a customer; null when it has no price for them. */
export function quotePrice({ product, idLista, quantity, promotions = [] }: PricingInput): PriceQuote | null {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number of units, got ${quantity}`);
  }
  const line = selectPriceLine(product.prices, idLista, quantity);
  if (!line) return null;
  const promotion = applicablePromotion(promotions, product.codigo, quantity);
  const net = notNegative(line.precioNeto);
  const finalPrice = roundMoney(promotion ? amountOff(net, promotion.ValorPromocion) : net);
  // A list price below the net price is bad data; lineMoney keeps it from making a negative discount.
  const money = lineMoney(finalPrice, line.precioSinDescuento, quantity);
  return {
    idLista: line.idLista,
    desdeUnidades: line.desdeUnidades,
    quantity,
    finalPrice: toWireAmount(money.finalPrice),
    priceNoOffer: toWireAmount(money.priceNoOffer),
    discount: toWireAmount(money.discount),
    lineTotal: toWireAmount(money.lineTotal),
    offer: product.offer || promotion !== null,
    promotion,
  };
}
