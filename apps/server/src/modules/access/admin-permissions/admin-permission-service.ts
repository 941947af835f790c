// The rules of the permissions list and of the permission rows: filters naming a role or screen
// that exist, one permission per endpoint, and home screens kept reachable when a permission
// moves to another screen or disappears.
import type { Permission } from '@portal/domain/access';
import type {
  CreatePermission,
  PermissionListItem,
  PermissionQuery,
  UpdatePermission,
} from '@portal/domain/admin-permissions';
import { storedPermissionDescription } from '@portal/domain/permission-descriptions';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { uniqueOr } from '../../admin-shared/db-errors.ts';
import type { RoleHomes } from '../admin-roles/role-home.ts';
import { changedFields, recordChange } from '../../change-log/change-log.ts';
import type { AdminPermissionRepository, PermissionWrite } from './admin-permission-repository.ts';

const TABLE = 'permisos';
const snapshot = ({ idPermis: _id, ...fields }: Permission): PermissionWrite => fields;
/** The portal's own description, sent back as the screen showed it, is stored as none. */
const toStore = <T extends PermissionWrite>(fields: T): T => ({
  ...fields,
  descripcio: storedPermissionDescription(fields.endPoint, fields.descripcio),
});

export class AdminPermissionService {
  constructor(
    private readonly db: Db,
    private readonly permissions: AdminPermissionRepository,
    private readonly homes: RoleHomes,
  ) {}

  async list(query: PermissionQuery): Promise<PermissionListItem[]> {
    const permissions = this.permissions;
    if (query.idRol !== undefined && !(await permissions.findRole(query.idRol)))
      throw notFound('admin.roles.unknown');
    if (query.idPantalla !== undefined && !(await permissions.screenExists(query.idPantalla))) {
      throw notFound('admin.screens.unknown');
    }
    return permissions.list(query);
  }

  async create(input: CreatePermission, actor: number): Promise<Permission> {
    return this.db.transaction(async (tx) => {
      const permissions = this.permissions.in(tx);
      await this.checkWrite(permissions, input);
      const idPermis = await uniqueOr(
        () => permissions.insert(toStore(input)),
        () => conflict('admin.permissions.alreadyExists'),
      );
      const created = (await permissions.findById(idPermis))!;
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'INSERT',
        idRegistre: idPermis,
        idUsuari: actor,
        detall: snapshot(created),
      });
      return created;
    });
  }

  async update(input: UpdatePermission, actor: number): Promise<Permission> {
    return this.db.transaction(async (tx) => {
      const permissions = this.permissions.in(tx);
      const before = await permissions.findById(input.idPermis);
      if (!before) throw notFound('admin.permissions.unknown');
      const { idPermis, ...fields } = input;
      await this.checkWrite(permissions, fields, idPermis);
      await uniqueOr(
        () => permissions.update(idPermis, toStore(fields)),
        () => conflict('admin.permissions.alreadyExists'),
      );
      const after = (await permissions.findById(idPermis))!;
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'UPDATE',
        idRegistre: idPermis,
        idUsuari: actor,
        detall: changedFields(snapshot(before), snapshot(after)),
      });
      // Moving the permission to another screen may take a role's home screen away from it.
      if (before.idPantalla !== after.idPantalla)
        await this.homes.clearUnreachable(tx, await permissions.rolesHolding(idPermis), actor);
      return after;
    });
  }

  async remove(idPermis: number, actor: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const permissions = this.permissions.in(tx);
      const before = await permissions.findById(idPermis);
      if (!before) throw notFound('admin.permissions.unknown');
      const holders = await permissions.rolesHolding(idPermis);
      await permissions.delete(idPermis);
      // The register keeps which roles held it, since their grants go with it.
      const detall = { ...snapshot(before), rols: holders };
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'DELETE',
        idRegistre: idPermis,
        idUsuari: actor,
        detall,
      });
      await this.homes.clearUnreachable(tx, holders, actor);
    });
  }

  private async checkWrite(
    permissions: AdminPermissionRepository,
    fields: PermissionWrite,
    exceptId?: number,
  ) {
    if (await permissions.endPointTaken(fields.endPoint, exceptId))
      throw conflict('admin.permissions.alreadyExists');
    if (fields.idPantalla !== null && !(await permissions.screenExists(fields.idPantalla))) {
      throw notFound('admin.screens.unknown');
    }
  }
}
