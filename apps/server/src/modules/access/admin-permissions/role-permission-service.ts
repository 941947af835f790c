// Granting and revoking a permission to a role, and making a permission's screen the role's
// home. Grant and revoke are idempotent: repeating one changes nothing and registers nothing.
import type { RolePermission, RolePermissionState } from '@portal/domain/admin-permissions';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound, unprocessable } from '../../../http/errors.ts';
import type { RoleHomes } from '../admin-roles/role-home.ts';
import { recordChange } from '../../change-log/change-log.ts';
import type { AdminPermissionRepository } from './admin-permission-repository.ts';

const LINKS = 'rol_permisos';

export class RolePermissionService {
  constructor(
    private readonly db: Db,
    private readonly permissions: AdminPermissionRepository,
    private readonly homes: RoleHomes,
  ) {}

  async grant(pair: RolePermission, actor: number): Promise<RolePermissionState> {
    return this.db.transaction(async (tx) => {
      const { permissions, permission, role } = await this.load(tx, pair);
      if (await permissions.grant(pair.idRol, pair.idPermis)) {
        await recordChange(tx, {
          taula: LINKS,
          tipus: 'INSERT',
          idRegistre: `${pair.idRol}:${pair.idPermis}`,
          idUsuari: actor,
          detall: { ...pair, rol: role.nom, endPoint: permission.endPoint },
        });
      }
      return this.state(permissions, pair);
    });
  }

  async revoke(pair: RolePermission, actor: number): Promise<RolePermissionState> {
    return this.db.transaction(async (tx) => {
      const { permissions, permission, role } = await this.load(tx, pair);
      if (await permissions.revoke(pair.idRol, pair.idPermis)) {
        await recordChange(tx, {
          taula: LINKS,
          tipus: 'DELETE',
          idRegistre: `${pair.idRol}:${pair.idPermis}`,
          idUsuari: actor,
          detall: { ...pair, rol: role.nom, endPoint: permission.endPoint },
        });
        await this.homes.clearUnreachable(tx, [pair.idRol], actor);
      }
      return this.state(permissions, pair);
    });
  }

  /** The role's users will land on this permission's screen after logging in. */
  async setHome(pair: RolePermission, actor: number): Promise<RolePermissionState> {
    return this.db.transaction(async (tx) => {
      const { permissions, permission, role } = await this.load(tx, pair);
      if (permission.idPantalla === null) throw unprocessable('admin.permissions.noScreen');
      // A home the role cannot open would greet its users with refusals.
      if (!(await permissions.isGranted(pair.idRol, pair.idPermis)))
        throw unprocessable('admin.permissions.homeNotGranted');
      if (role.idPantallaInici !== permission.idPantalla) {
        await permissions.setHome(pair.idRol, permission.idPantalla);
        await recordChange(tx, {
          taula: 'rols',
          tipus: 'UPDATE',
          idRegistre: pair.idRol,
          idUsuari: actor,
          detall: { idPantallaInici: { from: role.idPantallaInici, to: permission.idPantalla } },
        });
      }
      return this.state(permissions, pair);
    });
  }

  private async load(db: DbOrTx, pair: RolePermission) {
    const permissions = this.permissions.in(db);
    const [role, permission] = await Promise.all([
      permissions.findRole(pair.idRol),
      permissions.findById(pair.idPermis),
    ]);
    if (!role) throw notFound('admin.roles.unknown');
    if (!permission) throw notFound('admin.permissions.unknown');
    return { permissions, permission, role };
  }

  private async state(
    permissions: AdminPermissionRepository,
    pair: RolePermission,
  ): Promise<RolePermissionState> {
    const granted = await permissions.isGranted(pair.idRol, pair.idPermis);
    return { ...pair, granted, ...(await permissions.homePathOf(pair.idRol)) };
  }
}
