// How the public account screens read a failure. A visitor sends no Accept-Language (spec §7:
// only a stored user does), so the server's own text may be in the browser's language rather
// than the one chosen on screen: the message key is rendered here instead, and a mailed link's
// refusal becomes one of the link states the screens explain.
import { ApiError, NetworkError } from '#shared/api/api-error.ts';
import { i18n, translateMessageKey } from '#shared/i18n/i18n.ts';

/** Why a mailed link cannot be used; `missing` when the address carries no token at all. */
export type LinkProblem = 'expired' | 'used' | 'unknown' | 'missing';

// The message keys the server refuses a link with (packages/domain accounts: `accounts.link…`).
const LINK_PROBLEMS: Record<string, LinkProblem> = {
  'accounts.linkExpired': 'expired',
  'accounts.linkUsed': 'used',
  'accounts.linkInvalid': 'unknown',
  'accounts.linkUnknown': 'unknown',
};

/** The link state a refusal stands for, or null when the failure is not about the link. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const byKey = LINK_PROBLEMS[error.body?.missatge ?? ''];
  if (byKey) return byKey;
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'unknown';
  // A token the schema refuses (malformed, cut short when copied) is as unknown as a wrong one.
  if (error.status === 400 && error.body?.errors?.some((field) => field.field === 'token')) return 'unknown';
  return null;
}

/** 429: "try again in {{seconds}} seconds" with the server's wait, else without a number. */
function rateLimitText(error: ApiError): string {
  const seconds = /\d+/.exec(error.description ?? '')?.[0];
  return seconds ? i18n.t('messages:errors.rateLimited', { seconds }) : i18n.t('recovery.rateLimited');
}

/** A failure's text in the interface language. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return i18n.t('errors.network');
  if (!(error instanceof ApiError)) return i18n.t('messages:errors.generic');
  if (error.status === 429) return rateLimitText(error);
  return translateMessageKey(error.body?.missatge) ?? error.description ?? i18n.t('messages:errors.generic');
}

/** The server's field errors as `{field: text}`, each in the interface language. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of error.body?.errors ?? []) {
    errors[field.field] ??= translateMessageKey(field.missatge) ?? field.error_description;
  }
  return errors;
}
