// Owns `sessions`, `refresh_tokens`, `login_throttles` and `rate_limit_hits` (db/schema/owners.js).
// The auth module's tables: sessions (one per log-in) and their refresh tokens. Every way a
// session ends is here: logout, a rotated refresh token presented again (RFC 9700 §4.14: the
// whole family goes), and every session of a user at once (password change, account disabled).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';

export type RotateOutcome =
  /** The token was live: it is now revoked, and the caller issues the next one of `sessionId`. */
  | { kind: 'rotated'; idUsuari: number; sessionId: number }
  /** The token had already been rotated or revoked: its session has just been revoked whole. */
  | { kind: 'reused' }
  /** Unknown, expired, or of a revoked session. */
  | { kind: 'invalid' };

export class SessionRepository extends Repository {
  async open(idUsuari: number): Promise<number> {
    const [row] = await this.db.insert(sessions).values({ idUsuari }).returning({ id: sessions.id });
    return row!.id;
  }

  async storeRefreshToken(idUsuari: number, sessionId: number, tokenHash: string, expiresAt: Date) {
    await this.db.insert(refreshTokens).values({ idUsuari, idSessio: sessionId, tokenHash, expiresAt });
  }

  /**
   * Revokes the refresh token if it is live, in one statement so that of two requests presenting
   * the same token at once (two instances, two tabs) exactly one rotates it; the other finds it
   * revoked and counts as a reuse.
   */
  async rotate(tokenHash: string, now: Date): Promise<RotateOutcome> {
    const rotated = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > ${now.toISOString()}`,
          sql`exists (select 1 from ${sessions} where ${sessions.id} = ${refreshTokens.idSessio} and ${sessions.revokedAt} is null)`,
        ),
      )
      .returning({ idUsuari: refreshTokens.idUsuari, sessionId: refreshTokens.idSessio });
    if (rotated[0]) return { kind: 'rotated', ...rotated[0] };
    const [known] = await this.db
      .select({ sessionId: refreshTokens.idSessio, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!known?.revokedAt) return { kind: 'invalid' };
    // Someone holds a token that was already used: the thief or the owner, no telling which, so
    // the login ends for both (RFC 9700 §4.14.2).
    await this.revoke(known.sessionId, now);
    return { kind: 'reused' };
  }

  /** Ends one session: its refresh tokens stop working, and its access tokens with them. */
  async revoke(sessionId: number, now = new Date()): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.idSessio, sessionId), isNull(refreshTokens.revokedAt)));
  }

  /** The session a refresh token belongs to, used or not (logout with an already rotated token). */
  async sessionOfRefreshToken(
    tokenHash: string,
  ): Promise<{ sessionId: number; idUsuari: number } | undefined> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.idSessio, idUsuari: refreshTokens.idUsuari })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** When each of the users last logged in (opened a session); absent for one who never did. */
  async lastLoginsOf(ids: number[]): Promise<Map<number, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ idUsuari: sessions.idUsuari, last: sql<Date | string>`max(${sessions.createdAt})` })
      .from(sessions)
      .where(inArray(sessions.idUsuari, ids))
      .groupBy(sessions.idUsuari);
    return new Map(rows.map((row) => [row.idUsuari, new Date(row.last)]));
  }

  /**
   * Revokes every session of the user with its refresh tokens (the user's session version, which
   * stops access tokens in hand, is the users module's: AuthService.revokeAllOf raises both).
   */
  async revokeAllOf(idUsuari: number, now = new Date()): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.idUsuari, idUsuari), isNull(sessions.revokedAt)));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.idUsuari, idUsuari), isNull(refreshTokens.revokedAt)));
  }
}
