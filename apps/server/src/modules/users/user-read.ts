// The users module's read interface for other modules' queries (it owns `usuaris` and
// `usuari_rols`): selections of its tables that another module's query joins in its one
// statement, so a list shows a user's name, or the access module follows a user's roles, without
// a second query.
// Plain subqueries: PostgreSQL pulls them up into the join, so the plan is that of a direct join.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { usuariRols, usuaris } from '../../db/schema/index.ts';

const query = new QueryBuilder();

/** Each user's id and user name. */
export const userNames = query
  .select({ idUsuari: usuaris.idUsuari, username: usuaris.username })
  .from(usuaris)
  .as('user_names');

/** Which user holds which role. */
export const userRoles = query
  .select({ idUsuari: usuariRols.idUsuari, idRol: usuariRols.idRol })
  .from(usuariRols)
  .as('user_roles');
