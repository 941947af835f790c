// The tokens of mailed links (password recovery, e-mail confirmation): 32 random bytes, of which
// only a SHA-256 is stored, so a copy of the database cannot be turned into working links.
import { createHash, randomBytes } from 'node:crypto';
import type { TokenState } from '@portal/domain/accounts';
import { badRequest } from '../../http/errors.ts';

export const TOKEN_KINDS = ['password_reset', 'email_change'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

/**
 * What a stored token is worth now. Used before expired: a link that already did its work says
 * so, which is the more useful of the two messages.
 */
export function tokenState(
  row: { expiresAt: Date; usedAt: Date | null } | undefined,
  now = new Date(),
): TokenState['estat'] {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

const REFUSAL = {
  unknown: 'accounts.linkInvalid',
  used: 'accounts.linkUsed',
  expired: 'accounts.linkExpired',
} as const;

/** Refuses a link that cannot be used any more, with the message its page shows. */
export function assertUsable<T extends { expiresAt: Date; usedAt: Date | null }>(
  row: T | undefined,
): asserts row is T {
  const state = tokenState(row);
  if (state !== 'valid') throw badRequest(REFUSAL[state], [{ field: 'token', key: REFUSAL[state] }]);
}
