// The rules of the roles administration: unique names, a home screen and permissions that
// exist, and no deleting a role some user still holds (those users would silently lose access).
import type { AdminRole, CreateRole, UpdateRole } from '@portal/domain/admin-roles';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../../http/errors.ts';
import { uniqueOr } from '../../admin-shared/db-errors.ts';
import { changedFields, recordChange } from '../../change-log/change-log.ts';
import type { AdminRoleRepository, RoleWrite } from './admin-role-repository.ts';

const TABLE = 'rols';

function snapshot(role: AdminRole) {
  return {
    nom: role.nom,
    idPantallaInici: role.idPantallaInici,
    permisos: role.permisos.map((p) => p.idPermis),
  };
}

export class AdminRoleService {
  constructor(
    private readonly db: Db,
    private readonly roles: AdminRoleRepository,
  ) {}

  list(): Promise<AdminRole[]> {
    return this.roles.list();
  }

  async create(input: CreateRole, actor: number): Promise<AdminRole> {
    return this.db.transaction(async (tx) => {
      const roles = this.roles.in(tx);
      const fields: RoleWrite = { nom: input.nom, idPantallaInici: input.idPantallaInici ?? null };
      const permisos = [...new Set(input.permisos ?? [])];
      await this.checkWrite(roles, fields, permisos);
      const idRol = await uniqueOr(
        () => roles.insert(fields),
        () => conflict('admin.roles.alreadyExists'),
      );
      await roles.setPermissions(idRol, permisos);
      await this.checkHome(roles, idRol, fields.idPantallaInici);
      const created = (await roles.findById(idRol))!;
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'INSERT',
        idRegistre: idRol,
        idUsuari: actor,
        detall: snapshot(created),
      });
      return created;
    });
  }

  async update(input: UpdateRole, actor: number): Promise<AdminRole> {
    return this.db.transaction(async (tx) => {
      const roles = this.roles.in(tx);
      const before = await roles.findById(input.idRol);
      if (!before) throw notFound('admin.roles.unknown');
      // An absent home screen keeps the current one; null clears it.
      const fields: RoleWrite = {
        nom: input.nom,
        idPantallaInici: input.idPantallaInici === undefined ? before.idPantallaInici : input.idPantallaInici,
      };
      const permisos = input.permisos === undefined ? undefined : [...new Set(input.permisos)];
      await this.checkWrite(roles, fields, permisos ?? [], input.idRol);
      await uniqueOr(
        () => roles.update(input.idRol, fields),
        () => conflict('admin.roles.alreadyExists'),
      );
      if (permisos) await roles.setPermissions(input.idRol, permisos);
      // A home chosen now must be reachable; a kept one that the new permissions no longer reach is cleared.
      if (input.idPantallaInici !== undefined)
        await this.checkHome(roles, input.idRol, fields.idPantallaInici);
      else if (
        fields.idPantallaInici !== null &&
        !(await roles.holdsScreen(input.idRol, fields.idPantallaInici))
      ) {
        await roles.update(input.idRol, { idPantallaInici: null });
      }
      const after = (await roles.findById(input.idRol))!;
      const detall = changedFields(snapshot(before), snapshot(after));
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'UPDATE',
        idRegistre: input.idRol,
        idUsuari: actor,
        detall,
      });
      return after;
    });
  }

  async remove(idRol: number, actor: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const roles = this.roles.in(tx);
      const before = await roles.findById(idRol);
      if (!before) throw notFound('admin.roles.unknown');
      if (before.usuaris > 0) throw conflict('admin.roles.inUse');
      await roles.delete(idRol);
      await recordChange(tx, {
        taula: TABLE,
        tipus: 'DELETE',
        idRegistre: idRol,
        idUsuari: actor,
        detall: snapshot(before),
      });
    });
  }

  private async checkHome(roles: AdminRoleRepository, idRol: number, idPantalla: number | null) {
    if (idPantalla !== null && !(await roles.holdsScreen(idRol, idPantalla))) {
      throw unprocessable('admin.roles.homeNotReachable');
    }
  }

  private async checkWrite(
    roles: AdminRoleRepository,
    fields: RoleWrite,
    permisos: number[],
    exceptId?: number,
  ) {
    if (await roles.nameTaken(fields.nom, exceptId)) throw conflict('admin.roles.alreadyExists');
    if (fields.idPantallaInici !== null && !(await roles.screenExists(fields.idPantallaInici))) {
      throw notFound('admin.screens.unknown');
    }
    if ((await roles.unknownPermissionIds(permisos)).length > 0) throw notFound('admin.permissions.unknown');
  }
}
