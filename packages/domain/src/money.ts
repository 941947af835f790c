// Euro amounts: how they travel and how they are computed. Every price, line total and order
// total goes through decimal.js here, so no sum ever accumulates binary-float error.
//
// On the wire an amount is a JSON number with at most two decimals (`12.3`, `1234.56`), not a
// string: the ERP contract and the original client read numbers, sorting and charts take them
// as they are, and a two-decimal amount below 2^53 / 100 survives JSON → double → JSON unchanged
// (a double keeps 15 significant digits). The floats are never summed, though: arithmetic
// converts them with `toMoney`, which reads a number by its shortest decimal spelling
// (`0.1` is exactly 1/10 there), and rounds back with `toWireAmount`.
import Decimal from 'decimal.js';
import { z } from 'zod';

/** A private Decimal constructor: its rounding cannot be changed by another module's `Decimal.set`. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });

export type MoneyValue = number | string | Decimal;

/** Reads an amount exactly; refuses NaN and infinities, which would otherwise poison a total. */
export function toMoney(value: MoneyValue): Decimal {
  // A Money is immutable: one made here needs no copy (pricing a result page reads each amount
  // several times).
  const amount = value instanceof Money ? value : new Money(value);
  if (!amount.isFinite()) throw new RangeError(`not a finite amount: ${String(value)}`);
  return amount;
}

/** Two decimals, half away from zero (`1.005` → `1.01`), as an invoice rounds. */
export function roundMoney(value: MoneyValue): Decimal {
  const amount = toMoney(value);
  return amount.decimalPlaces() <= 2 ? amount : amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The JSON number for an amount, rounded to two decimals. `-0` comes out as `0`. */
export function toWireAmount(value: MoneyValue): number {
  const amount = Number(roundMoney(value).toFixed(2));
  return amount === 0 ? 0 : amount;
}

export function sumMoney(values: Iterable<MoneyValue>): Decimal {
  let total = new Money(0);
  for (const value of values) total = total.plus(toMoney(value));
  return total;
}

/** Zero or more, never below: the floor of every price and discount. */
export function notNegative(value: MoneyValue): Decimal {
  const amount = toMoney(value);
  return amount.isNegative() ? new Money(0) : amount;
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && new Money(value).decimalPlaces() <= 2;
}

/** An amount in euros on the wire: a finite, non-negative number with at most two decimals. */
export const moneySchema = z
  .number()
  .nonnegative()
  .refine(hasAtMostTwoDecimals, { message: 'validation.invalidValue' });

/** An amount that may be negative (a credit note's), with at most two decimals. */
export const signedMoneySchema = z
  .number()
  .refine(hasAtMostTwoDecimals, { message: 'validation.invalidValue' });
