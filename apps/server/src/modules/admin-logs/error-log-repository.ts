// Owns `log_errors` (db/schema/owners.js).
// SQL of the error log as administrators read it, and the request error handler's write (the one
// insert is error-log-writer.ts's, which the work nobody waits on uses too).
import type { ErrorLog, ErrorLogQuery } from '@portal/domain/admin-logs';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { insertErrorLog } from './error-log-writer.ts';
import { logErrors } from '../../db/schema/index.ts';
import { offsetOf, orderOf, textFilter } from '../admin-shared/paging.ts';

type Row = typeof logErrors.$inferSelect;

// The wire's sort fields, by the columns they name (`dataHora` is `created_at`).
const sortColumns = {
  dataHora: logErrors.createdAt,
  id: logErrors.id,
  codiError: logErrors.codiError,
  resolt: logErrors.resolt,
};

export function presentErrorLog({ id, createdAt, dataResolt, ...rest }: Row): ErrorLog {
  return { id, dataHora: createdAt.toISOString(), ...rest, dataResolt: dataResolt?.toISOString() ?? null };
}

export class ErrorLogRepository extends Repository {
  /** Newest first unless sorted otherwise. */
  async page(query: ErrorLogQuery): Promise<{ rows: Row[]; total: number }> {
    const where = and(
      query.resolt === undefined ? undefined : eq(logErrors.resolt, query.resolt),
      textFilter([logErrors.pantalla], query.pantalla),
      textFilter([logErrors.classe], query.classe),
      query.desde ? gte(logErrors.createdAt, query.desde) : undefined,
      query.fins ? lte(logErrors.createdAt, query.fins) : undefined,
      textFilter(
        [logErrors.codiError, logErrors.codi, logErrors.missatge, logErrors.metode, logErrors.pantalla],
        query.text,
      ),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(logErrors)
        .where(where)
        .orderBy(...orderOf(sortColumns, query.sort, { field: 'dataHora', direction: 'desc' }, logErrors.id))
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(logErrors).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  async findById(id: number): Promise<Row | undefined> {
    const rows = await this.db.select().from(logErrors).where(eq(logErrors.id, id)).limit(1);
    return rows[0];
  }

  /** A failure a request met (5xx), written by the error handler. */
  async record(entry: Omit<typeof logErrors.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
    await insertErrorLog(this.db, entry);
  }

  /** Solved at the date given, or not solved (`null`), which clears the date. */
  async setSolved(id: number, at: Date | null): Promise<Row> {
    const [row] = await this.db
      .update(logErrors)
      .set({ resolt: at !== null, dataResolt: at })
      .where(eq(logErrors.id, id))
      .returning();
    return row!;
  }
}
