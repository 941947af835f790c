// A digest of every table's rows, in one statement, to show that a request changed nothing: taken
// before and after, the two must be equal table by table. Tables a request legitimately writes
// even when it is refused are left out by the caller, each with its reason.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

export type TableDigest = Record<string, string>;

export class DatabaseDigest {
  private statement: ReturnType<typeof sql.raw> | undefined;

  constructor(
    private readonly db: Db,
    /** Table name → why it may change on a refused request. */
    private readonly excluded: Readonly<Record<string, string>> = {},
  ) {}

  private async build() {
    const result = (await this.db.execute(
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { t: string }[] };
    const tables = result.rows.map((row) => row.t).filter((t) => !Object.hasOwn(this.excluded, t));
    if (tables.length === 0) throw new Error('no tables to digest');
    // Each row as its text form, sorted, so the digest does not depend on the physical order.
    const parts = tables.map(
      (t) =>
        `select '${t}' as t, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as d from "${t}" x`,
    );
    return sql.raw(parts.join('\nunion all\n'));
  }

  async take(): Promise<TableDigest> {
    this.statement ??= await this.build();
    const result = (await this.db.execute(this.statement)) as unknown as { rows: { t: string; d: string }[] };
    return Object.fromEntries(result.rows.map((row) => [row.t, row.d]));
  }

  /**
   * The next transaction id: it moves only when some transaction wrote (a read-only one is given
   * no id), so a caller can take the whole digest only when it did. Cheap: one call, no tables.
   */
  async writeMark(): Promise<string> {
    const result = (await this.db.execute(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
    )) as unknown as { rows: { x: string }[] };
    return result.rows[0]!.x;
  }

  /** The tables whose rows differ between two digests. */
  static changed(before: TableDigest, after: TableDigest): string[] {
    return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
  }
}
