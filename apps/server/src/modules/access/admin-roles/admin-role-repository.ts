// SQL of the roles administration, the access module's own: it owns `rols` and `rol_permisos`,
// and the roles screen is how they change. Roles with their home screen, permissions and the
// count of users holding each (through the users module's read interface).
import type { Permission } from '@portal/domain/access';
import type { AdminRole } from '@portal/domain/admin-roles';
import { and, asc, count, eq, inArray, isNotNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../../db/repository.ts';
import { pantalles, permisos, rolPermisos, rols } from '../../../db/schema/index.ts';
import { userRoles } from '../../users/user-read.ts';
import { screenExists } from '../screen-exists.ts';

export interface RoleWrite {
  nom: string;
  idPantallaInici: number | null;
}

export class AdminRoleRepository extends Repository {
  async list(): Promise<AdminRole[]> {
    return this.find(undefined);
  }

  async findById(idRol: number): Promise<AdminRole | undefined> {
    return (await this.find(eq(rols.idRol, idRol)))[0];
  }

  private async find(where: SQL | undefined): Promise<AdminRole[]> {
    const roles = await this.db
      .select({
        idRol: rols.idRol,
        nom: rols.nom,
        idPantallaInici: rols.idPantallaInici,
        homePath: pantalles.url,
      })
      .from(rols)
      .leftJoin(pantalles, eq(pantalles.idPantalla, rols.idPantallaInici))
      .where(where)
      .orderBy(asc(rols.idRol));
    const ids = roles.map((role) => role.idRol);
    if (ids.length === 0) return [];
    const [grants, holders] = await Promise.all([
      this.db
        .select({
          idRol: rolPermisos.idRol,
          idPermis: permisos.idPermis,
          endPoint: permisos.endPoint,
          descripcio: permisos.descripcio,
          idPantalla: permisos.idPantalla,
        })
        .from(rolPermisos)
        .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
        .where(inArray(rolPermisos.idRol, ids))
        .orderBy(asc(permisos.idPermis)),
      this.db
        .select({ idRol: userRoles.idRol, usuaris: count() })
        .from(userRoles)
        .where(inArray(userRoles.idRol, ids))
        .groupBy(userRoles.idRol),
    ]);
    return roles.map((role) => ({
      ...role,
      permisos: grants
        .filter((grant) => grant.idRol === role.idRol)
        .map(({ idRol: _idRol, ...permission }): Permission => permission),
      usuaris: holders.find((holder) => holder.idRol === role.idRol)?.usuaris ?? 0,
    }));
  }

  /** Names are unique; "Comercial" and "comercial" would be the same role to a reader. */
  async nameTaken(nom: string, exceptId?: number): Promise<boolean> {
    const same = eq(sql`lower(${rols.nom})`, nom.toLowerCase());
    const rows = await this.db
      .select({ idRol: rols.idRol })
      .from(rols)
      .where(exceptId === undefined ? same : and(same, ne(rols.idRol, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  screenExists(idPantalla: number): Promise<boolean> {
    return screenExists(this.db, idPantalla);
  }

  async unknownPermissionIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .select({ id: permisos.idPermis })
      .from(permisos)
      .where(inArray(permisos.idPermis, ids));
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  async insert(values: RoleWrite): Promise<number> {
    const [row] = await this.db.insert(rols).values(values).returning({ id: rols.idRol });
    return row!.id;
  }

  async update(idRol: number, values: Partial<RoleWrite>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db.update(rols).set(values).where(eq(rols.idRol, idRol));
  }

  async setPermissions(idRol: number, ids: number[]): Promise<void> {
    await this.db.delete(rolPermisos).where(eq(rolPermisos.idRol, idRol));
    if (ids.length > 0)
      await this.db.insert(rolPermisos).values(ids.map((idPermis) => ({ idRol, idPermis })));
  }

  /** Whether any permission the role holds belongs to the screen: only then can it be its home. */
  async holdsScreen(idRol: number, idPantalla: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: permisos.idPermis })
      .from(rolPermisos)
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(and(eq(rolPermisos.idRol, idRol), eq(permisos.idPantalla, idPantalla)))
      .limit(1);
    return rows.length > 0;
  }

  /** Of these roles, those whose home screen none of their permissions opens any more. */
  async unreachableHomes(roleIds: number[]): Promise<{ idRol: number; idPantallaInici: number }[]> {
    if (roleIds.length === 0) return [];
    const opening = this.db
      .select({ one: sql`1` })
      .from(rolPermisos)
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(and(eq(rolPermisos.idRol, rols.idRol), eq(permisos.idPantalla, rols.idPantallaInici)));
    const rows = await this.db
      .select({ idRol: rols.idRol, idPantallaInici: rols.idPantallaInici })
      .from(rols)
      .where(and(inArray(rols.idRol, roleIds), isNotNull(rols.idPantallaInici), notExists(opening)));
    return rows.map((row) => ({ idRol: row.idRol, idPantallaInici: row.idPantallaInici! }));
  }

  /** Its permission links go with it (cascade); callers make sure no user holds it. */
  async delete(idRol: number): Promise<void> {
    await this.db.delete(rols).where(eq(rols.idRol, idRol));
  }
}
