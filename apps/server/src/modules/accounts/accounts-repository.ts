// SQL of the accounts module: the tokens of mailed links (its own table), and the two columns of a
// user it changes on the user's behalf (password hash and e-mail). Every method runs on the
// database or on the transaction it is given.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { accountTokens, clientes, usuaris } from '../../db/schema/index.ts';
import type { TokenKind } from './account-tokens.ts';

const userColumns = {
  idUsuari: usuaris.idUsuari,
  username: usuaris.username,
  email: usuaris.email,
  nomContacte: usuaris.nomContacte,
  idioma: usuaris.idioma,
  codigoCliente: usuaris.codigoCliente,
  actiu: usuaris.actiu,
};

export type AccountUser = { [K in keyof typeof userColumns]: (typeof usuaris.$inferSelect)[K] };

const sameEmail = (email: string) => eq(sql`lower(${usuaris.email})`, email.trim().toLowerCase());

export class AccountsRepository extends Repository {
  /** The active user with this e-mail, in any case; inactive logins get no recovery link. */
  async activeUserByEmail(email: string): Promise<AccountUser | undefined> {
    const rows = await this.db
      .select(userColumns)
      .from(usuaris)
      .where(and(sameEmail(email), eq(usuaris.actiu, true)))
      .limit(1);
    return rows[0];
  }

  async userById(idUsuari: number): Promise<AccountUser | undefined> {
    const rows = await this.db
      .select(userColumns)
      .from(usuaris)
      .where(eq(usuaris.idUsuari, idUsuari))
      .limit(1);
    return rows[0];
  }

  async passwordHashOf(idUsuari: number): Promise<string | undefined> {
    const rows = await this.db
      .select({ passwordHash: usuaris.passwordHash })
      .from(usuaris)
      .where(eq(usuaris.idUsuari, idUsuari))
      .limit(1);
    return rows[0]?.passwordHash;
  }

  /** Whether a user (other than `exceptId`) has this address, active or not. */
  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: usuaris.idUsuari })
      .from(usuaris)
      .where(
        exceptId === undefined ? sameEmail(email) : and(sameEmail(email), ne(usuaris.idUsuari, exceptId)),
      )
      .limit(1);
    return rows.length > 0;
  }

  async setPasswordHash(idUsuari: number, passwordHash: string): Promise<void> {
    await this.db
      .update(usuaris)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(usuaris.idUsuari, idUsuari));
  }

  /** The unique index on lower(email) refuses a clash; the caller turns that into a 409. */
  async setEmail(idUsuari: number, email: string): Promise<void> {
    await this.db.update(usuaris).set({ email, updatedAt: new Date() }).where(eq(usuaris.idUsuari, idUsuari));
  }

  /**
   * Clears the "registered, waiting for activation" mark and answers the user if it was set: the
   * update is the test, so two activations at once mail only once.
   */
  async takeAltaPendent(idUsuari: number): Promise<AccountUser | undefined> {
    const rows = await this.db
      .update(usuaris)
      .set({ altaPendent: false })
      .where(and(eq(usuaris.idUsuari, idUsuari), eq(usuaris.altaPendent, true)))
      .returning(userColumns);
    return rows[0];
  }

  async insertToken(values: {
    idUsuari: number;
    tipus: TokenKind;
    tokenHash: string;
    nouEmail?: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(accountTokens).values(values);
  }

  /** A token of one kind by its hash; `lock` holds the row until the transaction ends. */
  async tokenByHash(tokenHash: string, tipus: TokenKind, lock = false) {
    const query = this.db
      .select({
        id: accountTokens.id,
        idUsuari: accountTokens.idUsuari,
        nouEmail: accountTokens.nouEmail,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.tipus, tipus)))
      .limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  }

  /** Ends every unused link of one kind of the user: using one, or changing the password, ends all. */
  async useAllTokens(idUsuari: number, tipus: TokenKind): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.idUsuari, idUsuari),
          eq(accountTokens.tipus, tipus),
          isNull(accountTokens.usedAt),
        ),
      );
  }

  /** What customer service needs to know of the sender's company. */
  async customerOf(codigo: string) {
    const rows = await this.db
      .select({ codigo: clientes.codigo, razonSocial: clientes.razonSocial, telefono: clientes.telefono })
      .from(clientes)
      .where(eq(clientes.codigo, codigo))
      .limit(1);
    return rows[0];
  }
}
