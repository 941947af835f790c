// SQL of the permissions administration, the access module's own: it owns `permisos` and
// `rol_permisos`, and the permissions screen is how they change. The list (by screen, marked for
// a role), the permission rows, and the links between roles and permissions.
import type { Permission } from '@portal/domain/access';
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Repository } from '../../../db/repository.ts';
import { pantalles, permisos, rolPermisos, rols } from '../../../db/schema/index.ts';
import { screenExists } from '../screen-exists.ts';

export type PermissionWrite = Omit<Permission, 'idPermis'>;

const permissionColumns = {
  idPermis: permisos.idPermis,
  endPoint: permisos.endPoint,
  descripcio: permisos.descripcio,
  idPantalla: permisos.idPantalla,
};

export class AdminPermissionRepository extends Repository {
  /** In menu order of their screens (permissions without one last), each marked when a role is named. */
  async list(filter: {
    idPantalla?: number | undefined;
    idRol?: number | undefined;
  }): Promise<PermissionListItem[]> {
    const rows = await this.db
      .select({ ...permissionColumns, pantalla: pantalles.nombre })
      .from(permisos)
      .leftJoin(pantalles, eq(pantalles.idPantalla, permisos.idPantalla))
      .where(filter.idPantalla === undefined ? undefined : eq(permisos.idPantalla, filter.idPantalla))
      .orderBy(sql`${pantalles.orden} asc nulls last`, asc(permisos.idPermis));
    if (filter.idRol === undefined) return rows;
    const granted = new Set(
      (
        await this.db
          .select({ id: rolPermisos.idPermis })
          .from(rolPermisos)
          .where(eq(rolPermisos.idRol, filter.idRol))
      ).map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, granted: granted.has(row.idPermis) }));
  }

  async findById(idPermis: number): Promise<Permission | undefined> {
    const rows = await this.db
      .select(permissionColumns)
      .from(permisos)
      .where(eq(permisos.idPermis, idPermis))
      .limit(1);
    return rows[0];
  }

  async endPointTaken(endPoint: string, exceptId?: number): Promise<boolean> {
    const same = eq(permisos.endPoint, endPoint);
    const rows = await this.db
      .select({ id: permisos.idPermis })
      .from(permisos)
      .where(exceptId === undefined ? same : and(same, ne(permisos.idPermis, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  screenExists(idPantalla: number): Promise<boolean> {
    return screenExists(this.db, idPantalla);
  }

  async findRole(idRol: number) {
    const rows = await this.db
      .select({ idRol: rols.idRol, nom: rols.nom, idPantallaInici: rols.idPantallaInici })
      .from(rols)
      .where(eq(rols.idRol, idRol))
      .limit(1);
    return rows[0];
  }

  async insert(values: PermissionWrite): Promise<number> {
    const [row] = await this.db.insert(permisos).values(values).returning({ id: permisos.idPermis });
    return row!.id;
  }

  async update(idPermis: number, values: PermissionWrite): Promise<void> {
    await this.db.update(permisos).set(values).where(eq(permisos.idPermis, idPermis));
  }

  /** Its grants go with it (cascade). */
  async delete(idPermis: number): Promise<void> {
    await this.db.delete(permisos).where(eq(permisos.idPermis, idPermis));
  }

  async rolesHolding(idPermis: number): Promise<number[]> {
    const rows = await this.db
      .select({ idRol: rolPermisos.idRol })
      .from(rolPermisos)
      .where(eq(rolPermisos.idPermis, idPermis))
      .orderBy(asc(rolPermisos.idRol));
    return rows.map((row) => row.idRol);
  }

  async isGranted(idRol: number, idPermis: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: rolPermisos.idPermis })
      .from(rolPermisos)
      .where(and(eq(rolPermisos.idRol, idRol), eq(rolPermisos.idPermis, idPermis)))
      .limit(1);
    return rows.length > 0;
  }

  /** True when the link was new. */
  async grant(idRol: number, idPermis: number): Promise<boolean> {
    const rows = await this.db
      .insert(rolPermisos)
      .values({ idRol, idPermis })
      .onConflictDoNothing()
      .returning({ id: rolPermisos.idPermis });
    return rows.length > 0;
  }

  /** True when there was a link to remove. */
  async revoke(idRol: number, idPermis: number): Promise<boolean> {
    const rows = await this.db
      .delete(rolPermisos)
      .where(and(eq(rolPermisos.idRol, idRol), eq(rolPermisos.idPermis, idPermis)))
      .returning({ id: rolPermisos.idPermis });
    return rows.length > 0;
  }

  async setHome(idRol: number, idPantalla: number): Promise<void> {
    await this.db.update(rols).set({ idPantallaInici: idPantalla }).where(eq(rols.idRol, idRol));
  }

  async homePathOf(idRol: number): Promise<{ idPantallaInici: number | null; homePath: string | null }> {
    const rows = await this.db
      .select({ idPantallaInici: rols.idPantallaInici, homePath: pantalles.url })
      .from(rols)
      .leftJoin(pantalles, eq(pantalles.idPantalla, rols.idPantallaInici))
      .where(eq(rols.idRol, idRol))
      .limit(1);
    return rows[0] ?? { idPantallaInici: null, homePath: null };
  }
}
