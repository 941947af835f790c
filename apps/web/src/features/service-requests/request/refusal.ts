// What the staff dialogs make of a refused change: the field errors the server named (shown on
// their fields) and, for any other refusal (a move no longer allowed, no permission, the server
// out of reach), the text to show above the fields.
import { ApiError } from '#shared/api/api-error.ts';
import { i18n, translateMessageKey } from '#shared/i18n/i18n.ts';

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

/** `{field: text}` for the refusal's errors on `fields`; null when it names none of them. */
export function refusalFields<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError) || !error.body?.errors) return null;
  const found: Partial<Record<F, string>> = {};
  for (const fieldError of error.body.errors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field && !found[field]) {
      found[field] = fieldError.error_description || translateMessageKey(fieldError.missatge) || '';
    }
  }
  return Object.keys(found).length > 0 ? found : null;
}
