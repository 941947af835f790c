// Mail delivery against a real SMTP server (DESIGN §9): a mail is written in the transaction of the
// change that causes it and delivered once by the worker, in the recipient's language, with the
// footer; a permanent refusal is final, a temporary one is retried; two workers never send the
// same mail; without SMTP_URL the mail is held for the Mailbox.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logErrors, mailOutbox, params } from '../../src/db/schema/index.ts';
import { enqueueMail } from '../../src/mail/mail-outbox.ts';
import type { MailMessage } from '../../src/mail/mail-messages.ts';
import { MailWorker } from '../../src/mail/mail-worker.ts';
import { buildRepositories } from '../../src/services.ts';
import { SmtpTransport } from '../../src/mail/smtp-transport.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';
import { TestSmtp } from '../support/test-smtp.ts';

const CONTACT = { email: 'atencio@soldadures.example', phone: '+34 930 123 456' };
const FROM = 'Portal <no-reply@portal.example>';
const quiet = { warn: () => undefined, error: () => undefined };

let sequence = 0;
const address = (prefix = 'client') => `${prefix}-${Date.now().toString(36)}-${++sequence}@tallers.example`;

const passwordChanged = (to: string, idioma: MailMessage['idioma'] = 'ca', nom = 'Anna'): MailMessage => ({
  kind: 'password.changed',
  to,
  idioma,
  params: { nom },
});

describe.each(databaseKinds())('mail delivery over SMTP on %s', (kind) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  const db = () => ctx.testDb.database.db;
  const worker = () => ctx.app.services.mail.worker;
  const row = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  const mailErrors = (id: number) =>
    db()
      .select()
      .from(logErrors)
      .where(sql`${logErrors.classe} = 'MailWorker' and ${logErrors.codi} = ${String(id)}`);
  /** As if the back-off had run out: every pending mail is due now. */
  const timePasses = () =>
    db().execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);

  beforeAll(async () => {
    smtp = await TestSmtp.start({
      refuse: (to) =>
        to.startsWith('nobody')
          ? { code: 550, message: '5.1.1 No such user here' }
          : to.startsWith('busy')
            ? { code: 451, message: '4.3.0 Try again later' }
            : null,
    });
    ctx = await createTestApp(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    await db().update(params).set({ valor: CONTACT.email }).where(eq(params.clau, 'emailContacto'));
    await db().update(params).set({ valor: CONTACT.phone }).where(eq(params.clau, 'telefonoContacto'));
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const to = address();
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, passwordChanged(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await worker().drain();
    expect(smtp.to(to)).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
  });

  it('delivers a committed mail once, in the recipient language, with text, HTML and the footer', async () => {
    const to = address();
    const link = 'http://localhost:3000/canviar-contrasenya?token=abc123';
    const id = await db().transaction((tx) =>
      enqueueMail(tx, {
        kind: 'password.reset',
        to,
        idioma: 'es',
        params: { nom: 'Marta', link, validMinutes: 60 },
      }),
    );
    expect((await row(id)).status).toBe('pending');

    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.settledAt).toBeInstanceOf(Date);

    const [arrived, ...more] = smtp.to(to);
    expect(more).toEqual([]);
    expect(arrived!.messageId).toBe(stored.messageId);
    expect(arrived!.from).toBe('no-reply@portal.example');
    const mail = arrived!.mail;
    expect(mail.subject).toBe('Restablecimiento de la contraseña');
    expect(mail.text).toContain('Hola, Marta:');
    expect(mail.text).toContain('válido durante 1 hora');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Atención al cliente: ${CONTACT.email} · ${CONTACT.phone}`);
    expect(mail.text).toContain('Portal de pedidos');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(CONTACT.email);
    expect(mail.html).toContain(CONTACT.phone);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    // A second pass finds nothing more to send.
    await worker().drain();
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('sends the Reply-To given with the mail', async () => {
    const to = address('staff');
    const replyTo = address('customer');
    const id = await enqueueMail(db(), { ...passwordChanged(to, 'en'), replyTo });
    await worker().drain();
    expect((await row(id)).replyTo).toBe(replyTo);
    expect(smtp.to(to)[0]!.mail.replyTo?.value[0]?.address).toBe(replyTo);
  });

  it('escapes a name with markup in the HTML it delivers', async () => {
    const to = address();
    await enqueueMail(db(), passwordChanged(to, 'en', '<script>alert(1)</script>'));
    await worker().drain();
    const mail = smtp.to(to)[0]!.mail;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('marks a mail refused with 550 failed, records the answer and never retries it', async () => {
    const to = address('nobody');
    const id = await enqueueMail(db(), passwordChanged(to));
    await worker().drain();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('550');
    expect(failed.lastError).toContain('No such user');
    const [logged, ...others] = await mailErrors(id);
    expect(others).toEqual([]);
    expect(logged).toMatchObject({ codiError: 'MAIL_REFUSED', metode: 'password.changed' });
    expect(logged!.missatge).toContain('550');

    await timePasses();
    await worker().drain();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.to(to)).toEqual([]);
  });

  it('keeps a mail refused with 451 pending and retries it after the back-off', async () => {
    const to = address('busy');
    const id = await enqueueMail(db(), passwordChanged(to));
    const before = Date.now();
    await worker().drain();
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('451');
    // The first retry waits about 30 s (with jitter), not a lease or nothing.
    const delay = (waiting.nextAttemptAt.getTime() - before) / 1000;
    expect(delay).toBeGreaterThan(20);
    expect(delay).toBeLessThan(45);
    expect((await mailErrors(id)).map((entry) => entry.codiError)).toEqual(['MAIL_SMTP']);

    await worker().drain();
    expect((await row(id)).attempts).toBe(1);
    await timePasses();
    await worker().drain();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });
    // Only the first failure and every fifth reach the error log.
    expect(await mailErrors(id)).toHaveLength(1);
  });

  it('delivers each mail once when two workers drain the outbox at the same time', async () => {
    const slow = await TestSmtp.start({ delayMs: 20 });
    try {
      const workers = [0, 1].map(
        () => new MailWorker(db(), new SmtpTransport(slow.url, FROM), quiet, buildRepositories(db()).mail),
      );
      const recipients = Array.from({ length: 8 }, () => address('both'));
      const ids: number[] = [];
      for (const to of recipients) ids.push(await enqueueMail(db(), passwordChanged(to)));
      const handled = await Promise.all(workers.map((w) => w.drain()));
      expect(handled[0]! + handled[1]!).toBe(recipients.length);
      for (const to of recipients) expect(slow.to(to)).toHaveLength(1);
      const rows = await db()
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.id} in ${ids}`);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['sent', 1]));
      expect(new Set(slow.received.map((mail) => mail.messageId)).size).toBe(recipients.length);
    } finally {
      await slow.stop();
    }
  });
});

describe.each(databaseKinds())('mail while the SMTP server is down on %s', (kind) => {
  let ctx: TestContext;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    ctx = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });

  it('loses nothing and sends nothing twice: three mails wait, then each arrives exactly once', async () => {
    const db = ctx.testDb.database.db;
    const worker = ctx.app.services.mail.worker;
    await smtp.stop();
    const recipients = (['ca', 'es', 'en'] as const).map((idioma) => ({ to: address('outage'), idioma }));
    const ids: number[] = [];
    for (const { to, idioma } of recipients) {
      ids.push(await db.transaction((tx) => enqueueMail(tx, passwordChanged(to, idioma))));
    }

    await worker.drain();
    const waiting = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in ${ids}`);
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual(ids.map(() => ['pending', 1]));
    for (const mail of waiting) expect(mail.lastError).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/);
    const logged = await db.select().from(logErrors).where(eq(logErrors.codiError, 'MAIL_SMTP'));
    expect(logged.map((entry) => Number(entry.codi)).sort()).toEqual([...ids].sort());

    await smtp.resume();
    // Not before the back-off runs out…
    await worker.drain();
    expect(smtp.received).toEqual([]);
    // …and then each once.
    await db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
    await worker.drain();
    await worker.drain();
    const sent = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in ${ids}`);
    for (const mail of sent) {
      expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.withMessageId(mail.messageId)).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(3);
    expect(smtp.to(recipients[1]!.to)[0]!.mail.subject).toBe('Se ha cambiado la contraseña');
  });
});

describe.each(databaseKinds())('mail without SMTP_URL on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx?.close());

  it('holds every mail in the database for the Mailbox', async () => {
    const db = ctx.testDb.database.db;
    expect(ctx.app.services.mail.delivers).toBe(false);
    const id = await enqueueMail(db, passwordChanged(address()));
    expect(await ctx.app.services.mail.worker.drain()).toBe(1);
    const [held] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(held).toMatchObject({ status: 'held', attempts: 0, settledAt: null });
    expect(held!.subject).toBe("S'ha canviat la contrasenya");
    expect(held!.bodyText).toContain("Us confirmem que s'ha canviat la contrasenya");
    expect(await ctx.app.services.mail.worker.drain()).toBe(0);
  });
});

describe.each(databaseKinds())('mail retention on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.testDb.database.db;
  /** A mail written `days` ago, in the given state. */
  async function mailOf(days: number, estat: string, extra = sql``) {
    const id = await enqueueMail(db(), passwordChanged(address('old')));
    await db().execute(sql`update mail_outbox set status = ${estat},
      created_at = now() - make_interval(days => ${days}) ${extra} where id = ${id}`);
    return id;
  }
  const remaining = async (ids: number[]) =>
    (await db().select({ id: mailOutbox.id }).from(mailOutbox))
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort((a, b) => a - b);

  it('deletes settled mail past the retention, keeps newer and pending mail, and looks once an hour', async () => {
    let clock = 0;
    const worker = new MailWorker(db(), undefined, quiet, buildRepositories(db()).mail, {
      retentionDays: 90,
      now: () => clock,
    });
    const sentOld = await mailOf(91, 'sent');
    const failedOld = await mailOf(120, 'failed');
    const heldOld = await mailOf(91, 'held');
    const sentRecent = await mailOf(89, 'sent');
    // Old but still being delivered by another instance (claimed, its lease running).
    const pendingOld = await mailOf(
      200,
      'pending',
      sql`, claimed_at = now(), next_attempt_at = now() + interval '1 minute'`,
    );
    const all = [sentOld, failedOld, heldOld, sentRecent, pendingOld];

    await worker.drain();
    expect(await remaining(all)).toEqual([sentRecent, pendingOld]);

    // Within the hour the next passes do not look again; an hour later one does.
    const later = await mailOf(95, 'sent');
    await worker.drain();
    expect(await remaining([later])).toEqual([later]);
    clock += 60 * 60 * 1000;
    await worker.drain();
    expect(await remaining([later, sentRecent, pendingOld])).toEqual([sentRecent, pendingOld]);
  });

  it('deletes nothing when no retention is given', async () => {
    const worker = new MailWorker(db(), undefined, quiet, buildRepositories(db()).mail);
    const old = await mailOf(3000, 'sent');
    await worker.drain();
    expect(await remaining([old])).toEqual([old]);
  });
});
