// The change register as administrators read it: a page of changes, newest first unless sorted
// otherwise, with the user name of who made each one (joined through the users module's read
// interface). The administration's logs screen asks here; this module writes the rows.
import type { ChangeLog, ChangeLogQuery } from '@portal/domain/admin-logs';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { registreCanvis } from '../../db/schema/index.ts';
import { offsetOf, orderOf } from '../admin-shared/paging.ts';
import { userNames } from '../users/user-read.ts';

// The wire's sort fields, by the columns they name (`dataHora` is `created_at`).
const sortColumns = {
  dataHora: registreCanvis.createdAt,
  id: registreCanvis.id,
  taula: registreCanvis.taula,
  tipus: registreCanvis.tipus,
};

export async function changePage(
  db: DbOrTx,
  query: ChangeLogQuery,
): Promise<{ rows: ChangeLog[]; total: number }> {
  const where = and(
    query.taula === undefined ? undefined : eq(registreCanvis.taula, query.taula),
    query.tipus === undefined ? undefined : eq(registreCanvis.tipus, query.tipus),
    query.desde ? gte(registreCanvis.createdAt, query.desde) : undefined,
    query.fins ? lte(registreCanvis.createdAt, query.fins) : undefined,
    // Who made the change, by user name in any case; changes of deleted users match no name.
    query.usuari ? sql`lower(${userNames.username}) = lower(${query.usuari})` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: registreCanvis.id,
        dataHora: registreCanvis.createdAt,
        taula: registreCanvis.taula,
        tipus: registreCanvis.tipus,
        idRegistre: registreCanvis.idRegistre,
        idUsuari: registreCanvis.idUsuari,
        username: userNames.username,
        detall: registreCanvis.detall,
      })
      .from(registreCanvis)
      .leftJoin(userNames, eq(userNames.idUsuari, registreCanvis.idUsuari))
      .where(where)
      .orderBy(
        ...orderOf(sortColumns, query.sort, { field: 'dataHora', direction: 'desc' }, registreCanvis.id),
      )
      .limit(query.size)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(registreCanvis)
      .leftJoin(userNames, eq(userNames.idUsuari, registreCanvis.idUsuari))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, dataHora: row.dataHora.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
