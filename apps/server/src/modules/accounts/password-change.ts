// What a new password does, however it was set (the profile, a recovery link): every session and
// every unused recovery link of the user ends, the user is told by mail, and the change is logged.
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { recordChange } from '../change-log/change-log.ts';
import { languageOf, nameOf } from './account-mail.ts';
import type { AccountsContext } from './accounts-context.ts';
import type { AccountUser } from '../users/account-users.ts';

/** In the caller's transaction, with the new hash already computed (off the transaction). */
export async function setNewPassword(
  ctx: Pick<AccountsContext, 'auth' | 'accounts' | 'users'>,
  tx: Tx,
  user: Pick<AccountUser, 'idUsuari' | 'email' | 'idioma' | 'nomContacte' | 'username'>,
  passwordHash: string,
  via: 'profile' | 'recovery',
): Promise<void> {
  await ctx.users.in(tx).setPasswordHash(user.idUsuari, passwordHash);
  await ctx.accounts.in(tx).useAllTokens(user.idUsuari, 'password_reset');
  await ctx.auth.revokeAllOf(user.idUsuari, tx);
  await enqueueMail(tx, {
    kind: 'password.changed',
    to: user.email,
    idioma: languageOf(user),
    params: { nom: nameOf(user) },
  });
  await recordChange(tx, {
    taula: 'usuaris',
    tipus: 'UPDATE',
    idRegistre: user.idUsuari,
    idUsuari: user.idUsuari,
    detall: { password: { changed: true }, via },
  });
}
