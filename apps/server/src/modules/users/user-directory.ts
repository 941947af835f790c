// Who a user is, for other modules that name them (an order says who placed it): read through
// the users module, which owns `usuaris`.
import type { DbOrTx } from '../../db/client.ts';
import { UserRepository } from './user-repository.ts';

export class UserDirectory {
  constructor(private readonly db: DbOrTx) {}

  /** The user's login and e-mail; null once the account is gone or disabled. */
  async nameAndEmail(idUsuari: number): Promise<{ username: string; email: string | null } | null> {
    const user = await new UserRepository(this.db).findActiveById(idUsuari);
    return user ? { username: user.username, email: user.email } : null;
  }
}
