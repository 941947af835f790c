// The Mailbox (`/bustia`): administrators read every mail the portal wrote and send one again;
// nobody else reaches it. Delivery goes to a real SMTP server started here.
import type { MailDetail, MailSummary } from '@portal/domain/mailbox';
import type { Page } from '@portal/domain/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { enqueueMail } from '../../src/mail/mail-outbox.ts';
import type { MailMessage } from '../../src/mail/mail-messages.ts';
import {
  adminCaller,
  callerWith,
  changesOf,
  dades,
  serverErrors,
  uniqueName,
  type Caller,
} from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, json, type TestContext } from '../support/test-app.ts';
import { TestSmtp } from '../support/test-smtp.ts';

const resetMail = (to: string, idioma: MailMessage['idioma'] = 'ca'): MailMessage => ({
  kind: 'password.reset',
  to,
  idioma,
  params: { nom: 'Laia', link: 'http://localhost:3000/canviar-contrasenya?token=xyz', validMinutes: 60 },
});

describe.each(databaseKinds())('the Mailbox on %s', (kind) => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let admin: Caller;
  let adminId: number;
  let refuse = false;
  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    smtp = await TestSmtp.start({
      refuse: () => (refuse ? { code: 550, message: '5.1.1 Mailbox unavailable' } : null),
    });
    ctx = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
    const session = await adminCaller(ctx);
    admin = session.api;
    adminId = session.user.idUsuari;
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });
  afterEach(async () => {
    refuse = false;
    expect(await serverErrors(ctx)).toEqual([]);
  });

  const list = async (query: string) => {
    const response = await admin.get(`/bustia${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return dades<Page<MailSummary>>(response);
  };

  it('lists mail newest first, with each filter, and reads one with its text and HTML', async () => {
    const tag = uniqueName('inbox');
    const first = await enqueueMail(db(), resetMail(`${tag}-a@tallers.example`));
    const second = await enqueueMail(db(), {
      kind: 'password.changed',
      to: `${tag}-b@tallers.example`,
      idioma: 'en',
      params: { nom: 'Laia' },
    });
    await ctx.app.services.mail.worker.drain();

    const mine = await list(`?destinatari=${tag.toUpperCase()}`);
    expect(mine.totalElements).toBe(2);
    expect(mine.content.map((mail) => mail.id)).toEqual([second, first]);
    expect(mine.content[0]).toMatchObject({
      tipus: 'password.changed',
      destinatari: `${tag}-b@tallers.example`,
      assumpte: 'Your password was changed',
      idioma: 'en',
      estat: 'sent',
      intents: 1,
      darrerError: null,
    });
    expect(mine.content[0]!.enviat).not.toBeNull();

    expect((await list(`?destinatari=${tag}&tipus=password.reset`)).content.map((m) => m.id)).toEqual([
      first,
    ]);
    expect((await list(`?text=${tag}-a`)).content.map((m) => m.id)).toEqual([first]);
    expect((await list(`?destinatari=${tag}&estat=failed`)).totalElements).toBe(0);
    expect((await list(`?destinatari=${tag}&sort=creat,asc`)).content.map((m) => m.id)).toEqual([
      first,
      second,
    ]);
    const paged = await list(`?destinatari=${tag}&size=1&page=1`);
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(paged.content.map((m) => m.id)).toEqual([first]);

    const response = await admin.get(`/bustia/${first}`);
    expect(response.statusCode).toBe(200);
    const detail = dades<MailDetail>(response);
    expect(detail).toMatchObject({ id: first, estat: 'sent', respondreA: null });
    expect(detail.text).toContain('http://localhost:3000/canviar-contrasenya?token=xyz');
    expect(detail.html).toContain('href="http://localhost:3000/canviar-contrasenya?token=xyz"');
  });

  it('finds a mail by words of its subject', async () => {
    const to = `${uniqueName('subject')}@tallers.example`;
    const id = await enqueueMail(db(), resetMail(to, 'es'));
    const found = await list(`?text=restablecimiento&destinatari=${encodeURIComponent(to)}`);
    expect(found.content.map((m) => m.id)).toEqual([id]);
  });

  it('answers 404 for a mail that does not exist and 400 for a query it cannot read', async () => {
    const missing = await admin.get('/bustia/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ error: 'not_found' });
    for (const query of [
      '?estat=lost',
      '?tipus=spam',
      '?sort=assumpte,asc',
      '?size=0',
      '?page=-1',
      `?destinatari=${'x'.repeat(300)}`,
      '?destinatari=a%00b',
      '?text=%00',
    ]) {
      const response = await admin.get(`/bustia${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
    expect((await admin.get('/bustia/abc')).statusCode).toBe(400);
    expect((await admin.post('/bustia/0/reenviar')).statusCode).toBe(400);
    expect((await admin.post('/bustia/2147483000/reenviar')).statusCode).toBe(404);
  });

  it('is closed to customers (403) and to anonymous callers (401)', async () => {
    const id = await enqueueMail(db(), resetMail(`${uniqueName('closed')}@tallers.example`));
    const { token } = await ctx.factories.session({ role: 'CLIENT' });
    const customer = callerWith(ctx, token);
    for (const [method, url] of [
      ['GET', '/bustia'],
      ['GET', `/bustia/${id}`],
      ['POST', `/bustia/${id}/reenviar`],
    ] as const) {
      expect([url, (await customer.call(method, url)).statusCode]).toEqual([url, 403]);
      expect([url, (await callerWith(ctx, null).call(method, url)).statusCode]).toEqual([url, 401]);
    }
  });

  it('sends a refused mail again, answers what became of it, and registers who did it', async () => {
    const to = `${uniqueName('again')}@tallers.example`;
    refuse = true;
    const id = await enqueueMail(db(), resetMail(to));
    await ctx.app.services.mail.worker.drain();
    expect(dades<MailDetail>(await admin.get(`/bustia/${id}`))).toMatchObject({
      estat: 'failed',
      intents: 1,
    });
    expect(dades<MailDetail>(await admin.get(`/bustia/${id}`)).darrerError).toContain('550');

    const worker = ctx.app.services.mail.worker;
    worker.start();
    try {
      const again = await admin.post(`/bustia/${id}/reenviar`);
      expect(again.statusCode, again.body).toBe(200);
      expect(json(again)).toMatchObject({
        missatge: 'admin.mailbox.refused',
        dades: { id, estat: 'failed', intents: 2 },
      });

      refuse = false;
      const response = await admin.post(`/bustia/${id}/reenviar`);
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toMatchObject({
        missatge: 'admin.mailbox.sent',
        dades: { estat: 'sent', intents: 3 },
      });
      expect(smtp.to(to)).toHaveLength(1);
    } finally {
      await worker.stop();
    }

    const changes = await changesOf(ctx, 'mail_outbox', id);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ tipus: 'UPDATE', idUsuari: adminId });
    expect(changes[0]!.detall).toMatchObject({ estat: { from: 'failed', to: 'pending' } });

    const twice = await admin.post(`/bustia/${id}/reenviar`);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ missatge: 'admin.mailbox.alreadySent' });
  });

  it('makes a failed mail due when no worker runs here, for the next pass to send', async () => {
    const to = `${uniqueName('queued')}@tallers.example`;
    refuse = true;
    const id = await enqueueMail(db(), resetMail(to));
    await ctx.app.services.mail.worker.drain();
    refuse = false;
    const response = await admin.post(`/bustia/${id}/reenviar`);
    expect(json(response)).toMatchObject({ missatge: 'admin.mailbox.queued', dades: { estat: 'pending' } });
    await ctx.app.services.mail.worker.drain();
    expect(dades<MailDetail>(await admin.get(`/bustia/${id}`))).toMatchObject({ estat: 'sent', intents: 2 });
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('refuses to send again a mail a worker is sending right now', async () => {
    const id = await enqueueMail(db(), resetMail(`${uniqueName('leased')}@tallers.example`));
    await db()
      .update(mailOutbox)
      .set({ claimedAt: new Date(), nextAttemptAt: sql`now() + interval '2 minutes'`, attempts: 1 })
      .where(eq(mailOutbox.id, id));
    const response = await admin.post(`/bustia/${id}/reenviar`);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ missatge: 'admin.mailbox.beingSent' });
  });
});

describe.each(databaseKinds())('the Mailbox without SMTP_URL on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx?.close());

  it('shows held mail, with its link, and says there is no server to send it to', async () => {
    const { api } = await adminCaller(ctx);
    const to = `${uniqueName('held')}@tallers.example`;
    const id = await enqueueMail(ctx.testDb.database.db, resetMail(to, 'en'));
    await ctx.app.services.mail.worker.drain();
    const [held] = dades<Page<MailSummary>>(await api.get(`/bustia?estat=held&destinatari=${to}`)).content;
    expect(held).toMatchObject({ id, estat: 'held', assumpte: 'Reset your password', enviat: null });
    expect(dades<MailDetail>(await api.get(`/bustia/${id}`)).text).toContain('token=xyz');

    const response = await api.call('POST', `/bustia/${id}/reenviar`, undefined, 'en');
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      missatge: 'admin.mailbox.noSmtp',
      error_description: 'No mail server is configured (SMTP_URL): the mail stays in the Mailbox.',
    });
  });
});
