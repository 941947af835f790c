// The one customer-scope rule (DESIGN §6; STYLE.md "One customer-scope check"), in the manner of
// outline's `authorize(user, action, target)`. The route's permission decides who may call at all;
// this decides which customer's data the call reaches. Every customer-scoped route goes through
// it — orders and their lines, delivery contacts, the cart, promotions, the customer's own data,
// service requests — so "only your own customer's data" is written once:
//
// - A customer's user reaches its own customer only, whatever code or number the request names.
// - A user without a customer is staff (the administrator, the service department, a role an
//   administrator made) and reaches every customer; staff have no cart and place no orders.
// - Another customer's object is answered exactly as one that does not exist: 404, never 403,
//   which would tell that it exists.
import type { AuthContext } from '../plugins/access-control.ts';
import type { AppError } from './errors.ts';
import { forbidden, notFound } from './errors.ts';

/** Whatever belongs to one customer: an order, a contact, a service request, the customer itself. */
export interface CustomerOwned {
  codigoCliente: string;
}

/** Whether the caller reaches a customer's data. */
export function reachesCustomer(auth: AuthContext, codigoCliente: string): boolean {
  return auth.codigoCliente === null || auth.codigoCliente === codigoCliente;
}

/**
 * The object, if the caller reaches it; a missing one and another customer's get the same 404
 * (`missing` for a resource with its own not-found message).
 */
export function authorize<T extends CustomerOwned>(
  auth: AuthContext,
  target: T | null | undefined,
  missing: () => AppError = notFound,
): T {
  if (!target || !reachesCustomer(auth, target.codigoCliente)) throw missing();
  return target;
}

/** A customer named by the request (a path or query parameter): its code if reached, else 404. */
export function authorizeCustomer(
  auth: AuthContext,
  codigoCliente: string,
  missing: () => AppError = notFound,
): string {
  return authorize(auth, { codigoCliente }, missing).codigoCliente;
}

/**
 * The caller's own customer, for what only a customer's user does: keep a cart, place an order,
 * add a delivery address, ask for service. Staff have none: 403 (the permission may be granted,
 * but there is no customer to act for).
 */
export function ownCustomer(auth: AuthContext): string {
  if (!auth.codigoCliente) throw forbidden();
  return auth.codigoCliente;
}
