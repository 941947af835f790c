// The users of one customer company as other modules reach them (this module owns `usuaris`):
// who of a company mail about its documents goes to (active users with an address only), and one
// user a mail is about to be written to.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuaris } from '../../db/schema/index.ts';

export interface CustomerUser {
  idUsuari: number;
  email: string;
  nom: string;
  idioma: string;
}

export class CustomerUsers {
  /** In `db`: the caller's transaction, so a mail is written with the change that causes it. */
  async active(db: DbOrTx, codigoCliente: string): Promise<CustomerUser[]> {
    const rows = await db
      .select({
        idUsuari: usuaris.idUsuari,
        email: usuaris.email,
        nom: usuaris.nomContacte,
        username: usuaris.username,
        idioma: usuaris.idioma,
      })
      .from(usuaris)
      .where(and(eq(usuaris.codigoCliente, codigoCliente), eq(usuaris.actiu, true)));
    return rows
      .filter((row) => row.email.includes('@'))
      .map((row) => ({
        idUsuari: row.idUsuari,
        email: row.email,
        nom: row.nom ?? row.username,
        idioma: row.idioma,
      }));
  }

  /** One user, active or not, as a mail to them needs it (a service request's sender hears of it). */
  async byId(db: DbOrTx, idUsuari: number): Promise<CustomerUser | undefined> {
    const [row] = await db
      .select({
        idUsuari: usuaris.idUsuari,
        email: usuaris.email,
        nom: usuaris.nomContacte,
        username: usuaris.username,
        idioma: usuaris.idioma,
      })
      .from(usuaris)
      .where(eq(usuaris.idUsuari, idUsuari));
    return (
      row && {
        idUsuari: row.idUsuari,
        email: row.email,
        nom: row.nom?.trim() || row.username,
        idioma: row.idioma,
      }
    );
  }
}
