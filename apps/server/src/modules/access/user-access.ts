// The access module's answer to "what may this user do" for other modules (the session user of
// `/usuaris/self`): their roles with their home screens, every action their roles grant, and
// their menu less the screens another module keeps from them. The access module owns the roles',
// permissions' and screens' tables; others ask here.
import type { DbOrTx } from '../../db/client.ts';
import { AccessRepository } from './access-repository.ts';

export class UserAccess {
  constructor(private readonly db: DbOrTx) {}

  async of(idUsuari: number, kept?: readonly string[]) {
    const access = new AccessRepository(this.db);
    const [roles, actions, menu] = await Promise.all([
      access.rolesOf(idUsuari),
      access.actionsOf(idUsuari),
      access.menuOf(idUsuari, kept),
    ]);
    return { roles, actions, menu };
  }
}
