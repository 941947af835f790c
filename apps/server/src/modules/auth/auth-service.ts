// Log-in, refresh and logout (DESIGN §4, §6). Failures say nothing about which part was wrong,
// and unknown users cost the same time as wrong passwords.
import type { TokenResponse } from '@portal/domain/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import { UserRepository } from '../users/user-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { Limit } from './rate-limiter.ts';
import { RateLimiter } from './rate-limiter.ts';
import { hashRefreshToken, type TokenService } from './tokens.ts';

export interface LoginLimits {
  /** Every attempt from one address, good or bad. */
  perIp: Limit;
  /** Failed attempts on one account, from anywhere. */
  perAccountFailures: Limit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { max: 30, windowSeconds: 300 },
  perAccountFailures: { max: 5, windowSeconds: 900 },
};

const invalidGrant = () => new AppError(400, 'invalid_grant', 'auth.invalidCredentials');
const invalidRefresh = () => new AppError(400, 'invalid_grant', 'auth.invalidRefreshToken');

export class AuthService {
  private readonly users: UserRepository;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    this.users = new UserRepository(db);
    this.limiter = new RateLimiter(db);
  }

  async loginWithPassword(login: string, password: string, ip: string): Promise<TokenResponse> {
    const ipBucket = `login:ip:${ip}`;
    const accountBucket = `login:account:${login.trim().toLowerCase()}`;
    const blocked =
      (await this.limiter.blockedFor(ipBucket, this.limits.perIp)) ??
      (await this.limiter.blockedFor(accountBucket, this.limits.perAccountFailures));
    if (blocked !== null) throw tooManyRequests(blocked);
    await this.limiter.hit(ipBucket, this.limits.perIp);

    const user = await this.users.findActiveByLogin(login);
    const ok = user
      ? await this.hasher.verify(password, user.passwordHash)
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !ok) {
      await this.limiter.hit(accountBucket, this.limits.perAccountFailures);
      throw invalidGrant();
    }
    await this.limiter.clear(accountBucket);
    return this.issue(user.idUsuari);
  }

  /** Rotates the refresh token: the old one is revoked, a new pair is issued. */
  async refresh(refreshToken: string): Promise<TokenResponse> {
    const hash = hashRefreshToken(refreshToken);
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ idUsuari: refreshTokens.idUsuari });
      const row = rows[0];
      if (!row) throw invalidRefresh();
      const user = await new UserRepository(tx).findActiveById(row.idUsuari);
      if (!user) throw invalidRefresh();
      return this.issue(row.idUsuari, tx);
    });
  }

  async revoke(refreshToken: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)), isNull(refreshTokens.revokedAt)),
      );
  }

  /** A password change ends every session of the user. */
  async revokeAllOf(idUsuari: number, db: Pick<Db, 'update'> = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.idUsuari, idUsuari), isNull(refreshTokens.revokedAt)));
  }

  private async issue(idUsuari: number, db: Pick<Db, 'insert'> = this.db): Promise<TokenResponse> {
    const refresh = this.tokens.newRefreshToken();
    await db
      .insert(refreshTokens)
      .values({ idUsuari, tokenHash: refresh.hash, expiresAt: refresh.expiresAt });
    return {
      access_token: await this.tokens.signAccess({ idUsuari }),
      token_type: 'bearer',
      expires_in: this.tokens.accessTtlSeconds,
      refresh_token: refresh.token,
    };
  }
}
