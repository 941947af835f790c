// The users module's answer to the log-in and to the guard of every request: who may try to log
// in with a name, who a session's user is and whether they hold a route's permission, and a
// password's stronger hash. Built once in the composition root; the auth module and the
// access-control plugin ask it rather than reading `usuaris`.
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { UserRepository } from './user-repository.ts';

export type LoginCandidate = NonNullable<Awaited<ReturnType<UserRepository['findLoginCandidate']>>>;
export type SessionUser = NonNullable<Awaited<ReturnType<UserRepository['findActiveWithPermission']>>>;

export class UserAccounts {
  constructor(
    private readonly db: Db,
    /** The root's one repository: it holds the guard's prepared statement. */
    private readonly users: UserRepository,
  ) {}

  /** An active user, or one awaiting activation, by user name or e-mail (case-insensitive). */
  loginCandidate(login: string): Promise<LoginCandidate | undefined> {
    return this.users.findLoginCandidate(login);
  }

  /** An active user by id, on `db` when it is a transaction the caller holds. */
  active(idUsuari: number, db: DbOrTx = this.db) {
    return db === this.db ? this.users.findActiveById(idUsuari) : this.users.in(db).findActiveById(idUsuari);
  }

  /** The session's user, if the session is open, and whether they hold `endPoint` (null: none). */
  sessionUser(
    idUsuari: number,
    sessionId: number,
    endPoint: string | null,
  ): Promise<SessionUser | undefined> {
    return this.users.findActiveWithPermission(idUsuari, sessionId, endPoint);
  }

  /** Stops every access token of the user at its next request, on `db` (the caller's transaction). */
  raiseSessionVersion(idUsuari: number, db: DbOrTx = this.db): Promise<void> {
    return this.users.in(db).raiseSessionVersion(idUsuari);
  }

  /** A new hash of the same password (a stronger scheme or cost); the sessions stay. */
  replacePasswordHash(idUsuari: number, passwordHash: string): Promise<void> {
    return this.users.replacePasswordHash(idUsuari, passwordHash);
  }

  /** A registered company's logins, moved to the code the ERP confirmed (erp/outbox/customer-link.ts). */
  moveCustomerRows(tx: Tx, provisional: string, erpCodigo: string): Promise<void> {
    return this.users.in(tx).moveCustomer(provisional, erpCodigo);
  }
}
