// The mail of one app, as `app.services.mail`: its worker, built with an SMTP transport when
// `SMTP_URL` is set and without one (mail held for the Mailbox) when not.
import type { MailRepository } from './mail-repository.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { SmtpTransport } from './smtp-transport.ts';

export interface Mail {
  worker: MailWorker;
  /** Whether mail leaves the portal, or stays in the Mailbox (no `SMTP_URL`). */
  delivers: boolean;
  /**
   * Tells the worker mail was written; call it after the transaction that wrote it has
   * committed (before, the worker would not see the mail yet).
   */
  kick(): void;
}

export function createMail(deps: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  worker?: MailWorkerOptions;
  mails: MailRepository;
}): Mail {
  const transport = deps.smtpUrl ? new SmtpTransport(deps.smtpUrl, deps.from) : undefined;
  const worker = new MailWorker(deps.db, transport, deps.log, deps.mails, deps.worker);
  return { worker, delivers: worker.delivers, kick: () => worker.kick() };
}
