// The rules of the users administration: unique user name and e-mail, roles and customer that
// exist, a password change or a disabled login that ends the user's sessions, no administrator
// deleting or disabling themself.
// Each write and its change-register row share one transaction; hashing happens before it, so
// the transaction stays short.
import type { Page } from '@portal/domain/api';
import type { AdminUser, CreateUser, UpdateUser, UserListQuery } from '@portal/domain/admin-users';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../../http/errors.ts';
import type { ActivationNotice } from '../../accounts/activation-notice.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import type { PasswordHasher } from '../../auth/password-hasher.ts';
import { uniqueOr } from '../../admin-shared/db-errors.ts';
import { pageOf } from '../../admin-shared/paging.ts';
import { changedFields, recordChange } from '../../change-log/change-log.ts';
import type { AdminUserRepository, UserWrite } from './admin-user-repository.ts';

const TABLE = 'usuaris';

type UserFields = Omit<CreateUser, 'password' | 'confirmPassword'>;

/** Empty optional fields are stored as null, so "no customer" has one spelling. */
function toWrite(input: UserFields): UserWrite {
  return {
    username: input.username,
    email: input.email,
    nomContacte: input.nomContacte || null,
    idioma: input.idioma,
    codigoCliente: input.codigoCliente || null,
  };
}

/** What the change register keeps of a user: everything but secrets. */
function snapshot(user: AdminUser) {
  return {
    username: user.username,
    email: user.email,
    nomContacte: user.nomContacte,
    idioma: user.idioma,
    codigoCliente: user.codigoCliente,
    roles: user.roles.map((role) => role.idRol),
    actiu: user.actiu,
  };
}

export class AdminUserService {
  constructor(
    private readonly db: Db,
    private readonly users: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
    /** Mails a registered company's applicant when their login is first enabled. */
    private readonly activation?: ActivationNotice,
    /** What other modules keep of a login about to be deleted, in its transaction (the shared lists). */
    private readonly beforeRemove?: (
      tx: DbOrTx,
      user: { idUsuari: number; codigoCliente: string | null },
      actor: number,
    ) => Promise<void>,
  ) {}

  async list(query: UserListQuery): Promise<Page<AdminUser>> {
    const { users, total } = await this.users.page(query);
    return pageOf(users, total, query);
  }

  async create(input: CreateUser, actor: number): Promise<AdminUser> {
    const passwordHash = await this.hasher.hash(input.password);
    const fields = toWrite(input);
    const roles = [...new Set(input.roles)];
    return this.db.transaction(async (tx) => {
      const users = this.users.in(tx);
      await this.checkWrite(users, fields, roles);
      const idUsuari = await uniqueOr(
        () => users.insert({ ...fields, passwordHash }),
        () => conflict('users.alreadyExists'),
      );
      await users.setRoles(idUsuari, roles);
      const created = (await users.findById(idUsuari))!;
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'INSERT',
        idRegistre: idUsuari,
        idUsuari: actor,
        detall: snapshot(created),
      });
      return created;
    });
  }

  async update(input: UpdateUser, actor: number): Promise<AdminUser> {
    // Locking oneself out would leave the session pointing at a login that cannot come back.
    if (input.actiu === false && input.idUsuari === actor)
      throw unprocessable('admin.users.cannotDisableSelf');
    const passwordHash = input.password ? await this.hasher.hash(input.password) : undefined;
    const fields = toWrite(input);
    const roles = [...new Set(input.roles)];
    let activationMailed = false;
    const updated = await this.db.transaction(async (tx) => {
      const users = this.users.in(tx);
      const before = await users.findById(input.idUsuari);
      if (!before) throw notFound();
      await this.checkWrite(users, fields, roles, input.idUsuari);
      await uniqueOr(
        () =>
          users.update(input.idUsuari, {
            ...fields,
            ...(passwordHash ? { passwordHash } : {}),
            ...(input.actiu === undefined ? {} : { activo: input.actiu }),
          }),
        () => conflict('users.alreadyExists'),
      );
      await users.setRoles(input.idUsuari, roles);
      // A new password or a disabled login ends every session: a refresh token must not outlive
      // the change (a disabled user's access tokens are already refused, as the guard reads `actiu`).
      if (passwordHash || input.actiu === false) await this.auth.revokeAllOf(input.idUsuari, tx);
      const after = (await users.findById(input.idUsuari))!;
      if (!before.actiu && after.actiu && this.activation)
        activationMailed = await this.activation.queueIfPending(tx, input.idUsuari);
      const detall = {
        ...changedFields(snapshot(before), snapshot(after)),
        ...(passwordHash ? { password: { changed: true } } : {}),
      };
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'UPDATE',
        idRegistre: input.idUsuari,
        idUsuari: actor,
        detall,
      });
      return after;
    });
    if (activationMailed) this.activation?.queued();
    return updated;
  }

  async remove(idUsuari: number, actor: number): Promise<void> {
    // Deleting oneself would leave the session pointing at nobody, and could remove the last administrator.
    if (idUsuari === actor) throw unprocessable('admin.users.cannotDeleteSelf');
    await this.db.transaction(async (tx) => {
      const users = this.users.in(tx);
      const before = await users.findById(idUsuari);
      if (!before) throw notFound();
      await this.beforeRemove?.(tx, before, actor);
      await users.delete(idUsuari);
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'DELETE',
        idRegistre: idUsuari,
        idUsuari: actor,
        detall: snapshot(before),
      });
    });
  }

  private async checkWrite(
    users: AdminUserRepository,
    fields: UserWrite,
    roles: number[],
    exceptId?: number,
  ) {
    if (await users.isTaken(fields.username, fields.email, exceptId)) throw conflict('users.alreadyExists');
    if ((await users.unknownRoleIds(roles)).length > 0) throw notFound('admin.roles.unknown');
    if (fields.codigoCliente && !(await users.customerExists(fields.codigoCliente))) {
      throw notFound('admin.users.unknownCustomer');
    }
  }
}
