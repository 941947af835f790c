// The mail that tells an account's owner that log-ins to it are being slowed down: from which
// address, and that they themselves can still log in from their usual place, or
// set a new password if they fear someone knows it. Written in the caller's transaction.
import { isLanguage } from '@portal/domain/languages';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';

export interface ThrottledOwner {
  email: string;
  nomContacte: string | null;
  username: string;
  idioma: string;
}

export async function notifyThrottledOwner(
  tx: DbOrTx,
  user: ThrottledOwner,
  details: { address: string; failures: number; recoveryLink: string },
): Promise<void> {
  await enqueueMail(tx, {
    kind: 'login.throttled',
    to: user.email,
    idioma: isLanguage(user.idioma) ? user.idioma : 'ca',
    params: {
      nom: (user.nomContacte?.trim() || user.username).slice(0, 300),
      adreca: details.address.slice(0, 300),
      intents: details.failures,
      link: details.recoveryLink,
    },
  });
}
