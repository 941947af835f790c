// The home-screen rule: a role's home screen must be a screen its permissions open, or users of
// the role would land on a page where every call is refused. Setting such a home is refused
// (by the callers); when a revocation or a permission change takes the screen away, the home is
// cleared here and the users see the spec's "no home page" message instead.
import type { DbOrTx } from '../../../db/client.ts';
import { recordChange } from '../../change-log/change-log.ts';
import type { AdminRoleRepository } from './admin-role-repository.ts';

export class RoleHomes {
  constructor(private readonly roles: AdminRoleRepository) {}

  /** In the caller's transaction `db`, which the permission change runs in. */
  async clearUnreachable(db: DbOrTx, roleIds: number[], actor: number): Promise<void> {
    const roles = this.roles.in(db);
    for (const { idRol, idPantallaInici } of await roles.unreachableHomes([...new Set(roleIds)])) {
      await roles.update(idRol, { idPantallaInici: null });
      await recordChange(db, {
        taula: 'rols',
        tipus: 'UPDATE',
        idRegistre: idRol,
        idUsuari: actor,
        detall: { idPantallaInici: { from: idPantallaInici, to: null } },
      });
    }
  }
}
