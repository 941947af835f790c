// SQL of the accounts module, which owns `account_tokens`: the tokens of mailed links. The users it
// reads and changes are the users module's (users/account-users.ts). Every method runs on the
// database or on the transaction it is given.
import { and, eq, isNull } from 'drizzle-orm';
import { Repository } from '../../db/repository.ts';
import { accountTokens } from '../../db/schema/index.ts';
import type { TokenKind } from './account-tokens.ts';

export class AccountsRepository extends Repository {
  async insertToken(values: {
    idUsuari: number;
    tipus: TokenKind;
    tokenHash: string;
    nouEmail?: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(accountTokens).values(values);
  }

  /** A token of one kind by its hash; `lock` holds the row until the transaction ends. */
  async tokenByHash(tokenHash: string, tipus: TokenKind, lock = false) {
    const query = this.db
      .select({
        id: accountTokens.id,
        idUsuari: accountTokens.idUsuari,
        nouEmail: accountTokens.nouEmail,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.tipus, tipus)))
      .limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  }

  /** Ends every unused link of one kind of the user: using one, or changing the password, ends all. */
  async useAllTokens(idUsuari: number, tipus: TokenKind): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.idUsuari, idUsuari),
          eq(accountTokens.tipus, tipus),
          isNull(accountTokens.usedAt),
        ),
      );
  }
}
