// Users' names as other modules show them (who owns a list, who changed it last), so no module
// reads the users' table itself.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuaris } from '../../db/schema/index.ts';

export class UserDirectory {
  constructor(private readonly db: DbOrTx) {}

  /** Each user's contact name, else the user name, by id; unknown ids are left out. */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ idUsuari: usuaris.idUsuari, username: usuaris.username, nomContacte: usuaris.nomContacte })
      .from(usuaris)
      .where(inArray(usuaris.idUsuari, unique));
    return new Map(rows.map((row) => [row.idUsuari, row.nomContacte?.trim() || row.username]));
  }
}
