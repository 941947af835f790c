// The request forms' errors, worded as the server words them (apps/server/src/http/zod-issues.ts):
// a zod issue of the domain schema becomes its message key (with the limits it names), else
// required / too small / too long / not one of the options; a refusal's field errors keep the
// server's own text. Unlike shared/forms/schema-errors.ts, fields are whole paths
// (`maquines.1.codigoProducto`, `datesPreferides.0`), since these forms have lists of rows.
import type { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import { i18n, translateMessageKey } from '#shared/i18n/i18n.ts';

type Issue = z.core.$ZodIssue;

export function issueText(issue: Issue): string {
  const params: Record<string, unknown> = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  const own = translateMessageKey(issue.message, params);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      return i18n.t(
        issue.input === undefined || issue.input === null
          ? 'messages:validation.required'
          : 'messages:validation.invalidValue',
      );
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1)
        return i18n.t('messages:validation.required');
      return i18n.t('messages:validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return i18n.t('messages:validation.textTooLong', { max: Number(issue.maximum) });
      return i18n.t('messages:validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return i18n.t('messages:validation.invalidEnum', { options: issue.values.map(String).join(', ') });
    default:
      return i18n.t('messages:validation.invalidValue');
  }
}

/** `{path: text}` for the first issue on each path; empty when `dades` passes the schema. */
export function dadesErrors(schema: z.ZodType, dades: unknown): Record<string, string> {
  const parsed = schema.safeParse(dades);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issueText(issue);
  return errors;
}

/**
 * `{path: text}` of a refusal's field errors (paths as in the form's schema; a `dades.` prefix, the
 * multipart part's name, is dropped); null when the refusal names no field.
 */
export function refusalFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.body?.errors?.length) return null;
  const errors: Record<string, string> = {};
  for (const field of error.body.errors) {
    const path = field.field.replace(/^dades\./, '');
    errors[path] ??= field.error_description || translateMessageKey(field.missatge) || '';
  }
  return errors;
}
