// "Your account is ready": a company that registered in the portal waits with
// its login disabled and `altaPendent` set; the administrator's activation in the users screen
// mails the applicant, once. The users administration calls this in its own transaction.
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { languageOf, mailLine, nameOf, portalLink } from './account-mail.ts';
import type { AccountUsers } from '../users/account-users.ts';

export interface ActivationNotice {
  /**
   * In the caller's transaction, for a user whose login was just enabled: mails the applicant and
   * clears the mark if it was a pending registration. Answers whether a mail was written.
   */
  queueIfPending(tx: DbOrTx, idUsuari: number): Promise<boolean>;
  /** After the caller's commit, when `queueIfPending` wrote a mail. */
  queued(): void;
}

export function activationNotice(
  users: AccountUsers,
  publicUrl: string,
  onMailQueued: () => void = () => {},
): ActivationNotice {
  return {
    async queueIfPending(tx, idUsuari) {
      const user = await users.in(tx).takeAltaPendent(idUsuari);
      if (!user) return false;
      await enqueueMail(tx, {
        kind: 'account.activated',
        to: user.email,
        idioma: languageOf(user),
        params: {
          nom: nameOf(user),
          username: mailLine(user.username),
          link: portalLink(publicUrl, '/login'),
        },
      });
      return true;
    },
    queued: onMailQueued,
  };
}
