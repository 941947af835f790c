// Access tokens are short-lived signed JWTs (HS256); refresh tokens are random strings stored
// hashed, so a leaked database does not leak sessions, and revocable by logout.
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export interface AccessClaims {
  idUsuari: number;
  /** The user's `sessio_versio` when the token was issued; a token of an older version is refused. */
  sessionVersion: number;
  /** The log-in it belongs to (`sessions.id`); a token of a revoked session is refused. */
  sessionId: number;
}

/** Verified access tokens remembered per instance (one per active session, ~150 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService {
  /**
   * Imported once: given the raw bytes, jose imports a WebCrypto key on every sign and verify,
   * a visible share of the CPU of a cached catalogue search.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.idUsuari))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature has been checked, with their expiry. A session sends the same token
   * with every request, and checking an HS256 signature through WebCrypto is a visible share of
   * the CPU of a cached catalogue search; what a signature proves cannot change, and the expiry is still
   * checked on every use. Only verified tokens get in, so a flood of forged ones cannot fill it.
   */
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();

  /** The claims, or `expired` / `invalid`, never a throw: a bad token is a client's doing. */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt)
        return { idUsuari: known.idUsuari, sessionVersion: known.sessionVersion, sessionId: known.sessionId };
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const idUsuari = Number(payload.sub);
      if (!Number.isInteger(idUsuari) || idUsuari <= 0) return 'invalid';
      // Tokens signed before versions existed carry none: version 0, every user's first.
      const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
      if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return 'invalid';
      // Tokens signed before sessions existed belong to none and cannot be ended by logout.
      const sessionId = payload.sid;
      if (typeof sessionId !== 'number' || !Number.isInteger(sessionId) || sessionId <= 0) return 'invalid';
      if (payload.exp !== undefined)
        this.remember(token, { idUsuari, sessionVersion, sessionId, expiresAt: payload.exp * 1000 });
      return { idUsuari, sessionVersion, sessionId };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  private remember(token: string, entry: AccessClaims & { expiresAt: number }): void {
    // Oldest first out: the Map keeps insertion order.
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
  }

  newRefreshToken(): { token: string; hash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      hash: hashRefreshToken(token),
      expiresAt: new Date(Date.now() + this.refreshTtlSeconds * 1000),
    };
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
