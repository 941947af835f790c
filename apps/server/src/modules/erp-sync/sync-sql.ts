// What every applier of the synchronisation shares, whichever module writes the tables: the page's rows as one JSON parameter for
// json_to_recordset (fast on PGlite, and far from PostgreSQL's 65,535 parameters per statement),
// counts read back, and what an applier answers.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface Applied {
  aplicats: number;
  desactivats: number;
}

/** The run a page belongs to: when it started (stamped on what it writes) and whether it is full. */
export interface PageRun {
  runStart: Date;
  full: boolean;
  /**
   * Records items a full run read and left as they were (so did not stamp): its sweep must not
   * take them for gone. Nothing to do in an incremental run.
   */
  seen: (keys: string[]) => Promise<void>;
}

export type Rows<T> = { rows: T[] };

/** The rows as one JSON parameter for json_to_recordset. */
export const json = (rows: unknown[]): SQL => sql`${JSON.stringify(rows)}::json`;

export async function countOf(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(query)) as unknown as Rows<{ n: string | number }>;
  return Number(result.rows[0]?.n ?? 0);
}
