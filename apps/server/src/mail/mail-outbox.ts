// The one way into the mail outbox (DESIGN §9): a mail is rendered and written in the transaction
// of the change that causes it, so a change that rolls back never mails anyone and a committed one
// always does, whatever happens to the SMTP server meanwhile. The mail worker (mail-worker.ts)
// delivers what is written here.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { paramValuesOn } from '../modules/admin-params/param-values.ts';
import type { MailContext } from './mail-content.ts';
import { mailMessage, type MailMessage } from './mail-messages.ts';
import { renderMail } from './render.ts';

/**
 * Renders `message` in its language and writes it as a `pending` mail; returns the mail's id.
 * Throws when the message does not parse (a bug in the caller, not bad user input: callers build
 * messages from data they already validated), which rolls the caller's change back with it.
 *
 * Every mail is written `pending`, with or without an SMTP server: whether one is configured is
 * the running app's business, not the database's. An app without `SMTP_URL` runs its mail worker
 * without a transport, and that worker settles each pending mail as `held` instead of sending it
 * (mail-worker.ts). So several apps in one process, or instances behind a load balancer, need no
 * shared switch, and callers need not know how mail leaves.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<number> {
  const mail = mailMessage.parse(message);
  const rendered = renderMail(mail, { ...(await loadContact(tx)), replyTo: mail.replyTo ?? null });
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      language: mail.idioma,
      subject: rendered.subject,
      bodyText: rendered.text,
      bodyHtml: rendered.html,
      messageId: newMessageId(),
      status: 'pending',
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Customer service's address and phone, for the footer and the "if it was not you" lines. */
async function loadContact(tx: DbOrTx): Promise<Omit<MailContext, 'replyTo'>> {
  const values = await paramValuesOn(tx, ['emailContacto', 'telefonoContacto']);
  return {
    emailContacto: values.emailContacto?.trim() || null,
    telefonoContacto: values.telefonoContacto?.trim() || null,
  };
}

/**
 * `<uuid@host>`, fixed when the mail is written so every delivery attempt carries the same
 * Message-ID and a receiver can drop a copy sent twice after a lost SMTP answer. The random part
 * makes it unique; the host is this machine's name, as mail servers write theirs.
 */
function newMessageId(): string {
  const host =
    hostname()
      .toLowerCase()
      .replace(/[^a-z0-9.-]/g, '')
      .replace(/^[.-]+|[.-]+$/g, '') || 'portal.localhost';
  return `<${randomUUID()}@${host}>`;
}
