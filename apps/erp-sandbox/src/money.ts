// Money travels as decimal strings ("1234.50") so no binary float ever holds an amount. The
// sandbox sums and compares them as BigInt ten-thousandths, exact for every value it accepts.
import { z } from 'zod';

const SCALE = 4;
const ONE = 10n ** BigInt(SCALE);

/** An amount in EUR with at most 2 decimals (totals, discounts, shipping). */
export const amountSchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount like "1234.50" (max 2 decimals)');
/** A unit price in EUR with at most 4 decimals (cheap consumables are priced below the cent). */
export const unitPriceSchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,4})?$/, 'a price like "0.0345" (max 4 decimals)');

/** Ten-thousandths of a euro. */
export type Units = bigint;

export function toUnits(decimal: string): Units {
  // A credit note's amounts are negative: the sign applies to the whole amount.
  if (decimal.startsWith('-')) return -toUnits(decimal.slice(1));
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE));
}

export const CENT: Units = ONE / 100n;

/** 2-decimal text of an amount, rounded half up (only used for amounts the sandbox computes). */
export function formatUnits(units: Units): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const cents = (abs + CENT / 2n) / CENT;
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Cents as the 2-decimal text the exports use. */
export function centsToDecimal(cents: number): string {
  return formatUnits(BigInt(cents) * CENT);
}

export function absUnits(units: Units): Units {
  return units < 0n ? -units : units;
}
