// Password recovery by a mailed link (spec §2 /recuperar-contrasenya and /canviar-contrasenya,
// §7): asking for a link, asking whether a link still works, and setting the password
// with it.
//
// Asking must not tell a stranger whether an address has an account: the answer is the same, and
// so is the work up to the last step. Both cases count the same rate limits, look the address
// up, make and hash a token and run one transaction; only a known active user's transaction then
// writes the token and the mail (the mail rendered with the contact parameters, two INSERTs),
// a few milliseconds more. That remainder is hidden by
// answering no sooner than `recoveryAnswerFloorMs` after the request arrived, in both cases; only
// a database slower than the floor (heavily loaded) would let a difference through again.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_TOKEN_TTL_MINUTES, accountTokenSchema, type TokenState } from '@portal/domain/accounts';
import { tooManyRequests } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { AccountsContext } from './accounts-context.ts';
import { languageOf, nameOf, portalLink } from './account-mail.ts';
import { assertUsable, hashAccountToken, newAccountToken, tokenState } from './account-tokens.ts';
import { setNewPassword } from './password-change.ts';

export class RecoveryService {
  constructor(private readonly ctx: AccountsContext) {}

  /**
   * Mails a recovery link to an active user with this address; does nothing visible otherwise.
   * Over the per-address limit a 429 (it says nothing about the e-mail); over the per-e-mail limit
   * the usual answer and no mail, so the limit reveals nothing either.
   */
  async requestLink(email: string, ip: string): Promise<void> {
    const started = performance.now();
    const { limits } = this.ctx;
    const ipBucket = `recovery:ip:${ip}`;
    const emailBucket = `recovery:email:${email}`;
    // Each request counted and judged in one statement (RateLimiter.take): requests arriving
    // together cannot all find the count under the limit before any of them adds to it.
    const blocked = await this.ctx.limiter.take(ipBucket, limits.recoveryPerIp);
    if (blocked !== null) throw tooManyRequests(blocked);
    const overEmailLimit = (await this.ctx.limiter.take(emailBucket, limits.recoveryPerEmail)) !== null;

    const { token, hash } = newAccountToken();
    const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_TTL_MINUTES * 60_000);
    const queued = await this.ctx.db.transaction(async (tx) => {
      const user = await this.ctx.users.in(tx).activeUserByEmail(email);
      if (!user || overEmailLimit) return false;
      await this.ctx.accounts.in(tx).insertToken({
        idUsuari: user.idUsuari,
        tipus: 'password_reset',
        tokenHash: hash,
        expiresAt,
      });
      await enqueueMail(tx, {
        kind: 'password.reset',
        to: user.email,
        idioma: languageOf(user),
        params: {
          nom: nameOf(user),
          link: portalLink(this.ctx.publicUrl, '/canviar-contrasenya', token),
          validMinutes: ACCOUNT_TOKEN_TTL_MINUTES,
        },
      });
      return true;
    });
    if (queued) this.ctx.onMailQueued();
    const rest = limits.recoveryAnswerFloorMs - (performance.now() - started);
    if (rest > 0) await sleep(rest);
  }

  /**
   * Whether a recovery link can still be used. A malformed token is simply unknown (not looked
   * up): the page then offers to ask again, as for any other dead link.
   */
  async linkState(token: string): Promise<TokenState> {
    if (!accountTokenSchema.safeParse(token).success) return { estat: 'unknown' };
    const row = await this.ctx.accounts.tokenByHash(hashAccountToken(token), 'password_reset');
    return { estat: tokenState(row) };
  }

  /**
   * Sets the password from a recovery link and ends every session and every other recovery link
   * of the user. It does not enable a disabled login: the link proves the mailbox, not the
   * administrator's consent.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const hash = hashAccountToken(token);
    // Checked before hashing, so dead links cannot keep the hasher busy; checked again under lock.
    assertUsable(await this.ctx.accounts.tokenByHash(hash, 'password_reset'));
    const passwordHash = await this.ctx.hasher.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const row = await this.ctx.accounts.in(tx).tokenByHash(hash, 'password_reset', true);
      assertUsable(row);
      const user = (await this.ctx.users.in(tx).userById(row.idUsuari))!;
      await setNewPassword(this.ctx, tx, user, passwordHash, 'recovery');
      return user;
    });
    await this.ctx.auth.clearLoginFailures(user.idUsuari);
    this.ctx.onMailQueued();
  }
}
