// The company-team module's answer to "what may this buyer spend" (DESIGN §13), for the orders
// module placing an order: the limits as the team screen stored them (spending_limits), read
// without a lock to tell a buyer with limits from one without, and read again under a row lock in
// the placing transaction, so that two orders of one buyer are judged one after the other.
import type { SpendingLimits } from '@portal/domain/spending-limits';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/statement-part.ts';
import { spendingLimits } from './schema.ts';

const hasAny = (limits: SpendingLimits | undefined): limits is SpendingLimits =>
  limits !== undefined && (limits.orderLimit !== null || limits.monthlyLimit !== null);

export class BuyerLimits {
  /** The buyer's limits, or null when they have none (most buyers): prepared, as every order asks. */
  async of(db: DbOrTx, idUsuari: number): Promise<SpendingLimits | null> {
    const statement = preparedOnce(db, 'buyer_limits', () =>
      db
        .select({ orderLimit: spendingLimits.orderLimit, monthlyLimit: spendingLimits.monthlyLimit })
        .from(spendingLimits)
        .where(eq(spendingLimits.idUsuari, sql.placeholder('idUsuari')))
        .prepare('buyer_limits'),
    );
    const [row] = await statement.execute({ idUsuari });
    return hasAny(row) ? row : null;
  }

  /**
   * The limits read again with the buyer's row locked until `tx` ends: a second order of the same
   * buyer waits here until the first is stored, and then counts it in the month's spend.
   */
  async locked(tx: DbOrTx, idUsuari: number): Promise<SpendingLimits | null> {
    const [row] = await tx
      .select({ orderLimit: spendingLimits.orderLimit, monthlyLimit: spendingLimits.monthlyLimit })
      .from(spendingLimits)
      .where(eq(spendingLimits.idUsuari, idUsuari))
      .for('update');
    return hasAny(row) ? row : null;
  }
}
