// Growing delays for failed log-ins, per account and client address. A lock per
// account refused the right password to its owner for 15 minutes whenever anyone anywhere typed
// five wrong ones; here only the pair that failed waits, 1 s after its fifth failure, then 2 s,
// 4 s… up to a cap, so guessing from one address slows to a crawl while the owner, from theirs,
// logs in at once. Counted in the database with one statement per failure, so instances behind a
// load balancer share the count and two failures at once are both counted (DESIGN §12).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

export interface ThrottlePolicy {
  /** Failures a pair may make before it has to wait. */
  freeFailures: number;
  /** The first wait, doubled with each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A pair whose last failure is older than this starts counting from zero again. */
  forgetAfterSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  // At the cap a pair gets about a hundred guesses a day.
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** The wait after the `failures`-th failure in a row: none, then 1 s, 2 s, 4 s… capped. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** doublings);
}

export class LoginThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Whole seconds this pair must still wait, or null when it may try now. */
  async waitFor(accountKey: string, address: string, now = new Date()): Promise<number | null> {
    const [row] = await this.db
      .select({ blockedUntil: loginThrottles.blockedUntil })
      .from(loginThrottles)
      .where(and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)))
      .limit(1);
    const until = row?.blockedUntil?.getTime();
    if (until === undefined || until <= now.getTime()) return null;
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }

  /**
   * Counts one failure of the pair and sets its wait. Returns the failures in a row, and whether
   * this one started the throttling (the account's owner is told then, not at every attempt).
   */
  async recordFailure(
    accountKey: string,
    address: string,
    now = new Date(),
  ): Promise<{ failures: number; delaySeconds: number; startedThrottling: boolean }> {
    const forgotten = new Date(now.getTime() - this.policy.forgetAfterSeconds * 1000).toISOString();
    const at = now.toISOString();
    const [row] = await this.db
      .insert(loginThrottles)
      .values({ accountKey, address, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [loginThrottles.accountKey, loginThrottles.address],
        set: {
          failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgotten} then 1 else ${loginThrottles.failures} + 1 end`,
          lastFailureAt: sql`${at}`,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const failures = row!.failures;
    const delaySeconds = delayAfter(failures, this.policy);
    if (delaySeconds > 0) {
      await this.db
        .update(loginThrottles)
        .set({ blockedUntil: new Date(now.getTime() + delaySeconds * 1000) })
        .where(and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)));
    }
    return { failures, delaySeconds, startedThrottling: failures === this.policy.freeFailures };
  }

  /** A right password from this pair: its count starts again. */
  async clear(accountKey: string, address: string): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(and(eq(loginThrottles.accountKey, accountKey), eq(loginThrottles.address, address)));
  }

  /** The owner set a new password (recovery link): nobody's failures on it count any more. */
  async clearAccount(accountKey: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.accountKey, accountKey));
  }

  /** Pairs that stopped failing long ago tell nothing; dropped now and then. */
  async prune(now = new Date()): Promise<void> {
    const forgotten = new Date(now.getTime() - this.policy.forgetAfterSeconds * 1000);
    await this.db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, forgotten));
  }
}
