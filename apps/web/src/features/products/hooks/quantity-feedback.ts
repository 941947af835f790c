// What the quantity field says while the customer types: the cart's own rules (cart-quantity.ts
// `checkQuantity`: whole units, lote multiples, minimum; stock warnings that never block) plus
// the empty field, which the rules cannot see. Message keys, rendered with `messages:<key>`.
import { checkQuantity } from '@portal/domain/cart-quantity';
import type { Product } from '@portal/domain/catalogue';
import { ruleIssue, type RuleIssue } from '@portal/domain/rule-issue';

export interface QuantityFeedback {
  /** The typed quantity when it can be ordered, else null. */
  orderable: number | null;
  errors: RuleIssue[];
  warnings: RuleIssue[];
}

export function quantityFeedback(
  value: number | string,
  product: Pick<Product, 'lote' | 'minimumQuantity' | 'stock'>,
): QuantityFeedback {
  if (typeof value === 'string' && value.trim() === '') {
    return { orderable: null, errors: [ruleIssue('validation.required')], warnings: [] };
  }
  const quantity = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(quantity)) {
    return { orderable: null, errors: [ruleIssue('validation.invalidNumber')], warnings: [] };
  }
  const { errors, warnings } = checkQuantity(quantity, product);
  return { orderable: errors.length === 0 ? quantity : null, errors, warnings };
}
