// The writer of the error log (`log_errors`, this module's table) for the work nobody waits on — the
// ERP gateway, the outbox's deliveries, the synchronisation: administrators read those failures in
// this module's screen (DESIGN §7). A failed write is only logged, so it never hides the failure it
// was recording.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { logErrors } from '../../db/schema/index.ts';

export interface ErrorLogEntry {
  codiError: string;
  /** What the entry is about: an order code, a contact id, a mail's id, an ERP path. */
  codi: string | null;
  classe: string;
  metode: string;
  missatge: string;
}

export type RecordError = (entry: ErrorLogEntry) => Promise<void>;

/** The error log's one insert (the request error handler's too), the message cut to its column. */
export async function insertErrorLog(
  db: DbOrTx,
  entry: Omit<typeof logErrors.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(logErrors).values({ ...entry, missatge: entry.missatge.slice(0, 2000) });
}

export function errorLog(db: Db, log?: Pick<FastifyBaseLogger, 'warn' | 'error'>): RecordError {
  return async (entry) => {
    log?.warn({ codiError: entry.codiError, codi: entry.codi, metode: entry.metode }, entry.missatge);
    try {
      await insertErrorLog(db, entry);
    } catch (error) {
      log?.error({ err: error }, 'could not write to the error log');
    }
  };
}
