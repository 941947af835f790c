// Owns `usuaris` and `usuari_rols` (db/schema/owners.js), and so their administration too
// (admin-users/).
// Users as the authentication and profile code needs them; the customer's terms, the session and
// the role's permissions come from their owners' read interfaces, joined in the one statement.
import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { usuariRols, usuaris } from '../../db/schema/index.ts';
import { roleEndpoints } from '../access/access-read.ts';
import { openSessions } from '../auth/session-read.ts';
import { customerTerms } from '../customers/customer-read.ts';

export class UserRepository extends Repository {
  /** By user name or e-mail, case-insensitively: the login form takes either. */
  /**
   * Who may try to log in with `login`: an active user, or one registered through the portal and
   * awaiting activation (who is told so once the password is right). A disabled user is not found.
   */
  async findLoginCandidate(login: string) {
    const key = login.trim().toLowerCase();
    const rows = await this.db
      .select()
      .from(usuaris)
      .where(
        and(
          or(eq(usuaris.activo, true), eq(usuaris.altaPendent, true)),
          or(eq(sql`lower(${usuaris.username})`, key), eq(sql`lower(${usuaris.email})`, key)),
        ),
      )
      // An active login before a pending registration that happens to share the address.
      .orderBy(desc(usuaris.activo))
      .limit(1);
    return rows[0];
  }

  async findActiveById(idUsuari: number) {
    const rows = await this.db
      .select({
        idUsuari: usuaris.idUsuari,
        username: usuaris.username,
        email: usuaris.email,
        nomContacte: usuaris.nomContacte,
        idioma: usuaris.idioma,
        codigoCliente: usuaris.codigoCliente,
        sessioVersio: usuaris.sessioVersio,
        // The price list rides along: every priced request needs it, and it saves a query.
        idLista: customerTerms.idLista,
      })
      .from(usuaris)
      .leftJoin(customerTerms, eq(customerTerms.codigo, usuaris.codigoCliente))
      .where(and(eq(usuaris.idUsuari, idUsuari), eq(usuaris.activo, true)))
      .limit(1);
    return rows[0];
  }

  /**
   * The session user of a request and whether they hold `endPoint`, in one round trip: every
   * guarded request asks both. Only while the token's session is open: a logout or a reused
   * refresh token ends it, and with it every access token naming it, at once.
   * A null `endPoint` matches no permission (`= null` is never true).
   */
  async findActiveWithPermission(idUsuari: number, sessionId: number, endPoint: string | null) {
    this.sessionQuery ??= this.prepareSessionQuery();
    const rows = await this.sessionQuery.execute({ idUsuari, sessionId, endPoint });
    return rows[0];
  }

  // Built once per repository and prepared on the server: building a Drizzle query took longer
  // than the database took to answer it, on the path every request goes through.
  private sessionQuery: ReturnType<UserRepository['prepareSessionQuery']> | undefined;

  private prepareSessionQuery() {
    const holds = sql<boolean>`exists (${this.db
      .select({ one: sql`1` })
      .from(usuariRols)
      .innerJoin(roleEndpoints, eq(roleEndpoints.idRol, usuariRols.idRol))
      .where(
        and(
          eq(usuariRols.idUsuari, usuaris.idUsuari),
          eq(roleEndpoints.endPoint, sql.placeholder('endPoint')),
        ),
      )})`;
    return this.db
      .select({
        idUsuari: usuaris.idUsuari,
        username: usuaris.username,
        idioma: usuaris.idioma,
        codigoCliente: usuaris.codigoCliente,
        idLista: customerTerms.idLista,
        email: usuaris.email,
        formaPago: customerTerms.formaPago,
        sessioVersio: usuaris.sessioVersio,
        permitted: holds,
      })
      .from(usuaris)
      .leftJoin(customerTerms, eq(customerTerms.codigo, usuaris.codigoCliente))
      .where(
        and(
          eq(usuaris.idUsuari, sql.placeholder('idUsuari')),
          eq(usuaris.activo, true),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(openSessions)
              .where(
                and(
                  eq(openSessions.id, sql.placeholder('sessionId')),
                  eq(openSessions.idUsuari, usuaris.idUsuari),
                ),
              ),
          ),
        ),
      )
      .limit(1)
      .prepare('session_user_permission');
  }

  async customerOf(codigo: string) {
    const rows = await this.db
      .select({
        codigo: customerTerms.codigo,
        razonSocial: customerTerms.razonSocial,
        idLista: customerTerms.idLista,
      })
      .from(customerTerms)
      .where(eq(customerTerms.codigo, codigo))
      .limit(1);
    return rows[0];
  }

  async updateSelf(idUsuari: number, changes: { idioma?: string; nomContacte?: string }) {
    await this.db
      .update(usuaris)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(usuaris.idUsuari, idUsuari));
  }

  /** A new hash of the same password (a stronger scheme or cost); the sessions stay. */
  async replacePasswordHash(idUsuari: number, passwordHash: string) {
    await this.db.update(usuaris).set({ passwordHash }).where(eq(usuaris.idUsuari, idUsuari));
  }

  /** Every login of one customer given to another. */
  async moveCustomer(from: string, to: string): Promise<void> {
    await this.db
      .update(usuaris)
      .set({ codigoCliente: to, updatedAt: new Date() })
      .where(eq(usuaris.codigoCliente, from));
  }

  /** Access tokens carry the version they were issued with; a raised one stops them all. */
  async raiseSessionVersion(idUsuari: number): Promise<void> {
    await this.db
      .update(usuaris)
      .set({ sessioVersio: sql`${usuaris.sessioVersio} + 1` })
      .where(eq(usuaris.idUsuari, idUsuari));
  }
}
