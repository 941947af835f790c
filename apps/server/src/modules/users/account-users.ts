// The users module's reads and writes for the accounts and customers modules (recovery links,
// changing one's password or e-mail, activation notices, a registration's first login, the
// company a login names): a user as they need it and the columns changed on the user's behalf.
// Built once by the composition root; in a transaction, through `in(tx)`.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { usuaris } from '../../db/schema/index.ts';

const userColumns = {
  idUsuari: usuaris.idUsuari,
  username: usuaris.username,
  email: usuaris.email,
  nomContacte: usuaris.nomContacte,
  idioma: usuaris.idioma,
  codigoCliente: usuaris.codigoCliente,
  activo: usuaris.activo,
};

export type AccountUser = { [K in keyof typeof userColumns]: (typeof usuaris.$inferSelect)[K] };

const sameEmail = (email: string) => eq(sql`lower(${usuaris.email})`, email.trim().toLowerCase());

export class AccountUsers extends Repository {
  /** The active user with this e-mail, in any case; inactive logins get no recovery link. */
  async activeUserByEmail(email: string): Promise<AccountUser | undefined> {
    const rows = await this.db
      .select(userColumns)
      .from(usuaris)
      .where(and(sameEmail(email), eq(usuaris.activo, true)))
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

  /** The company of the login whose user name or e-mail this is (as the log-in accepts either). */
  async companyOfLogin(login: string): Promise<string | null> {
    const value = login.trim().toLowerCase();
    const [row] = await this.db
      .select({ codigo: usuaris.codigoCliente })
      .from(usuaris)
      .where(or(eq(sql`lower(${usuaris.username})`, value), eq(sql`lower(${usuaris.email})`, value)))
      .limit(1);
    return row?.codigo ?? null;
  }

  /** The company of the login with this e-mail (unique among logins), if it has one. */
  async companyOfEmail(email: string): Promise<string | null> {
    const [row] = await this.db
      .select({ codigo: usuaris.codigoCliente })
      .from(usuaris)
      .where(sameEmail(email))
      .limit(1);
    return row?.codigo ?? null;
  }

  /**
   * The first of `base`, `base-2`, `base-3` … no user has (user names are unique whatever their
   * case); past those, `base-` and a random number.
   */
  async freeUsername(base: string): Promise<string> {
    const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
    const taken = await this.db
      .select({ username: sql<string>`lower(${usuaris.username})` })
      .from(usuaris)
      .where(inArray(sql`lower(${usuaris.username})`, candidates));
    const used = new Set(taken.map((row) => row.username));
    return (
      candidates.find((candidate) => !used.has(candidate)) ??
      `${base}-${Math.floor(100_000 + Math.random() * 900_000)}`
    );
  }

  /** A new login; the unique indexes refuse a clash, which the caller turns into a 409. */
  async insert(values: typeof usuaris.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(usuaris).values(values).returning({ id: usuaris.idUsuari });
    return row!.id;
  }
}
