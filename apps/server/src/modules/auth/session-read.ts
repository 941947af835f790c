// The auth module's read interface for other modules' queries (it owns `sessions`): the open
// sessions as a selection another module's statement names, so the request guard's one
// statement checks the session without reading this module's table itself.
// A plain subquery: PostgreSQL pulls it up into the query, so the plan is that of a direct read.
import { isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sessions } from '../../db/schema/index.ts';

/** Sessions not ended (by logout, a reused refresh token, or all of a user's at once). */
export const openSessions = new QueryBuilder()
  .select({ id: sessions.id, idUsuari: sessions.idUsuari })
  .from(sessions)
  .where(isNull(sessions.revokedAt))
  .as('open_sessions');
