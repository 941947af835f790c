// Access tokens of the OAuth2 password grant: random, opaque, held in memory only. A restart
// forgets them, and so does an expiry: either way the portal's connector gets a 401 and logs in
// again, which is exactly the renewal path it must have.
import { randomBytes } from 'node:crypto';

export interface TokenGrant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export class TokenStore {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly clock: () => number) {}

  issue(ttlSeconds: number): TokenGrant {
    this.prune();
    const token = randomBytes(32).toString('base64url');
    this.expiries.set(token, this.clock() + ttlSeconds * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
  }

  isValid(token: string): boolean {
    const expiry = this.expiries.get(token);
    if (expiry === undefined) return false;
    if (expiry > this.clock()) return true;
    this.expiries.delete(token);
    return false;
  }

  private prune(): void {
    const now = this.clock();
    for (const [token, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(token);
  }
}
