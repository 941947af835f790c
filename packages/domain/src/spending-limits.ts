// Whether an order is within its buyer's spending limits (DESIGN §13): goods before VAT (the
// order's `subtotal`), EUR, against a limit per order and a limit per calendar month, where the
// month's spend counts the buyer's approved and ERP-bound orders of that month (not rejected or
// cancelled ones, nor this order). An amount equal to a limit is within it; no limit, no check.
// One rule for the order placement, the approvals screen and the tests.
import { toMoney, type MoneyValue } from './money.ts';
import { isoDateIn } from './order-body.ts';

export type PassedLimit = 'order' | 'month';

export interface SpendingLimits {
  orderLimit: MoneyValue | null;
  monthlyLimit: MoneyValue | null;
}

/** The limits the order passes, in the order the screens name them; empty when it is within them. */
export function passedLimits(
  subtotal: MoneyValue,
  limits: SpendingLimits,
  monthSpent: MoneyValue,
): PassedLimit[] {
  const passed: PassedLimit[] = [];
  const goods = toMoney(subtotal);
  if (limits.orderLimit !== null && goods.greaterThan(toMoney(limits.orderLimit))) passed.push('order');
  if (
    limits.monthlyLimit !== null &&
    goods.plus(toMoney(monthSpent)).greaterThan(toMoney(limits.monthlyLimit))
  ) {
    passed.push('month');
  }
  return passed;
}

/** The first day (`YYYY-MM-01`) of the calendar month `at` falls in, in the company's time zone. */
export function monthStart(at: Date, timeZone = 'Europe/Madrid'): string {
  return `${isoDateIn(at, timeZone).slice(0, 7)}-01`;
}
