// SQL of the users administration, the users module's own: it owns `usuaris` and `usuari_rols`,
// and the users screen is how staff change them. The paged list with roles and customer (joined
// through the access and customers modules' read interfaces), and the writes.
import type { Role } from '@portal/domain/access';
import type { AdminUser, UserListQuery } from '@portal/domain/admin-users';
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../../db/repository.ts';
import { usuariRols, usuaris } from '../../../db/schema/index.ts';
import { namedRoles } from '../../access/access-read.ts';
import { folded, offsetOf, orderOf, textFilter } from '../../admin-shared/paging.ts';
import { customerNames } from '../../customers/customer-read.ts';

export interface UserWrite {
  username: string;
  email: string;
  nomContacte: string | null;
  idioma: string;
  codigoCliente: string | null;
}

const listColumns = {
  idUsuari: usuaris.idUsuari,
  username: usuaris.username,
  email: usuaris.email,
  nomContacte: usuaris.nomContacte,
  idioma: usuaris.idioma,
  codigoCliente: usuaris.codigoCliente,
  razonSocial: customerNames.razonSocial,
  actiu: usuaris.activo,
};

const sortColumns = {
  idUsuari: usuaris.idUsuari,
  username: folded(usuaris.username),
  email: folded(usuaris.email),
  nomContacte: folded(usuaris.nomContacte),
  idioma: usuaris.idioma,
  codigoCliente: usuaris.codigoCliente,
};

export class AdminUserRepository extends Repository {
  async page(query: UserListQuery): Promise<{ users: AdminUser[]; total: number }> {
    const where = textFilter(
      [
        usuaris.username,
        usuaris.email,
        usuaris.nomContacte,
        usuaris.codigoCliente,
        customerNames.razonSocial,
      ],
      query.text,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select(listColumns)
        .from(usuaris)
        .leftJoin(customerNames, eq(customerNames.codigo, usuaris.codigoCliente))
        .where(where)
        .orderBy(
          ...orderOf(sortColumns, query.sort, { field: 'username', direction: 'asc' }, usuaris.idUsuari),
        )
        .limit(query.size)
        .offset(offsetOf(query)),
      this.db
        .select({ total: count() })
        .from(usuaris)
        .leftJoin(customerNames, eq(customerNames.codigo, usuaris.codigoCliente))
        .where(where),
    ]);
    return { users: await this.withRoles(rows), total: totals[0]?.total ?? 0 };
  }

  async findById(idUsuari: number): Promise<AdminUser | undefined> {
    return this.findOne(eq(usuaris.idUsuari, idUsuari));
  }

  private async findOne(where: SQL): Promise<AdminUser | undefined> {
    const rows = await this.db
      .select(listColumns)
      .from(usuaris)
      .leftJoin(customerNames, eq(customerNames.codigo, usuaris.codigoCliente))
      .where(where)
      .limit(1);
    return (await this.withRoles(rows))[0];
  }

  private async withRoles<T extends { idUsuari: number }>(rows: T[]): Promise<(T & { roles: Role[] })[]> {
    const ids = rows.map((row) => row.idUsuari);
    const links =
      ids.length === 0
        ? []
        : await this.db
            .select({ idUsuari: usuariRols.idUsuari, idRol: namedRoles.idRol, nom: namedRoles.nom })
            .from(usuariRols)
            .innerJoin(namedRoles, eq(namedRoles.idRol, usuariRols.idRol))
            .where(inArray(usuariRols.idUsuari, ids))
            .orderBy(asc(namedRoles.idRol));
    return rows.map((row) => ({
      ...row,
      roles: links.filter((link) => link.idUsuari === row.idUsuari).map(({ idRol, nom }) => ({ idRol, nom })),
    }));
  }

  /** Whether another user already has this user name or e-mail (both unique case-insensitively). */
  async isTaken(username: string, email: string, exceptId?: number): Promise<boolean> {
    const clash = or(
      eq(sql`lower(${usuaris.username})`, username.toLowerCase()),
      eq(sql`lower(${usuaris.email})`, email.toLowerCase()),
    );
    const rows = await this.db
      .select({ id: usuaris.idUsuari })
      .from(usuaris)
      .where(exceptId === undefined ? clash : and(clash, ne(usuaris.idUsuari, exceptId)))
      .limit(1);
    return rows.length > 0;
  }

  async unknownRoleIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .select({ idRol: namedRoles.idRol })
      .from(namedRoles)
      .where(inArray(namedRoles.idRol, ids));
    const known = new Set(found.map((row) => row.idRol));
    return ids.filter((id) => !known.has(id));
  }

  async customerExists(codigo: string): Promise<boolean> {
    const rows = await this.db
      .select({ codigo: customerNames.codigo })
      .from(customerNames)
      .where(eq(customerNames.codigo, codigo))
      .limit(1);
    return rows.length > 0;
  }

  async insert(values: UserWrite & { passwordHash: string }): Promise<number> {
    const [row] = await this.db.insert(usuaris).values(values).returning({ id: usuaris.idUsuari });
    return row!.id;
  }

  async update(
    idUsuari: number,
    values: UserWrite & { passwordHash?: string; activo?: boolean },
  ): Promise<void> {
    await this.db
      .update(usuaris)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(usuaris.idUsuari, idUsuari));
  }

  async setRoles(idUsuari: number, roleIds: number[]): Promise<void> {
    await this.db.delete(usuariRols).where(eq(usuariRols.idUsuari, idUsuari));
    if (roleIds.length > 0)
      await this.db.insert(usuariRols).values(roleIds.map((idRol) => ({ idUsuari, idRol })));
  }

  /** Roles and refresh tokens go with the user (cascade). */
  async delete(idUsuari: number): Promise<void> {
    await this.db.delete(usuaris).where(eq(usuaris.idUsuari, idUsuari));
  }
}
