// Why the ERP rejected an order, in the customer's words. The ERP says it with a code
// (docs/erp-contract.md §6: `reasonCode` of a rejected import, or the `error` of a refused one) and
// an English sentence meant for people at the company; the customer is told the code's message in
// their own language, never the ERP's sentence (which stays in the error log for administrators).
import { z } from 'zod';

/** What a customer may be told about a rejection: one message key per reason the portal knows. */
export const REJECTION_MESSAGE_KEYS = [
  'orders.rejection.creditLimit',
  'orders.rejection.unknownCustomer',
  'orders.rejection.emptyOrder',
  'orders.rejection.unknownPaymentMethod',
  'orders.rejection.unknownCountry',
  'orders.rejection.invalidLine',
  'orders.rejection.totalsMismatch',
  'orders.rejection.other',
  'orders.rejection.notApproved',
] as const;
export const rejectionMessageSchema = z.enum(REJECTION_MESSAGE_KEYS);
export type RejectionMessage = z.infer<typeof rejectionMessageSchema>;

/** The reason code of an order its company's approver rejected (DESIGN §13). */
export const NOT_APPROVED = 'not_approved';

/** The ERP's reason codes the portal knows, each with the message the customer reads. */
const REJECTION_MESSAGES = new Map<string, RejectionMessage>([
  ['credit_limit', 'orders.rejection.creditLimit'],
  ['unknown_customer', 'orders.rejection.unknownCustomer'],
  ['empty_order', 'orders.rejection.emptyOrder'],
  ['unknown_payment_method', 'orders.rejection.unknownPaymentMethod'],
  ['unknown_country', 'orders.rejection.unknownCountry'],
  ['invalid_line', 'orders.rejection.invalidLine'],
  ['totals_mismatch', 'orders.rejection.totalsMismatch'],
  // Not the ERP's: the company's approver refused it (its words are the order's `motiuRebuig`).
  [NOT_APPROVED, 'orders.rejection.notApproved'],
]);

export const KNOWN_REJECTION_CODES = [...REJECTION_MESSAGES.keys()];

/**
 * The message for a rejection: the code's own, or a general one for a code the portal does not
 * know (a newer ERP, or an order rejected before the code was kept).
 */
export function rejectionMessageOf(code: string | null | undefined): RejectionMessage {
  // A Map, so that no code (`__proto__`, `toString`) can reach Object.prototype.
  return (code && REJECTION_MESSAGES.get(code)) || 'orders.rejection.other';
}
