// What a form makes of a refused request: the text to show above its fields (the server's own, in
// the request's language, else its message key rendered here) and the field errors — those the
// server names, and those a known message key belongs to (e.g. a wrong current password on that
// field).
import { ApiError } from '../api/api-error.ts';
import { i18n, translateMessageKey } from '../i18n/i18n.ts';

export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      error.body?.error_description ||
      translateMessageKey(error.body?.missatge) ||
      error.description ||
      i18n.t('messages:errors.generic')
    );
  }
  return i18n.t('errors.network');
}

/**
 * `{field: text}` for a refusal about the form's fields; null when it is about none of them (the
 * form then shows the text above its fields).
 */
export function refusalFields<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfKey: Readonly<Record<string, F>> = {},
): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const found: Partial<Record<F, string>> = {};
  for (const fieldError of error.body.errors ?? []) {
    const field = fields.find((name) => name === fieldError.field);
    if (field && !found[field]) {
      found[field] = fieldError.error_description || translateMessageKey(fieldError.missatge) || '';
    }
  }
  const keyed = Object.hasOwn(fieldOfKey, error.body.missatge) ? fieldOfKey[error.body.missatge] : undefined;
  if (keyed && !found[keyed]) found[keyed] = refusalText(error);
  return Object.keys(found).length > 0 ? found : null;
}
