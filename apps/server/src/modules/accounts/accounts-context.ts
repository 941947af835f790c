// What the accounts services share, built once by the routes from the app's services and config.
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { AccountLimits } from './account-limits.ts';

export interface AccountsContext {
  db: Db;
  hasher: PasswordHasher;
  auth: AuthService;
  limits: AccountLimits;
  publicUrl: string;
  /** Wakes the mail worker once a transaction with a mail in it has committed. */
  onMailQueued: () => void;
}
