// Orders awaiting their company's approval (`/aprovacions`, DESIGN §13): an order over its buyer's
// spending limits (spending-limits.ts) is stored whole and waits for an approver of the company
// (an approver, a buyer who also approves, or the company administrator), who approves it (it then
// goes to the ERP as any other order) or rejects it with a reason the buyer reads.
import { z } from 'zod';
import { moneySchema } from './money.ts';
import { orderLineSchema, orderSchema } from './ordering-api.ts';
import { safeText } from './wire-types.ts';

export const PASSED_LIMITS = ['order', 'month'] as const;
export const passedLimitSchema = z.enum(PASSED_LIMITS);

/** Approvers are reminded after this long without a decision… */
export const APPROVAL_REMINDER_HOURS = 48;
/** …and the company administrator is told after this long. */
export const APPROVAL_ESCALATION_DAYS = 5;

export const APPROVAL_REASON_MAX = 500;

export const pendingApprovalSchema = z.object({
  pedido: orderSchema,
  lineasPedido: z.array(orderLineSchema),
  /** Who placed it: their name, or their login when they gave none. */
  comprador: z.string(),
  /** The limits it passes, as they were when it was placed. */
  limits: z.array(passedLimitSchema),
  limitPedido: moneySchema.nullable(),
  limitMensual: moneySchema.nullable(),
  /** The buyer's spend of that calendar month before this order (goods before VAT). */
  gastMes: moneySchema,
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** `POST /aprovacions/{code}/rebutjar`: why, in the approver's words, which the buyer reads. */
export const approvalRejectionSchema = z.object({
  motiu: safeText(APPROVAL_REASON_MAX).pipe(z.string().min(1, { message: 'validation.required' })),
});
export type ApprovalRejection = z.infer<typeof approvalRejectionSchema>;
