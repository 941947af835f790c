// Fixed-window counters kept in the database, so every server instance counts the same attempts
// (DESIGN §3: no state in process memory that another instance needs). Built once by the
// composition root (services.ts) and shared by every module that limits something.
import { sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export class RateLimiter extends Repository {
  private windowStart(limit: Limit, now = Date.now()): Date {
    const size = limit.windowSeconds * 1000;
    return new Date(Math.floor(now / size) * size);
  }

  /** Seconds until the window ends, if the bucket is already at its limit; else null. */
  async blockedFor(bucket: string, limit: Limit): Promise<number | null> {
    const start = this.windowStart(limit);
    const result = (await this.db.execute(
      sql`select hits from rate_limit_hits where bucket = ${bucket} and window_start = ${start.toISOString()}`,
    )) as unknown as { rows: { hits: number }[] };
    const hits = Number(result.rows[0]?.hits ?? 0);
    if (hits < limit.max) return null;
    return Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));
  }

  /**
   * Counts one hit and judges it in the same statement: seconds until the window ends when this
   * hit is over the limit, else null. Two instances counting at once get 1 and 2, never 1 and 1.
   */
  async take(bucket: string, limit: Limit): Promise<number | null> {
    const start = this.windowStart(limit);
    const result = (await this.db.execute(sql`
      insert into rate_limit_hits (bucket, window_start, hits) values (${bucket}, ${start.toISOString()}, 1)
      on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits`)) as unknown as { rows: { hits: number }[] };
    if (Number(result.rows[0]?.hits ?? 0) <= limit.max) return null;
    return Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));
  }

  async clear(bucket: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_hits where bucket = ${bucket}`);
  }

  /** Old windows are useless; dropped now and then by the caller. */
  async prune(olderThanSeconds = 86_400): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limit_hits where window_start < ${new Date(Date.now() - olderThanSeconds * 1000).toISOString()}`,
    );
  }
}
