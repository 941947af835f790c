// Owns `pantalles`, `permisos`, `rols` and `rol_permisos` (db/schema/owners.js), and so their
// administration too (admin-roles/, admin-permissions/ and admin-screens/).
// Queries of who may do what: a user's roles, permitted endpoints, menu and home screen; which
// roles a user holds comes from the users module's read interface.
import type { Action, MenuEntry, Role } from '@portal/domain/access';
import { normaliseScreenPath } from '@portal/domain/access';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { pantalles, permisos, rolPermisos, rols } from '../../db/schema/index.ts';
import { userRoles } from '../users/user-read.ts';

export class AccessRepository extends Repository {
  async rolesOf(idUsuari: number): Promise<(Role & { homePath: string | null })[]> {
    const rows = await this.db
      .select({ idRol: rols.idRol, nom: rols.nom, homePath: pantalles.url })
      .from(userRoles)
      .innerJoin(rols, eq(rols.idRol, userRoles.idRol))
      .leftJoin(pantalles, eq(pantalles.idPantalla, rols.idPantallaInici))
      .where(eq(userRoles.idUsuari, idUsuari))
      .orderBy(asc(rols.idRol));
    return rows;
  }

  /** Every action the user's roles grant. */
  async actionsOf(idUsuari: number): Promise<Action[]> {
    return this.db
      .selectDistinct({
        idPermis: permisos.idPermis,
        endPoint: permisos.endPoint,
        descripcio: permisos.descripcio,
      })
      .from(userRoles)
      .innerJoin(rolPermisos, eq(rolPermisos.idRol, userRoles.idRol))
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(eq(userRoles.idUsuari, idUsuari))
      .orderBy(asc(permisos.idPermis));
  }

  /** The actions granted on a screen and, for a detail screen, on its parent. */
  async actionsOnScreen(
    idUsuari: number,
    screen: { idPantalla: number; idPantallaPare: number | null },
  ): Promise<Action[]> {
    const screenIds = [screen.idPantalla, ...(screen.idPantallaPare ? [screen.idPantallaPare] : [])];
    return this.db
      .selectDistinct({
        idPermis: permisos.idPermis,
        endPoint: permisos.endPoint,
        descripcio: permisos.descripcio,
      })
      .from(userRoles)
      .innerJoin(rolPermisos, eq(rolPermisos.idRol, userRoles.idRol))
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(and(eq(userRoles.idUsuari, idUsuari), inArray(permisos.idPantalla, screenIds)))
      .orderBy(asc(permisos.idPermis));
  }

  /**
   * The menu: screens shown in the menu for which the user holds at least one permission, less
   * those another module keeps from this user (`kept`, by address).
   */
  async menuOf(idUsuari: number, kept: readonly string[] = []): Promise<MenuEntry[]> {
    const roleIds = this.db
      .select({ idRol: userRoles.idRol })
      .from(userRoles)
      .where(eq(userRoles.idUsuari, idUsuari));
    const screenIds = this.db
      .selectDistinct({ idPantalla: permisos.idPantalla })
      .from(rolPermisos)
      .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
      .where(inArray(rolPermisos.idRol, roleIds));
    const menu = await this.db
      .select({ name: pantalles.nombre, icon: pantalles.icona, url: pantalles.url, ordre: pantalles.orden })
      .from(pantalles)
      .where(and(eq(pantalles.menu, true), inArray(pantalles.idPantalla, screenIds)))
      .orderBy(asc(pantalles.orden), asc(pantalles.idPantalla));
    return kept.length === 0 ? menu : menu.filter((entry) => !kept.includes(normaliseScreenPath(entry.url)));
  }

  async findScreen(url: string) {
    const rows = await this.db
      .select({ idPantalla: pantalles.idPantalla, idPantallaPare: pantalles.idPantallaPare })
      .from(pantalles)
      .where(eq(pantalles.url, url))
      .limit(1);
    return rows[0];
  }
}
