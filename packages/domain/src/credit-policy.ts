// Credit at checkout: the ERP's last word on a customer's credit (limit, used, available, overdue)
// against the order about to be placed. The `creditPolicy` parameter says what the portal does
// with an order over the available credit or from a customer with an overdue balance: refuse it
// (`block`), place it with a warning the checkout shows (`warn`), or not look (`off`). The ERP
// stays the judge either way: its own refusal reaches the customer as any rejection does.
import { formatAmount } from './format.ts';
import { toMoney, toWireAmount, type MoneyValue } from './money.ts';

export const CREDIT_POLICIES = ['block', 'warn', 'off'] as const;
export type CreditPolicy = (typeof CREDIT_POLICIES)[number];
export const DEFAULT_CREDIT_POLICY: CreditPolicy = 'warn';

/** The parameter's value as a policy; anything else (absent, mistyped) is the default. */
export function creditPolicyOf(valor: string | null | undefined): CreditPolicy {
  const value = valor?.trim().toLowerCase();
  return (CREDIT_POLICIES as readonly string[]).includes(value ?? '')
    ? (value as CreditPolicy)
    : DEFAULT_CREDIT_POLICY;
}

export interface CreditFigures {
  available: MoneyValue;
  overdue: MoneyValue;
}

export type CreditVerdict =
  | { verdict: 'ok' }
  | {
      verdict: 'warn' | 'block';
      /** Why: the order is over the available credit, or the customer owes overdue invoices. */
      reasons: ('overLimit' | 'overdue')[];
      total: number;
      available: number;
      overdue: number;
    };

/**
 * Judges an order's total against the customer's credit. No credit known (the ERP has sent none)
 * is never a refusal: the portal does not invent a limit.
 */
export function judgeCredit(
  total: MoneyValue,
  credit: CreditFigures | null,
  policy: CreditPolicy,
): CreditVerdict {
  if (policy === 'off' || credit === null) return { verdict: 'ok' };
  const reasons: ('overLimit' | 'overdue')[] = [];
  if (toMoney(total).greaterThan(toMoney(credit.available))) reasons.push('overLimit');
  if (toMoney(credit.overdue).greaterThan(0)) reasons.push('overdue');
  if (reasons.length === 0) return { verdict: 'ok' };
  return {
    verdict: policy,
    reasons,
    total: toWireAmount(total),
    available: toWireAmount(credit.available),
    overdue: toWireAmount(credit.overdue),
  };
}

/** The refusal or warning in words: the message key and its amounts, as the portal writes euros. */
export function creditIssue(verdict: Exclude<CreditVerdict, { verdict: 'ok' }>): {
  key: 'orders.creditOverLimit' | 'orders.creditOverdue';
  params: { total: string; available: string; overdue: string };
} {
  const params = {
    total: formatAmount(verdict.total),
    available: formatAmount(verdict.available),
    overdue: formatAmount(verdict.overdue),
  };
  // An overdue balance is the stronger reason: paying it is what unblocks the customer.
  return {
    key: verdict.reasons.includes('overdue') ? 'orders.creditOverdue' : 'orders.creditOverLimit',
    params,
  };
}
