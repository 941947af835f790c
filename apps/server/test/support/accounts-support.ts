// What the accounts and customer service tests share: a portal whose mail goes to a real SMTP
// server the test started, the mails that arrived (told apart by the kind the outbox wrote), and
// log-in attempts that report their status instead of throwing.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { AccountLimits } from '../../src/modules/accounts/account-limits.ts';
import type { DatabaseKind } from './databases.ts';
import { TestSmtp } from './test-smtp.ts';
import { bearer, createTestApp, type TestContext } from './test-app.ts';

export const PUBLIC_URL = 'https://portal.test';

/** A window far longer than a test run, so no count is cut in two by a window's edge. */
const LONG = 10 * 365 * 24 * 3600;

/** Generous limits, each test file lowering the one it tests. */
export function testLimits(overrides: Partial<AccountLimits> = {}): AccountLimits {
  return {
    recoveryPerIp: { max: 1000, windowSeconds: LONG },
    recoveryPerEmail: { max: 1000, windowSeconds: LONG },
    currentPasswordFailures: { max: 1000, windowSeconds: LONG },
    emailCheckPerIp: { max: 1000, windowSeconds: LONG },
    serviceMessagesPerUser: { max: 1000, windowSeconds: LONG },
    // No waiting in tests, except the one that measures it.
    recoveryAnswerFloorMs: 0,
    ...overrides,
  };
}

export function limit(max: number) {
  return { max, windowSeconds: LONG };
}

/** A mail as the SMTP server received it, read as a mail client would. */
export interface ArrivedMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** Reply-To addresses, lower case. */
  replyTo: string[];
}

/** The first link to the portal's page `route` in a mail's text, and its token. */
export function linkIn(mail: ArrivedMail, route: string): { url: URL; token: string } {
  const match = mail.text.match(new RegExp(`https?://\\S+${route}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${route} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

export interface MailTestContext {
  ctx: TestContext;
  smtp: TestSmtp;
  /** Every mail that reached an address, in arrival order. */
  arrivedTo(address: string): ArrivedMail[];
  /** Hands every pending mail to the SMTP server, as the worker's pass does. */
  deliver(): Promise<number>;
  /** The mails of one kind that reached an address, in arrival order. */
  mailsTo(address: string, tipus?: string): Promise<ArrivedMail[]>;
  /** The outbox rows written to an address (delivered or not). */
  outboxTo(address: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function createMailTestApp(
  kind: DatabaseKind,
  accountLimits: AccountLimits = testLimits(),
): Promise<MailTestContext> {
  const smtp = await TestSmtp.start();
  const ctx = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL }, accountLimits });
  const db = ctx.testDb.database.db;
  const outboxTo = (address: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);
  const arrivedTo = (address: string): ArrivedMail[] =>
    smtp.received
      .map(({ to, messageId, mail }) => ({
        to: to.map((a) => a.toLowerCase()),
        messageId,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        replyTo: (mail.replyTo?.value ?? []).map((a) => (a.address ?? '').toLowerCase()),
      }))
      .filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    ctx,
    smtp,
    arrivedTo,
    deliver: () => ctx.app.services.mail.worker.drain(),
    async mailsTo(address, tipus) {
      const arrived = arrivedTo(address);
      if (!tipus) return arrived;
      const ids = new Set(
        (await outboxTo(address)).filter((row) => row.kind === tipus).map((row) => row.messageId),
      );
      return arrived.filter((mail) => ids.has(mail.messageId));
    },
    outboxTo,
    close: async () => {
      await ctx.close();
      await smtp.stop();
    },
  };
}

/** `POST /auth/oauth/token` with the password grant; the status tells whether it worked. */
export function tryLogin(ctx: TestContext, username: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function tryRefresh(ctx: TestContext, refreshToken: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** One call to `/api/v1<url>`: JSON body, a token or none, a language, a client address. */
export function call(
  ctx: TestContext,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; language?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'ca' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: options.token ? bearer(options.token, headers) : headers,
    // The connection's own address: X-Forwarded-For counts only from a configured proxy.
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

let addressCounter = 0;
/** A client address of its own, so one test's rate limits never touch another's. */
export function freshIp(): string {
  addressCounter++;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}
