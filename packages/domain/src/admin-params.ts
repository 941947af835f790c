// The parameters administration (spec §3 Param, §9): key–value settings the portal reads. The
// keys it knows are checked so that a typo cannot break the order rules or the contact e-mail.
import { z } from 'zod';
import { idSchema, pagedQuerySchema, safeText } from './admin-list.ts';
import type { ParamKey } from './constants.ts';
import type { MessageKey } from './messages.ts';
import { SYNC_SCHEDULE_MAX_MINUTES } from './erp-sync.ts';
import { CREDIT_POLICIES } from './credit-policy.ts';
import { checkEmail, checkPhone } from './validators.ts';
import { ownValue } from './wire-types.ts';

export const paramSchema = z.object({
  idParam: z.number().int(),
  clau: z.string(),
  valor: z.string(),
});
export type Param = z.infer<typeof paramSchema>;

export const PARAM_SORT_FIELDS = ['idParam', 'clau', 'valor'] as const;
export const paramListQuerySchema = pagedQuerySchema(PARAM_SORT_FIELDS);
export type ParamListQuery = z.infer<typeof paramListQuerySchema>;

/** Euros with at most two decimals, point or comma, as the order rules read them. */
const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

const VALUE_CHECKS: Partial<Record<ParamKey, (valor: string) => MessageKey | null>> = {
  importeFijo: (valor) => (AMOUNT.test(valor) ? null : 'admin.params.invalidAmount'),
  pedidoMinimo: (valor) => (AMOUNT.test(valor) ? null : 'admin.params.invalidAmount'),
  emailContacto: (valor) => checkEmail(valor, true),
  telefonoContacto: (valor) => checkPhone(valor, true),
  sincronitzacioMinuts: (valor) =>
    /^\d{1,4}$/.test(valor) && Number(valor) <= SYNC_SCHEDULE_MAX_MINUTES
      ? null
      : 'admin.params.invalidMinutes',
  sincronitzacioDocumentsMinuts: (valor) =>
    /^\d{1,4}$/.test(valor) && Number(valor) <= SYNC_SCHEDULE_MAX_MINUTES
      ? null
      : 'admin.params.invalidMinutes',
  creditPolicy: (valor) =>
    (CREDIT_POLICIES as readonly string[]).includes(valor) ? null : 'admin.params.invalidCreditPolicy',
};

/**
 * The message key of what is wrong with a value for this key, or null. Unknown keys take any
 * value. Only the table's own keys count: `__proto__` or `toString` must not reach
 * Object.prototype (a key is whatever a client sends).
 */
export function checkParamValue(clau: string, valor: string): MessageKey | null {
  return ownValue(VALUE_CHECKS, clau)?.(valor) ?? null;
}

/** The keys whose value is checked, and how: the form uses it to describe the value wanted. */
export type ParamValueKind = 'amount' | 'email' | 'phone' | 'minutes' | 'text';
const VALUE_KINDS: Partial<Record<ParamKey, ParamValueKind>> = {
  importeFijo: 'amount',
  pedidoMinimo: 'amount',
  emailContacto: 'email',
  telefonoContacto: 'phone',
  sincronitzacioMinuts: 'minutes',
  sincronitzacioDocumentsMinuts: 'minutes',
};

export function paramValueKind(clau: string): ParamValueKind {
  return ownValue(VALUE_KINDS, clau) ?? 'text';
}

const paramFields = {
  clau: safeText(100, 1).regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: 'admin.params.keyFormat' }),
  valor: safeText(1000),
};

function refineValue(body: { clau: string; valor: string }, ctx: z.RefinementCtx) {
  const issue = checkParamValue(body.clau, body.valor);
  if (issue) ctx.addIssue({ code: 'custom', path: ['valor'], message: issue });
}

export const createParamSchema = z.object(paramFields).superRefine(refineValue);
export type CreateParam = z.infer<typeof createParamSchema>;

export const updateParamSchema = z.object({ idParam: idSchema, ...paramFields }).superRefine(refineValue);
export type UpdateParam = z.infer<typeof updateParamSchema>;
