// What the accounts services share, built once by the composition root (app.ts).
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { RateLimiter } from '../auth/rate-limiter.ts';
import type { AccountUsers } from '../users/account-users.ts';
import type { AccountLimits } from './account-limits.ts';
import type { AccountsRepository } from './accounts-repository.ts';

export interface AccountsContext {
  db: Db;
  /** The module's mailed tokens. */
  accounts: AccountsRepository;
  /** The users module's reads and writes of a user's credentials. */
  users: AccountUsers;
  hasher: PasswordHasher;
  auth: AuthService;
  limits: AccountLimits;
  /** The shared counters that `limits` are judged on. */
  limiter: RateLimiter;
  publicUrl: string;
  /** Wakes the mail worker once a transaction with a mail in it has committed. */
  onMailQueued: () => void;
}
