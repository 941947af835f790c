// The access module's read interface for other modules' queries (it owns `pantalles`, `permisos`,
// `rols` and `rol_permisos`): selections of its tables that another module's query joins in its
// one statement, so no module names these tables itself.
// Plain subqueries: PostgreSQL pulls them up into the join, so the plan is that of a direct join.
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { permisos, rolPermisos, rols } from '../../db/schema/index.ts';

const query = new QueryBuilder();

/** Each role's id and name (the seeded company roles are known by name). */
export const namedRoles = query.select({ idRol: rols.idRol, nom: rols.nom }).from(rols).as('named_roles');

/** Which endpoint (`GET /usuaris`) each role's permissions open. */
export const roleEndpoints = query
  .select({ idRol: rolPermisos.idRol, endPoint: permisos.endPoint })
  .from(rolPermisos)
  .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
  .as('role_endpoints');
