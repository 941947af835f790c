// A logged-in user's own password and e-mail (spec §7 canviar-contrasenya, canviar-email;
// reached from the profile). Both ask for the current password, so an unattended open session cannot take
// the account over; wrong guesses are rate-limited per user. A new e-mail takes effect only once
// the link mailed to it is followed (`confirmEmail`, public: the link may be opened anywhere).
import { EMAIL_CHANGE_TTL_MINUTES, type ChangeEmail, type ChangePassword } from '@portal/domain/accounts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { uniqueOr } from '../admin-shared/db-errors.ts';
import { recordChange } from '../change-log/change-log.ts';
import { languageOf, nameOf, portalLink } from './account-mail.ts';
import { setNewPassword } from './password-change.ts';
import { assertUsable, hashAccountToken, newAccountToken } from './account-tokens.ts';
import type { AccountUser } from '../users/account-users.ts';
import type { AccountsContext } from './accounts-context.ts';

const alreadyExists = () => conflict('users.alreadyExists');

export class CredentialsService {
  constructor(private readonly ctx: AccountsContext) {}

  /** Whether any account has this e-mail; over the per-address limit a 429. */
  async emailTaken(email: string, ip: string): Promise<boolean> {
    // Counted and judged in one statement: checks sent together cannot slip past the limit.
    const blocked = await this.ctx.limiter.take(`email-check:ip:${ip}`, this.ctx.limits.emailCheckPerIp);
    if (blocked !== null) throw tooManyRequests(blocked);
    return this.ctx.users.emailTaken(email);
  }

  /**
   * The user, once their current password is proven; a wrong one counts towards the lock. Every
   * attempt is counted before the password is checked, in the statement that judges it, and a
   * right one clears the count: guesses sent together cannot all be checked before any is counted.
   */
  private async withCurrentPassword(idUsuari: number, currentPassword: string): Promise<AccountUser> {
    const bucket = `account:current-password:${idUsuari}`;
    const limit = this.ctx.limits.currentPasswordFailures;
    const blocked = await this.ctx.limiter.take(bucket, limit);
    if (blocked !== null) throw tooManyRequests(blocked);
    const users = this.ctx.users;
    const [user, stored] = await Promise.all([users.userById(idUsuari), users.passwordHashOf(idUsuari)]);
    if (!user || !stored) throw notFound();
    if (!(await this.ctx.hasher.verify(currentPassword, stored))) {
      throw badRequest('accounts.currentPasswordWrong', [
        { field: 'currentPassword', key: 'accounts.currentPasswordWrong' },
      ]);
    }
    await this.ctx.limiter.clear(bucket);
    return user;
  }

  /**
   * Sets a new password and ends every session of the user, this one's refresh token included:
   * the web app logs in again with the new password. Recovery links still unused end too.
   */
  async changePassword(idUsuari: number, input: ChangePassword): Promise<void> {
    const user = await this.withCurrentPassword(idUsuari, input.currentPassword);
    const passwordHash = await this.ctx.hasher.hash(input.password);
    await this.ctx.db.transaction((tx) => setNewPassword(this.ctx, tx, user, passwordHash, 'profile'));
    this.ctx.onMailQueued();
  }

  /**
   * Mails a confirmation link to the new address. Nothing changes until it is followed; an
   * address another user has is refused now, and again when the link is used.
   */
  async requestEmailChange(idUsuari: number, input: ChangeEmail): Promise<void> {
    const user = await this.withCurrentPassword(idUsuari, input.currentPassword);
    if (user.email.toLowerCase() === input.email)
      throw badRequest('accounts.sameEmail', [{ field: 'email', key: 'accounts.sameEmail' }]);
    const { token, hash } = newAccountToken();
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000);
    await this.ctx.db.transaction(async (tx) => {
      if (await this.ctx.users.in(tx).emailTaken(input.email, idUsuari)) throw alreadyExists();
      await this.ctx.accounts.in(tx).insertToken({
        idUsuari,
        tipus: 'email_change',
        tokenHash: hash,
        nouEmail: input.email,
        expiresAt,
      });
      await enqueueMail(tx, {
        kind: 'email.confirm',
        to: input.email,
        idioma: languageOf(user),
        params: {
          nom: nameOf(user),
          link: portalLink(this.ctx.publicUrl, '/confirmar-email', token),
          newEmail: input.email,
          validMinutes: EMAIL_CHANGE_TTL_MINUTES,
        },
      });
    });
    this.ctx.onMailQueued();
  }

  /**
   * Follows a confirmation link: the account's address becomes the new one, the old address is
   * told, every pending change of the user ends. Two users confirming one address at once: the
   * unique index lets one through and the other gets the same 409 as the check.
   */
  async confirmEmail(token: string): Promise<void> {
    const hash = hashAccountToken(token);
    await this.ctx.db.transaction(async (tx) => {
      const repo = this.ctx.accounts.in(tx);
      const users = this.ctx.users.in(tx);
      const row = await repo.tokenByHash(hash, 'email_change', true);
      assertUsable(row);
      const user = (await users.userById(row.idUsuari))!;
      const newEmail = row.nouEmail!;
      if (await users.emailTaken(newEmail, user.idUsuari)) throw alreadyExists();
      await uniqueOr(() => users.setEmail(user.idUsuari, newEmail), alreadyExists);
      await repo.useAllTokens(user.idUsuari, 'email_change');
      await enqueueMail(tx, {
        kind: 'email.changed',
        to: user.email,
        idioma: languageOf(user),
        params: { nom: nameOf(user), newEmail },
      });
      await recordChange(tx, {
        taula: 'usuaris',
        tipus: 'UPDATE',
        idRegistre: user.idUsuari,
        idUsuari: user.idUsuari,
        detall: { email: { from: user.email, to: newEmail } },
      });
    });
    this.ctx.onMailQueued();
  }
}
