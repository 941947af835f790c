// Owns `shopping_lists` and `shopping_list_lines` (db/schema/owners.js).
// SQL of the lists module's own tables (schema.ts); nothing else here.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { shoppingListLines, shoppingLists } from './schema.ts';

export type ListRow = typeof shoppingLists.$inferSelect;
export interface LineValues {
  codigo: string;
  cantidad: number;
}

export class ListRepository extends Repository {
  /** Every list of a customer with its line count, newest change first. */
  async listsOf(codigoCliente: string): Promise<(ListRow & { numLineas: number })[]> {
    const counts = this.db
      .select({ idList: shoppingListLines.idList, n: count().as('n') })
      .from(shoppingListLines)
      .groupBy(shoppingListLines.idList)
      .as('counts');
    const rows = await this.db
      .select({ list: shoppingLists, n: counts.n })
      .from(shoppingLists)
      .leftJoin(counts, eq(counts.idList, shoppingLists.id))
      .where(eq(shoppingLists.codigoCliente, codigoCliente))
      .orderBy(sql`${shoppingLists.updatedAt} desc`, asc(shoppingLists.id));
    return rows.map((row) => ({ ...row.list, numLineas: Number(row.n ?? 0) }));
  }

  async byId(id: number): Promise<ListRow | undefined> {
    const [row] = await this.db.select().from(shoppingLists).where(eq(shoppingLists.id, id));
    return row;
  }

  /** The row locked until the transaction ends, so two writers of one list take turns. */
  async lockedById(id: number): Promise<ListRow | undefined> {
    const [row] = await this.db.select().from(shoppingLists).where(eq(shoppingLists.id, id)).for('update');
    return row;
  }

  linesOf(idList: number) {
    return this.db
      .select({ codigo: shoppingListLines.codigo, cantidad: shoppingListLines.cantidad })
      .from(shoppingListLines)
      .where(eq(shoppingListLines.idList, idList))
      .orderBy(asc(shoppingListLines.createdAt), asc(shoppingListLines.codigo));
  }

  async create(values: {
    codigoCliente: string;
    idUsuari: number;
    nombre: string;
    compartida: boolean;
  }): Promise<ListRow> {
    const [row] = await this.db
      .insert(shoppingLists)
      .values({ ...values, updatedBy: values.idUsuari })
      .returning();
    return row!;
  }

  async update(id: number, idUsuari: number, changes: { nombre?: string; compartida?: boolean }) {
    await this.db
      .update(shoppingLists)
      .set({ ...changes, updatedAt: sql`now()`, updatedBy: idUsuari })
      .where(eq(shoppingLists.id, id));
  }

  /** Gives `from`'s shared lists to `to`; the ids of the lists moved. */
  async moveShared(from: number, to: number): Promise<number[]> {
    const moved = await this.db
      .update(shoppingLists)
      .set({ idUsuari: to })
      .where(and(eq(shoppingLists.idUsuari, from), eq(shoppingLists.compartida, true)))
      .returning({ id: shoppingLists.id });
    return moved.map((row) => row.id);
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(shoppingLists).where(eq(shoppingLists.id, id));
  }

  /**
   * Writes lines in one statement: a product already on the list takes the new quantity. Lines
   * keep their place (created_at) when only their quantity changes.
   */
  async upsertLines(idList: number, lines: readonly LineValues[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db
      .insert(shoppingListLines)
      .values(lines.map((line) => ({ idList, codigo: line.codigo, cantidad: line.cantidad })))
      .onConflictDoUpdate({
        target: [shoppingListLines.idList, shoppingListLines.codigo],
        set: { cantidad: sql`excluded.cantidad` },
      });
  }

  async updateLine(idList: number, codigo: string, cantidad: number): Promise<boolean> {
    const rows = await this.db
      .update(shoppingListLines)
      .set({ cantidad })
      .where(and(eq(shoppingListLines.idList, idList), eq(shoppingListLines.codigo, codigo)))
      .returning({ codigo: shoppingListLines.codigo });
    return rows.length > 0;
  }

  async removeLines(idList: number, codigos?: readonly string[]): Promise<number> {
    const rows = await this.db
      .delete(shoppingListLines)
      .where(
        codigos
          ? and(eq(shoppingListLines.idList, idList), inArray(shoppingListLines.codigo, [...codigos]))
          : eq(shoppingListLines.idList, idList),
      )
      .returning({ codigo: shoppingListLines.codigo });
    return rows.length;
  }

  /** Every list of one customer given to another. */
  async moveCustomer(from: string, to: string): Promise<void> {
    await this.db
      .update(shoppingLists)
      .set({ codigoCliente: to })
      .where(eq(shoppingLists.codigoCliente, from));
  }
}
