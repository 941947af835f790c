// How a rendered mail leaves the portal: nodemailer over `SMTP_URL`. The worker (mail-worker.ts)
// only needs to know whether the server took the mail, refused it for good, or could not be
// reached; this file turns nodemailer's answers into those three.
import { createTransport } from 'nodemailer';
import type { ClaimedMail } from './mail-repository.ts';

export type SendOutcome =
  | { kind: 'sent' }
  /** A 5xx answer to RCPT TO or DATA: this mail will never be taken (no such mailbox, too big). */
  | { kind: 'refused'; reason: string }
  /** Anything else: server away, slow, 4xx, authentication or sender problems (our configuration). */
  | { kind: 'unavailable'; reason: string };

export interface MailTransport {
  send(mail: ClaimedMail, signal: AbortSignal): Promise<SendOutcome>;
}

/** The timeouts of one SMTP conversation; a send is also cut at the worker's send timeout. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export class SmtpTransport implements MailTransport {
  private readonly transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // One connection per mail: no pool to go stale while the server is away, and mail is rare
    // enough that reconnecting costs nothing worth saving.
    this.transporter = createTransport({
      url: smtpUrl,
      ...TIMEOUTS,
      // Mails are rendered strings: nothing should ever make nodemailer read a file or a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(mail: ClaimedMail, signal: AbortSignal): Promise<SendOutcome> {
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: mail.recipient,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.bodyText,
        html: mail.bodyHtml,
        // Fixed when the mail was written: a resend after a lost answer is recognisably the same mail.
        messageId: mail.messageId,
        // RFC 3834: automatic mail, so auto-responders do not answer it.
        headers: { 'Auto-Submitted': 'auto-generated' },
        signal,
      });
      return { kind: 'sent' };
    } catch (error) {
      return classify(error);
    }
  }
}

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

/**
 * Only a refusal of this mail is final: a 5xx to RCPT TO (the address) or DATA (the content). A
 * 5xx to MAIL FROM or AUTH is about our own configuration, which an administrator can fix, so
 * those mails wait and are retried like any other failure.
 */
export function classify(error: unknown): SendOutcome {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpError;
  const reason = describe(e);
  const permanent =
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.command === 'RCPT TO' || e.command === 'DATA');
  return permanent ? { kind: 'refused', reason } : { kind: 'unavailable', reason };
}

function describe(e: SmtpError): string {
  const what = e.response
    ? `${e.command ? `${e.command}: ` : ''}${e.response}`
    : (e.message ?? 'unknown error');
  return `${e.code ? `${e.code} ` : ''}${what}`.replace(/\s+/g, ' ').trim().slice(0, 500);
}
