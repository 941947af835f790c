// Owns `own_codes` (db/schema/owners.js).
// SQL of the own-codes module's table (schema.ts); nothing else here.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { ownCodes } from './schema.ts';

export class OwnCodeRepository extends Repository {
  of(codigoCliente: string) {
    return this.db
      .select({ codigo: ownCodes.codigo, codigoPropio: ownCodes.codigoPropio })
      .from(ownCodes)
      .where(eq(ownCodes.codigoCliente, codigoCliente))
      .orderBy(asc(ownCodes.codigo));
  }

  /** The customer's rows whose own code is one of `typed` (any case), in one query. */
  matching(codigoCliente: string, typed: string[]) {
    const upper = [...new Set(typed.map((code) => code.toUpperCase()))];
    return this.db
      .select({ codigo: ownCodes.codigo, codigoPropio: ownCodes.codigoPropio })
      .from(ownCodes)
      .where(
        and(eq(ownCodes.codigoCliente, codigoCliente), inArray(sql`upper(${ownCodes.codigoPropio})`, upper)),
      );
  }

  /** The customer's own codes of the products `codigos` (our codes, any case), in one query. */
  ofProducts(codigoCliente: string, codigos: string[]) {
    const upper = [...new Set(codigos.map((code) => code.toUpperCase()))];
    return this.db
      .select({ codigo: ownCodes.codigo, codigoPropio: ownCodes.codigoPropio })
      .from(ownCodes)
      .where(and(eq(ownCodes.codigoCliente, codigoCliente), inArray(sql`upper(${ownCodes.codigo})`, upper)));
  }

  /**
   * Replaces the ERP's own codes of `customers` with `rows` (the ERP's complete sets): the ERP's
   * previous entries (no user) go, and so does a user's entry for the same product or spelling
   * the same own code, since the ERP's set wins where it speaks. Three statements, any number of
   * rows.
   */
  async replaceErpSets(
    customers: string[],
    rows: { codigoCliente: string; codigo: string; codigoPropio: string }[],
  ) {
    if (customers.length === 0) return;
    await this.db.execute(sql`delete from own_codes where updated_by is null
      and codigo_cliente in (select value from json_array_elements_text(${JSON.stringify(customers)}::json))`);
    if (rows.length === 0) return;
    const values = sql`json_to_recordset(${JSON.stringify(rows)}::json) as x("codigoCliente" text, codigo text, "codigoPropio" text)`;
    await this.db.execute(sql`delete from own_codes o using ${values}
      where o.codigo_cliente = x."codigoCliente"
        and (o.codigo = x.codigo or upper(o.codigo_propio) = upper(x."codigoPropio"))`);
    await this.db.execute(sql`insert into own_codes (codigo_cliente, codigo, codigo_propio, updated_by)
      select x."codigoCliente", x.codigo, x."codigoPropio", null from ${values}`);
  }

  /** Sets own codes in one statement; a product that has one takes the new one. */
  async upsert(
    codigoCliente: string,
    rows: { codigo: string; codigoPropio: string }[],
    updatedBy: number | null,
  ) {
    if (rows.length === 0) return;
    await this.db
      .insert(ownCodes)
      .values(rows.map((row) => ({ codigoCliente, ...row, updatedBy })))
      .onConflictDoUpdate({
        target: [ownCodes.codigoCliente, ownCodes.codigo],
        set: { codigoPropio: sql`excluded.codigo_propio`, updatedBy, updatedAt: sql`now()` },
      });
  }

  async remove(codigoCliente: string, codigo: string): Promise<boolean> {
    const rows = await this.db
      .delete(ownCodes)
      .where(and(eq(ownCodes.codigoCliente, codigoCliente), eq(ownCodes.codigo, codigo)))
      .returning({ codigo: ownCodes.codigo });
    return rows.length > 0;
  }

  /** Products of `codigos` taken out of the way: their own codes are about to be written anew. */
  async removeMany(codigoCliente: string, codigos: string[]) {
    if (codigos.length === 0) return;
    await this.db
      .delete(ownCodes)
      .where(and(eq(ownCodes.codigoCliente, codigoCliente), inArray(ownCodes.codigo, codigos)));
  }

  /**
   * Every own code of one customer given to another, but for those the other already has for the
   * same product or the same own code: the other's is kept.
   */
  async moveCustomer(from: string, to: string): Promise<void> {
    await this.db.execute(sql`update own_codes o set codigo_cliente = ${to}
      where o.codigo_cliente = ${from} and not exists (select 1 from own_codes t
        where t.codigo_cliente = ${to}
          and (t.codigo = o.codigo or upper(t.codigo_propio) = upper(o.codigo_propio)))`);
  }
}
