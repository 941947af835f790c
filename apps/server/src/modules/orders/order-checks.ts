// The checks of a priced order, shared by placing an order and approving one that waited.
import type { MessageKey } from '@portal/domain/messages';
import { checkOrder } from '@portal/domain/order';
import type { OrderBody } from '@portal/domain/order-body';
import { unprocessable } from '../../http/errors.ts';
import type { PricedItem } from '../pricing/line-pricing.ts';
import type { PricedOrder } from '../pricing/order-pricing.ts';

const paramsOf = (item: PricedItem) => ({
  lote: item.product.lote ?? '',
  minimumQuantity: item.product.minimumQuantity,
});

/**
 * The priced lines and the order's rules: every product known, every line orderable, the order
 * whole. Placing an order checks them, and so does approving one that waited (with the conditions
 * its buyer accepted then).
 */
export function checkPriced(
  { priced, missing, summary, settings }: PricedOrder,
  acceptedConditions: OrderBody['acceptedConditions'],
): void {
  if (missing.length > 0) {
    throw unprocessable(
      'errors.productInfoMissing',
      {},
      missing.map((codigo) => ({ field: codigo, key: 'errors.productInfoMissing' })),
    );
  }
  const broken = priced.find((item) => item.errors.length > 0);
  if (broken) {
    const key = broken.errors[0]!.missatge as MessageKey;
    throw unprocessable(key, paramsOf(broken), [{ field: broken.codigo, key, params: paramsOf(broken) }]);
  }
  const issues = checkOrder(summary, acceptedConditions, settings);
  if (issues.length > 0) {
    throw unprocessable(
      issues[0]!.key,
      issues[0]!.params,
      issues.map((issue) => ({ field: 'pedido', key: issue.key, params: issue.params })),
    );
  }
}
