// Log-in, refresh and logout (DESIGN §4, §6). Failures say nothing about which part was wrong,
// and unknown users cost the same time as wrong passwords. Each log-in opens a session; its
// access tokens name it, so ending it (logout, a reused refresh token) ends them at once.
import type { TokenResponse } from '@portal/domain/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import type { UserAccounts } from '../users/user-accounts.ts';
import { DEFAULT_THROTTLE_POLICY, type LoginThrottle, type ThrottlePolicy } from './login-throttle.ts';
import { notifyThrottledOwner, type ThrottledOwner } from './throttle-notice.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { Limit, RateLimiter } from './rate-limiter.ts';
import type { SessionRepository } from './session-repository.ts';
import { hashRefreshToken, type TokenService } from './tokens.ts';

export interface LoginLimits {
  /** Every attempt from one address, good or bad. */
  perIp: Limit;
  /** Growing delays for the failures of one account from one address. */
  throttle: ThrottlePolicy;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { max: 30, windowSeconds: 300 },
  throttle: DEFAULT_THROTTLE_POLICY,
};

/** The owner of a throttled account is mailed at most once in this long. */
const THROTTLE_NOTICE_WINDOW: Limit = { max: 1, windowSeconds: 60 * 60 };

const invalidGrant = () => new AppError(400, 'invalid_grant', 'auth.invalidCredentials');
const awaitingActivation = () => new AppError(400, 'invalid_grant', 'auth.awaitingActivation');
export const invalidRefresh = () => new AppError(400, 'invalid_grant', 'auth.invalidRefreshToken');

/** Whose failures a log-in counts: the account when it exists, else the name as typed. */
const accountKey = (user: { idUsuari: number } | undefined, login: string) =>
  user ? `u:${user.idUsuari}` : `l:${login.trim().toLowerCase()}`;

export interface AuthOptions {
  /** The shared rate-limit counters (the per-address limit, the throttled owner's notice). */
  limiter: RateLimiter;
  /** Failed log-ins per account and address, with the policy of `LoginLimits.throttle`. */
  throttle: LoginThrottle;
  /** Every attempt from one address, good or bad. */
  perIp?: Limit;
  /** `PUBLIC_URL`: the throttled owner's mail links to password recovery there. */
  publicUrl?: string;
  /** Called after a mail was written (the owner of a throttled account), to wake the mail worker. */
  onMailQueued?: () => void;
}

export class AuthService {
  private readonly limiter: RateLimiter;
  private readonly throttle: LoginThrottle;
  private readonly perIp: Limit;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionRepository,
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly options: AuthOptions,
  ) {
    this.limiter = options.limiter;
    this.throttle = options.throttle;
    this.perIp = options.perIp ?? DEFAULT_LOGIN_LIMITS.perIp;
  }

  async loginWithPassword(login: string, password: string, ip: string): Promise<TokenResponse> {
    // Counted and judged in one statement, so instances answering at once cannot both slip under it.
    const ipWait = await this.limiter.take(`login:ip:${ip}`, this.perIp);
    if (ipWait !== null) throw tooManyRequests(ipWait);

    const user = await this.users.loginCandidate(login);
    const key = accountKey(user, login);
    // A pair still waiting is not even checked: the right password answers the same 429.
    const wait = await this.throttle.waitFor(key, ip);
    if (wait !== null) throw tooManyRequests(wait);

    const ok = user
      ? await this.hasher.verify(password, user.passwordHash)
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !ok) {
      const failure = await this.throttle.recordFailure(key, ip);
      if (failure.startedThrottling && user) await this.tellOwner(user, ip, failure.failures);
      // Now and then, rather than by a job: a few rows a day per address that failed.
      if (Math.random() < 0.01) await Promise.all([this.throttle.prune(), this.limiter.prune()]);
      throw invalidGrant();
    }
    await this.throttle.clear(key, ip);
    // The right password of a company that registered and is not activated yet: say so, rather
    // than "wrong user or password". Only now, so a guesser learns nothing of the account.
    if (!user.activo) throw awaitingActivation();
    // An older scheme or cost is replaced while the password is at hand; a failure here costs
    // nothing but the upgrade, which the next log-in tries again.
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.hasher
        .hash(password)
        .then((stronger) => this.users.replacePasswordHash(user.idUsuari, stronger))
        .catch(() => undefined);
    }
    return this.db.transaction(async (tx) => {
      const sessionId = await this.sessions.in(tx).open(user.idUsuari);
      return this.issue(tx, user.idUsuari, sessionId, user.sessioVersio);
    });
  }

  /**
   * Rotates the refresh token: the old one is revoked, the next one of the same session issued.
   * A token presented again after its rotation ends its whole session (RFC 9700 §4.14).
   */
  async refresh(refreshToken: string): Promise<TokenResponse> {
    const hash = hashRefreshToken(refreshToken);
    // Decided inside, thrown outside: a reuse's revocation must commit, not roll back with a throw.
    const outcome = await this.db.transaction(async (tx) => {
      const sessions = this.sessions.in(tx);
      const rotation = await sessions.rotate(hash, new Date());
      if (rotation.kind !== 'rotated') return null;
      const user = await this.users.active(rotation.idUsuari, tx);
      if (!user) return null;
      return this.issue(tx, rotation.idUsuari, rotation.sessionId, user.sessioVersio);
    });
    if (!outcome) throw invalidRefresh();
    return outcome;
  }

  /**
   * Logout (RFC 7009): ends the session of a refresh token (live or already rotated) or of a
   * still valid access token. Anything else is ignored, as the RFC asks.
   */
  async revoke(token: string): Promise<void> {
    const sessions = this.sessions;
    if (token.split('.').length === 3) {
      const claims = await this.tokens.verifyAccess(token);
      if (typeof claims === 'object') await sessions.revoke(claims.sessionId);
      return;
    }
    const owner = await sessions.sessionOfRefreshToken(hashRefreshToken(token));
    if (owner) await sessions.revoke(owner.sessionId);
  }

  /**
   * Forgets the failed log-ins counted against the user: after a password was set anew through a
   * recovery link, the owner must not wait out delays that a forgotten password (or someone else)
   * caused.
   */
  async clearLoginFailures(idUsuari: number): Promise<void> {
    await this.throttle.clearAccount(accountKey({ idUsuari }, ''));
  }

  /** Ends every session of the user (a password change, a disabled account), in the caller's transaction. */
  async revokeAllOf(idUsuari: number, db: DbOrTx = this.db): Promise<void> {
    // The session version first: access tokens in hand stop at their next request.
    await this.users.raiseSessionVersion(idUsuari, db);
    await this.sessions.in(db).revokeAllOf(idUsuari);
  }

  /** When each of the users last logged in (the team screen shows it). */
  lastLoginsOf(ids: number[]): Promise<Map<number, Date>> {
    return this.sessions.lastLoginsOf(ids);
  }

  /** Mails the owner that log-ins to their account are being slowed down, once per window. */
  private async tellOwner(user: ThrottledOwner & { idUsuari: number }, address: string, failures: number) {
    const mailed = await this.db.transaction(async (tx) => {
      // The first to count the window mails; any other instance at the same moment counts 2.
      const bucket = `login:throttle-notice:${user.idUsuari}`;
      if ((await this.limiter.in(tx).take(bucket, THROTTLE_NOTICE_WINDOW)) !== null) return false;
      const recoveryLink = `${(this.options.publicUrl ?? '').replace(/\/+$/, '')}/recuperar-contrasenya`;
      await notifyThrottledOwner(tx, user, { address, failures, recoveryLink });
      return true;
    });
    if (mailed) this.options.onMailQueued?.();
  }

  private async issue(
    db: DbOrTx,
    idUsuari: number,
    sessionId: number,
    sessionVersion: number,
  ): Promise<TokenResponse> {
    const refresh = this.tokens.newRefreshToken();
    await this.sessions.in(db).storeRefreshToken(idUsuari, sessionId, refresh.hash, refresh.expiresAt);
    return {
      access_token: await this.tokens.signAccess({ idUsuari, sessionVersion, sessionId }),
      token_type: 'bearer',
      expires_in: this.tokens.accessTtlSeconds,
      refresh_token: refresh.token,
    };
  }
}
