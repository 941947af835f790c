// Owns `params` (db/schema/owners.js); other modules read them through AdminParamService.
// SQL of the parameters administration.
import type { Param, ParamListQuery } from '@portal/domain/admin-params';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { params } from '../../db/schema/index.ts';
import { preparedOnce } from '../../db/statement-part.ts';
import { folded, offsetOf, orderOf, textFilter } from '../admin-shared/paging.ts';

const sortColumns = { idParam: params.idParam, clau: folded(params.clau), valor: folded(params.valor) };

export class AdminParamRepository extends Repository {
  async page(query: ParamListQuery): Promise<{ rows: Param[]; total: number }> {
    const where = textFilter([params.clau, params.valor], query.text);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(params)
        .where(where)
        .orderBy(...orderOf(sortColumns, query.sort, { field: 'clau', direction: 'asc' }, params.idParam))
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(params).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  async findById(idParam: number): Promise<Param | undefined> {
    const rows = await this.db.select().from(params).where(eq(params.idParam, idParam)).limit(1);
    return rows[0];
  }

  async keyTaken(clau: string, exceptId?: number): Promise<boolean> {
    const same = eq(params.clau, clau);
    const rows = await this.db
      .select({ id: params.idParam })
      .from(params)
      .where(exceptId === undefined ? same : and(same, ne(params.idParam, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async findByKey(clau: string): Promise<Param | undefined> {
    const rows = await this.db.select().from(params).where(eq(params.clau, clau)).limit(1);
    return rows[0];
  }

  /** The values of the given keys that exist, by key, in one statement. */
  async valuesByKeys(claus: string[]): Promise<Map<string, string>> {
    // Prepared: every order and checkout step asks for its settings.
    const statement = preparedOnce(this.db, 'params_by_keys', () =>
      this.db
        .select({ clau: params.clau, valor: params.valor })
        .from(params)
        .where(sql`${params.clau} = any(${sql.placeholder('claus')}::text[])`)
        .prepare('params_by_keys'),
    );
    const rows = await statement.execute({ claus });
    return new Map(rows.map((row) => [row.clau, row.valor]));
  }

  async insert(values: Omit<Param, 'idParam'>): Promise<Param> {
    const [row] = await this.db.insert(params).values(values).returning();
    return row!;
  }

  async update({ idParam, ...values }: Param): Promise<Param> {
    const [row] = await this.db.update(params).set(values).where(eq(params.idParam, idParam)).returning();
    return row!;
  }

  async delete(idParam: number): Promise<void> {
    await this.db.delete(params).where(eq(params.idParam, idParam));
  }
}
