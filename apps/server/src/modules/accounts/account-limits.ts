// The rate limits of the accounts routes (DESIGN §6: recovery rate-limited per account and per
// address), counted in the database by the shared RateLimiter so that every instance counts the
// same, and the time a recovery request takes at the least. Tests inject their own, as they do
// the login limits.
import type { Limit } from '../auth/rate-limiter.ts';

export interface AccountLimits {
  /** Recovery requests from one client address; over it the answer is 429. */
  recoveryPerIp: Limit;
  /**
   * Recovery requests naming one e-mail, known or not. Over it the answer stays the usual success
   * and no mail is sent: a 429 here would tell a stranger that the address has an account.
   */
  recoveryPerEmail: Limit;
  /** Wrong current passwords (change password, change e-mail) of one user. */
  currentPasswordFailures: Limit;
  /** `GET /usuaris/email/{email}` from one client address. */
  emailCheckPerIp: Limit;
  /** Messages to customer service from one user. */
  serviceMessagesPerUser: Limit;
  /**
   * A recovery request is answered no sooner than this after it arrived, known e-mail or not, so
   * the few milliseconds of writing the link and its mail do not tell who has an account.
   */
  recoveryAnswerFloorMs: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  recoveryPerIp: { max: 10, windowSeconds: 15 * 60 },
  recoveryPerEmail: { max: 3, windowSeconds: 60 * 60 },
  currentPasswordFailures: { max: 5, windowSeconds: 15 * 60 },
  // The register dialog asks once or twice per applicant; a script trying addresses is stopped.
  emailCheckPerIp: { max: 30, windowSeconds: 15 * 60 },
  serviceMessagesPerUser: { max: 10, windowSeconds: 60 * 60 },
  // A known e-mail costs a few milliseconds more than an unknown one; 250 ms hides that with room
  // for a busy database.
  recoveryAnswerFloorMs: 250,
};
