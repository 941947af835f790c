// The parameter form's checks: the same body schemas the server applies (packages/domain), so a
// value is refused here with the text the server would answer — an amount with at most two
// decimals for `importeFijo` and `pedidoMinimo`, an e-mail for `emailContacto`, a phone for
// `telefonoContacto`, the key's format — before anything is sent.
import { createParamSchema, updateParamSchema } from '@portal/domain/admin-params';
import { isMessageKey } from '@portal/domain/messages';
import type { z } from 'zod';
import { translateMessageKey } from '#shared/i18n/i18n.ts';

export interface ParamFormValues {
  clau: string;
  valor: string;
}

export const PARAM_FIELDS = ['clau', 'valor'] as const;
export type ParamField = (typeof PARAM_FIELDS)[number];

type Issue = z.core.$ZodIssue;

/** The text of one schema issue in the session language (as the server words it). */
function issueText(issue: Issue): string {
  const text = (key: string, params?: Record<string, unknown>) =>
    translateMessageKey(key, params) ?? translateMessageKey('validation.invalidValue') ?? key;
  if (isMessageKey(issue.message)) return text(issue.message);
  if (issue.code === 'too_small') return text('validation.required');
  if (issue.code === 'too_big') return text('validation.textTooLong', { max: Number(issue.maximum) });
  return text('validation.invalidValue');
}

/** `{field: text}` of what is wrong; empty when the values may be sent. */
export function validateParam(
  values: ParamFormValues,
  idParam: number | null,
): Partial<Record<ParamField, string>> {
  const result =
    idParam === null
      ? createParamSchema.safeParse(values)
      : updateParamSchema.safeParse({ idParam, ...values });
  const errors: Partial<Record<ParamField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'clau' || field === 'valor') && !errors[field]) errors[field] = issueText(issue);
  }
  return errors;
}
