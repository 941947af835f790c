// Which quantities of a product may go in the cart (spec §5), and the warnings that go with them.
//
// How lote and minimumQuantity combine: both hold at once. A quantity must be a whole number,
// a multiple of `lote` when there is one, and at least the smallest orderable quantity: the
// first multiple of `lote` that is not below `minimumQuantity` (and not below 1). That number
// is what `cart.minimum` shows, so a customer told "at least 12" for lote 6 and minimum 10 can
// type the number they are shown and have it accepted. A lote or minimum of 0 or null means none.
// Stock never blocks: none, or less than asked, only warns that the order may take longer.
import { ruleIssue, type RuleIssue } from './rule-issue.ts';

/** Far above any real order line; keeps typos such as a pasted barcode out of the ERP. */
export const MAX_LINE_QUANTITY = 999_999;

export interface QuantityRules {
  lote?: number | null | undefined;
  minimumQuantity?: number | null | undefined;
  /** Units in stock; unknown (null) gives no stock warning. */
  stock?: number | null | undefined;
}

export interface QuantityCheck {
  errors: RuleIssue[];
  warnings: RuleIssue[];
}

function positiveOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function smallestOrderableQuantity({ lote, minimumQuantity }: QuantityRules): number {
  const minimum = Math.max(1, positiveOrNull(minimumQuantity) ?? 1);
  const batch = positiveOrNull(lote);
  return batch ? Math.ceil(minimum / batch) * batch : minimum;
}

export function checkQuantity(quantity: number, rules: QuantityRules): QuantityCheck {
  const errors: RuleIssue[] = [];
  const warnings: RuleIssue[] = [];
  if (!Number.isInteger(quantity)) return { errors: [ruleIssue('cart.wholeUnits')], warnings };
  if (quantity > MAX_LINE_QUANTITY) {
    return { errors: [ruleIssue('validation.tooBig', { max: MAX_LINE_QUANTITY })], warnings };
  }
  const minimum = smallestOrderableQuantity(rules);
  if (quantity < minimum) errors.push(ruleIssue('cart.minimum', { minimumQuantity: minimum }));
  const batch = positiveOrNull(rules.lote);
  if (batch && quantity % batch !== 0) errors.push(ruleIssue('cart.lote', { lote: batch }));

  const stock = rules.stock;
  if (typeof stock === 'number') {
    if (stock <= 0) warnings.push(ruleIssue('cart.noStock'));
    else if (quantity > stock) warnings.push(ruleIssue('cart.stockExceeded', { stock }));
  }
  return { errors, warnings };
}

export function isOrderableQuantity(quantity: number, rules: QuantityRules): boolean {
  return checkQuantity(quantity, rules).errors.length === 0;
}

/** The smallest quantity that can be ordered and is at least `from`. */
export function firstOrderableFrom(from: number, rules: QuantityRules): number {
  const start = Math.max(from, smallestOrderableQuantity(rules));
  const batch = positiveOrNull(rules.lote);
  return batch ? Math.ceil(start / batch) * batch : start;
}

/**
 * The quantity breaks a customer can actually order at, each from the first quantity they can
 * order in it. A break prices the quantities from its `desdeUnidades` to the next break's (the
 * first break also those below it, pricing.ts); a product sold in tens never buys "from 1", so
 * that break reads "from 10", and a break no orderable quantity falls in (from 5 to 9, for a
 * product sold in tens) is left out.
 */
export function orderableBreaks<L extends { desdeUnidades: number }>(
  lines: readonly L[],
  rules: QuantityRules,
): (L & { fromQuantity: number })[] {
  const sorted = [...lines].sort((a, b) => a.desdeUnidades - b.desdeUnidades);
  return sorted.flatMap((line, index) => {
    const fromQuantity = firstOrderableFrom(index === 0 ? 1 : line.desdeUnidades, rules);
    const next = sorted[index + 1]?.desdeUnidades;
    return next !== undefined && fromQuantity >= next ? [] : [{ ...line, fromQuantity }];
  });
}
