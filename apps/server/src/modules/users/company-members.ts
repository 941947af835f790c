// The users module's service for a customer company's logins (DESIGN §13): the team screen lists,
// creates, re-roles and disables them through it and never writes `usuaris` or `usuari_rols`
// itself. Every method is scoped to one company by its caller (the company-team service); staff
// logins (no company) are never a company's members.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuariRols, usuaris } from '../../db/schema/index.ts';
import { namedRoles } from '../access/access-read.ts';

export interface CompanyMember {
  idUsuari: number;
  username: string;
  email: string;
  nomContacte: string | null;
  idioma: string;
  codigoCliente: string;
  actiu: boolean;
  /** The seeded roles the login holds (`rols.nom`). */
  roleNames: string[];
}

const sameEmail = (email: string) => eq(sql`lower(${usuaris.email})`, email.trim().toLowerCase());

export class CompanyMembers {
  /** Every login of the company, enabled or not, by name. */
  async list(db: DbOrTx, codigoCliente: string): Promise<CompanyMember[]> {
    return this.select(db, eq(usuaris.codigoCliente, codigoCliente));
  }

  /** One login, if it belongs to a company (staff never do); the caller compares the company. */
  async find(db: DbOrTx, idUsuari: number): Promise<CompanyMember | undefined> {
    return (await this.select(db, eq(usuaris.idUsuari, idUsuari)))[0];
  }

  /** The enabled logins of a company holding one of the roles, for mails to "every approver". */
  async holding(db: DbOrTx, codigoCliente: string, roleNames: string[]): Promise<CompanyMember[]> {
    const members = await this.list(db, codigoCliente);
    return members.filter(
      (member) => member.actiu && member.roleNames.some((name) => roleNames.includes(name)),
    );
  }

  /** Whether any login, of any company or staff, has this address or takes it as its user name. */
  async addressTaken(db: DbOrTx, email: string): Promise<boolean> {
    const rows = await db
      .select({ id: usuaris.idUsuari })
      .from(usuaris)
      .where(sql`${sameEmail(email)} or lower(${usuaris.username}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return rows.length > 0;
  }

  /**
   * A new enabled login of the company; its user name is its address (log-in takes either). The
   * unique indexes refuse an address another login took meanwhile: the caller turns that into 409.
   */
  async create(
    db: DbOrTx,
    member: {
      email: string;
      nomContacte: string;
      idioma: string;
      passwordHash: string;
      codigoCliente: string;
      roleNames: string[];
    },
  ): Promise<number> {
    const [row] = await db
      .insert(usuaris)
      .values({
        username: member.email,
        email: member.email,
        nomContacte: member.nomContacte,
        idioma: member.idioma,
        passwordHash: member.passwordHash,
        codigoCliente: member.codigoCliente,
      })
      .returning({ id: usuaris.idUsuari });
    await this.setRoles(db, row!.id, member.roleNames);
    return row!.id;
  }

  /**
   * Replaces the login's company roles with `roleNames`, leaving any other role it holds (one an
   * administrator granted on /usuaris) as it is.
   */
  async setRoles(db: DbOrTx, idUsuari: number, roleNames: string[], companyRoleNames: string[] = roleNames) {
    const all = [...new Set([...roleNames, ...companyRoleNames])];
    const ids = await db
      .select({ id: namedRoles.idRol, nom: namedRoles.nom })
      .from(namedRoles)
      .where(inArray(namedRoles.nom, all));
    const idOf = new Map(ids.map((row) => [row.nom, row.id]));
    const dropped = companyRoleNames
      .filter((name) => !roleNames.includes(name))
      .map((name) => idOf.get(name));
    const kept = dropped.filter((id): id is number => id !== undefined);
    if (kept.length > 0) {
      await db
        .delete(usuariRols)
        .where(and(eq(usuariRols.idUsuari, idUsuari), inArray(usuariRols.idRol, kept)));
    }
    const granted = roleNames.map((name) => idOf.get(name)).filter((id): id is number => id !== undefined);
    if (granted.length > 0) {
      await db
        .insert(usuariRols)
        .values(granted.map((idRol) => ({ idUsuari, idRol })))
        .onConflictDoNothing();
    }
  }

  async setActive(db: DbOrTx, idUsuari: number, actiu: boolean): Promise<void> {
    await db
      .update(usuaris)
      .set({ activo: actiu, updatedAt: new Date() })
      .where(eq(usuaris.idUsuari, idUsuari));
  }

  private async select(db: DbOrTx, where: ReturnType<typeof eq>): Promise<CompanyMember[]> {
    // The names of the roles each login holds, one subquery per row (a company has a few logins).
    const held = db
      .select({ names: sql`coalesce(array_agg(${namedRoles.nom} order by ${namedRoles.nom}), '{}')` })
      .from(usuariRols)
      .innerJoin(namedRoles, eq(namedRoles.idRol, usuariRols.idRol))
      .where(eq(usuariRols.idUsuari, usuaris.idUsuari));
    const rows = await db
      .select({
        idUsuari: usuaris.idUsuari,
        username: usuaris.username,
        email: usuaris.email,
        nomContacte: usuaris.nomContacte,
        idioma: usuaris.idioma,
        codigoCliente: usuaris.codigoCliente,
        actiu: usuaris.activo,
        roleNames: sql<string[]>`(${held})`,
      })
      .from(usuaris)
      .where(and(where, sql`${usuaris.codigoCliente} is not null`))
      .orderBy(sql`lower(coalesce(${usuaris.nomContacte}, ${usuaris.username}))`, usuaris.idUsuari);
    return rows.map((row) => ({ ...row, codigoCliente: row.codigoCliente! }));
  }
}
