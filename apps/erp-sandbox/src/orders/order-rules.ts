// What the sandbox ERP checks before taking an order (422 when it cannot), and how it decides to
// accept or reject one it takes. Product codes are not checked: the portal may sell from its own
// demo catalogue, which this sandbox does not hold; a real ERP would check them too.
import { errors } from '../http/errors.ts';
import { CENT, type Units, absUnits, formatUnits, toUnits } from '../money.ts';
import type { SandboxState } from '../state/sandbox-state.ts';
import type { OrderImport } from './order-schema.ts';

export function checkOrder(order: OrderImport, state: SandboxState): void {
  const customer = state.customers.get(order.customerCodigo);
  if (!customer || !customer.activo) {
    throw errors.unprocessable(
      'unknown_customer',
      `Customer ${order.customerCodigo} does not exist in the ERP`,
    );
  }
  if (order.lines.length === 0) throw errors.unprocessable('empty_order', 'The order has no lines');
  if (!state.paymentMethods.has(order.paymentMethodCode)) {
    throw errors.unprocessable(
      'unknown_payment_method',
      `Payment method ${order.paymentMethodCode} does not exist in the ERP`,
    );
  }
  if (!state.countries.has(order.deliveryContact.pais)) {
    throw errors.unprocessable(
      'unknown_country',
      `Country ${order.deliveryContact.pais} does not exist in the ERP`,
    );
  }
  checkTotals(order);
}

/**
 * The totals must add up. Lines are compared with one cent of tolerance each, because a unit
 * price may carry 4 decimals and the portal rounds the line to cents; the totals among themselves
 * must be exact.
 */
function checkTotals(order: OrderImport): void {
  let gross: Units = 0n;
  let discount: Units = 0n;
  order.lines.forEach((line, index) => {
    const amount = BigInt(line.quantity) * toUnits(line.unitPrice);
    const lineDiscount = toUnits(line.discount);
    if (lineDiscount > amount + CENT) {
      throw errors.unprocessable(
        'invalid_line',
        `Line ${index + 1} (${line.codigo}): the discount is larger than the line amount`,
      );
    }
    gross += amount;
    discount += lineDiscount;
  });
  const totals = {
    gross: toUnits(order.totals.gross),
    discount: toUnits(order.totals.discount),
    net: toUnits(order.totals.net),
    shipping: toUnits(order.totals.shipping),
    total: toUnits(order.totals.total),
  };
  const tolerance = CENT * BigInt(order.lines.length);
  const mismatch = (what: string, expected: Units) =>
    errors.unprocessable(
      'totals_mismatch',
      `totals.${what} does not add up: the ERP computes ${formatUnits(expected)}`,
    );
  if (absUnits(totals.gross - gross) > tolerance) throw mismatch('gross', gross);
  if (absUnits(totals.discount - discount) > tolerance) throw mismatch('discount', discount);
  if (totals.net !== totals.gross - totals.discount) throw mismatch('net', totals.gross - totals.discount);
  if (totals.total !== totals.net + totals.shipping) throw mismatch('total', totals.net + totals.shipping);
}

export type Decision = { status: 'accepted' } | { status: 'rejected'; reasonCode: string; reason: string };

/** The sandbox's only reason to reject: a total above the `rejectAboveTotal` switch (a credit limit). */
export function decide(order: OrderImport, rejectAboveTotal: number | null): Decision {
  if (rejectAboveTotal === null) return { status: 'accepted' };
  const limit = BigInt(Math.round(rejectAboveTotal * 100)) * CENT;
  if (toUnits(order.totals.total) <= limit) return { status: 'accepted' };
  return {
    status: 'rejected',
    reasonCode: 'credit_limit',
    reason: `Total ${order.totals.total} EUR is above the customer's credit limit of ${formatUnits(limit)} EUR`,
  };
}
