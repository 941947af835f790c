// The ERP link's writer of the error log (`log_errors`), shared by the gateway and the outbox
// worker: administrators read ERP failures there (DESIGN §7). A failed write is only logged, so
// it never hides the failure it was recording.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { logErrors } from '../db/schema/index.ts';

export interface ErpLogEntry {
  codiError: string;
  /** What the entry is about: an order code, a contact id, an ERP path. */
  codi: string | null;
  classe: string;
  metode: string;
  missatge: string;
}

export type RecordErpError = (entry: ErpLogEntry) => Promise<void>;

export function erpErrorLog(db: Db, log?: Pick<FastifyBaseLogger, 'warn' | 'error'>): RecordErpError {
  return async (entry) => {
    log?.warn({ codiError: entry.codiError, codi: entry.codi, metode: entry.metode }, entry.missatge);
    try {
      await db.insert(logErrors).values({ ...entry, missatge: entry.missatge.slice(0, 2000) });
    } catch (error) {
      log?.error({ err: error }, 'could not record an ERP failure');
    }
  };
}
