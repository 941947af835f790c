// What each checkout step needs before the customer may go on, and the order body the last step
// sends. The server checks all of it again (order-body.ts, order.ts); these checks only spare the
// customer a round trip and point at the field to fix.
import { deliveryDateProblem, type OrderBodyInput } from '@portal/domain/order-body';
import type { CartView } from '@portal/domain/ordering-api';

export interface CheckoutConditions {
  referencia: string;
  /** `YYYY-MM-DD`, or null for "as soon as possible". */
  fechaEntrega: string | null;
  /** A payment method code as text (the Select's value), or null for the customer's own. */
  formaPago: string | null;
  observaciones: string;
  accepted: boolean;
}

export interface CheckoutState {
  idContacto: number | null;
  conditions: CheckoutConditions;
}

export const INITIAL_CHECKOUT: CheckoutState = {
  idContacto: null,
  conditions: { referencia: '', fechaEntrega: null, formaPago: null, observaciones: '', accepted: false },
};

export type LinesProblem = 'empty' | 'blocked' | 'invalidQuantities';
export type DeliveryProblem = 'noAddress';
export type ConditionsProblem =
  'conditionsNotAccepted' | 'deliveryDatePast' | 'deliveryDateWeekend' | 'blocked';

export function linesProblems(cart: CartView, invalidLines: number): LinesProblem[] {
  if (cart.lineas.length === 0) return ['empty'];
  const problems: LinesProblem[] = [];
  if (invalidLines > 0) problems.push('invalidQuantities');
  if (cart.blocking.length > 0) problems.push('blocked');
  return problems;
}

export function deliveryProblems(state: CheckoutState): DeliveryProblem[] {
  return state.idContacto === null ? ['noAddress'] : [];
}

/** `today` is `YYYY-MM-DD` in the company's zone (order-body.ts `isoDateIn`), as the server compares. */
export function conditionsProblems(state: CheckoutState, cart: CartView, today: string): ConditionsProblem[] {
  const problems: ConditionsProblem[] = [];
  const { accepted, fechaEntrega } = state.conditions;
  if (!accepted) problems.push('conditionsNotAccepted');
  // The server's own rule (order-body.ts): not before today, and a working day.
  const dateProblem = fechaEntrega ? deliveryDateProblem(fechaEntrega, today) : null;
  if (dateProblem === 'orders.deliveryDatePast') problems.push('deliveryDatePast');
  if (dateProblem === 'orders.deliveryDateWeekend') problems.push('deliveryDateWeekend');
  if (cart.blocking.length > 0) problems.push('blocked');
  return problems;
}

/** The body of `POST /pedidos/add`: codes and quantities only, the server prices them. */
export function orderBody(cart: CartView, state: CheckoutState): OrderBodyInput {
  const { referencia, fechaEntrega, formaPago, observaciones, accepted } = state.conditions;
  return {
    lineasPedido: cart.lineas.map((line) => ({ codigo: line.codigo, Cantidad: line.Cantidad })),
    idContacto: state.idContacto ?? 0,
    ...(formaPago ? { formaPago: Number(formaPago) } : {}),
    ...(referencia.trim() ? { referencia: referencia.trim() } : {}),
    ...(fechaEntrega ? { fechaEntrega } : {}),
    ...(observaciones.trim() ? { observaciones: observaciones.trim() } : {}),
    acceptedConditions: accepted,
  };
}
