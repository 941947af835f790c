// Owns `carrito_lineas` (db/schema/owners.js).
// The cart lines of a user.
import { and, asc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { carritoLineas } from '../../db/schema/index.ts';
import { placeholders, type StatementPart } from '../../db/statement-part.ts';

export class CartRepository extends Repository {
  linesOf(idUsuari: number) {
    return this.db
      .select()
      .from(carritoLineas)
      .where(eq(carritoLineas.idUsuari, idUsuari))
      .orderBy(asc(carritoLineas.createdAt), asc(carritoLineas.codigo));
  }

  /** False when the product is already in the cart: the insert and the check are one statement. */
  async add(idUsuari: number, codigo: string, cantidad: number): Promise<boolean> {
    const rows = await this.db
      .insert(carritoLineas)
      .values({ idUsuari, codigo, cantidad })
      .onConflictDoNothing()
      .returning({ codigo: carritoLineas.codigo });
    return rows.length > 0;
  }

  /** Adds lines in one statement; a product already in the cart is left as it is. */
  async addMany(idUsuari: number, lines: { codigo: string; cantidad: number }[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db
      .insert(carritoLineas)
      .values(lines.map((line) => ({ idUsuari, ...line })))
      .onConflictDoNothing();
  }

  async update(idUsuari: number, codigo: string, cantidad: number): Promise<boolean> {
    const rows = await this.db
      .update(carritoLineas)
      .set({ cantidad })
      .where(and(eq(carritoLineas.idUsuari, idUsuari), eq(carritoLineas.codigo, codigo)))
      .returning({ codigo: carritoLineas.codigo });
    return rows.length > 0;
  }

  async remove(idUsuari: number, codigo: string): Promise<boolean> {
    const rows = await this.db
      .delete(carritoLineas)
      .where(and(eq(carritoLineas.idUsuari, idUsuari), eq(carritoLineas.codigo, codigo)))
      .returning({ codigo: carritoLineas.codigo });
    return rows.length > 0;
  }

  async reset(idUsuari: number): Promise<void> {
    await this.db.delete(carritoLineas).where(eq(carritoLineas.idUsuari, idUsuari));
  }

  /** The reset as a part of a larger statement (an order's), prepared once (db/statement-part.ts). */
  resetPart(prefix: string): StatementPart<number> {
    const named = placeholders(prefix);
    return {
      statement: this.db
        .delete(carritoLineas)
        .where(eq(carritoLineas.idUsuari, named.of('idUsuari')))
        .returning({ codigo: carritoLineas.codigo }),
      values: (idUsuari) => named.valuesOf({ idUsuari }),
    };
  }
}
