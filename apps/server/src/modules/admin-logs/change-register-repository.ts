// SQL of the change register as administrators read it (change-log.ts writes it).
import type { ChangeLog, ChangeLogQuery } from '@portal/domain/admin-logs';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { registreCanvis, usuaris } from '../../db/schema/index.ts';
import { offsetOf, orderOf } from '../admin-shared/paging.ts';

// The wire's sort fields, by the columns they name (`dataHora` is `created_at`).
const sortColumns = {
  dataHora: registreCanvis.createdAt,
  id: registreCanvis.id,
  taula: registreCanvis.taula,
  tipus: registreCanvis.tipus,
};

export class ChangeRegisterRepository extends Repository {
  /** Newest first unless sorted otherwise; with the user name of who made each change. */
  async page(query: ChangeLogQuery): Promise<{ rows: ChangeLog[]; total: number }> {
    const where = and(
      query.taula === undefined ? undefined : eq(registreCanvis.taula, query.taula),
      query.tipus === undefined ? undefined : eq(registreCanvis.tipus, query.tipus),
      query.desde ? gte(registreCanvis.createdAt, query.desde) : undefined,
      query.fins ? lte(registreCanvis.createdAt, query.fins) : undefined,
      // Who made the change, by user name in any case; changes of deleted users match no name.
      query.usuari ? sql`lower(${usuaris.username}) = lower(${query.usuari})` : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: registreCanvis.id,
          dataHora: registreCanvis.createdAt,
          taula: registreCanvis.taula,
          tipus: registreCanvis.tipus,
          idRegistre: registreCanvis.idRegistre,
          idUsuari: registreCanvis.idUsuari,
          username: usuaris.username,
          detall: registreCanvis.detall,
        })
        .from(registreCanvis)
        .leftJoin(usuaris, eq(usuaris.idUsuari, registreCanvis.idUsuari))
        .where(where)
        .orderBy(
          ...orderOf(sortColumns, query.sort, { field: 'dataHora', direction: 'desc' }, registreCanvis.id),
        )
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(registreCanvis)
        .leftJoin(usuaris, eq(usuaris.idUsuari, registreCanvis.idUsuari))
        .where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row, dataHora: row.dataHora.toISOString() })),
      total: totals[0]?.total ?? 0,
    };
  }
}
