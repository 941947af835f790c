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

const columns = {
  idUsuari: usuaris.idUsuari,
  email: usuaris.email,
  nom: usuaris.nomContacte,
  username: usuaris.username,
  idioma: usuaris.idioma,
};

/** The contact name, else the login (a blank name too). */
function toUser(row: {
  idUsuari: number;
  email: string;
  nom: string | null;
  username: string;
  idioma: string;
}) {
  const { idUsuari, email, idioma } = row;
  return { idUsuari, email, nom: row.nom?.trim() || row.username, idioma };
}

export class CustomerUsers {
  /** In `db`: the caller's transaction, so a mail is written with the change that causes it. */
  async active(db: DbOrTx, codigoCliente: string): Promise<CustomerUser[]> {
    const rows = await db
      .select(columns)
      .from(usuaris)
      .where(and(eq(usuaris.codigoCliente, codigoCliente), eq(usuaris.activo, true)));
    return rows.filter((row) => row.email.includes('@')).map(toUser);
  }

  /** One user, active or not, as a mail to them needs it (a service request's sender hears of it). */
  async byId(db: DbOrTx, idUsuari: number): Promise<CustomerUser | undefined> {
    const [row] = await db.select(columns).from(usuaris).where(eq(usuaris.idUsuari, idUsuari));
    return row && toUser(row);
  }
}
