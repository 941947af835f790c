// A form's check with the same zod schema the server applies (packages/domain), its issues
// turned into the same texts the server would answer: a message key when the schema names one
// (e.g. `admin.permissions.endPointFormat`), else required / too long / invalid value. Every
// administration form checks its values here, so a field says what the server would say.
import type { z } from 'zod';
import { i18n, translateMessageKey } from '#shared/i18n/i18n.ts';

type Issue = z.core.$ZodIssue;

function issueText(issue: Issue): string {
  const own = translateMessageKey(issue.message);
  if (own) return own;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return i18n.t('messages:validation.required');
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
    return i18n.t('messages:validation.required');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return i18n.t('messages:validation.textTooLong', { max: Number(issue.maximum) });
  return i18n.t('messages:validation.invalidValue');
}

/** `{field: text}` for the first issue of each top-level field; empty when the values pass. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue);
  }
  return errors;
}

/** Moves the focus to the first field, in the form's order, that has an error. */
export function focusFirstError(
  errors: Record<string, unknown>,
  order: readonly string[],
  nodeOf: (field: string) => HTMLElement | null,
): void {
  const first = order.find((field) => errors[field]);
  if (first) nodeOf(first)?.focus();
}
