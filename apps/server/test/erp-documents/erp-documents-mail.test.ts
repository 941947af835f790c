// The customer is mailed when an order ships (with its tracking link) and when its invoice is
// issued, in each user's language, written with the synchronisation page that brought the news;
// a user who switched the notices off on the profile gets none, and the ERP's past (documents of
// orders not placed in the portal) mails nobody. On PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { documentsWorld, type DocumentsWorld } from '../support/documents-support.ts';
import { bearer, json } from '../support/test-app.ts';

describe.each(databaseKinds())('mails about documents on %s', (kind) => {
  let world: DocumentsWorld;

  beforeAll(async () => {
    world = await documentsWorld(kind);
  });
  afterAll(() => world?.close());

  const mails = async () =>
    (
      (await world.ctx.testDb.database.db.execute(
        sql`select kind, recipient, language, subject, body_text from mail_outbox where kind in ('order.shipped', 'invoice.issued') order by id`,
      )) as unknown as {
        rows: { kind: string; recipient: string; language: string; subject: string; body_text: string }[];
      }
    ).rows;

  it('mails each part shipped and the invoice, in the user language, and not to a user who switched them off', async () => {
    const english = await world.ctx.factories.user({ codigoCliente: 'C0001', idioma: 'en' });
    const quiet = await world.ctx.factories.session({ codigoCliente: 'C0001' });
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      world.ctx.app.inject({
        method,
        url: '/api/v1/documents/notices',
        headers: bearer(quiet.token),
        ...(payload ? { payload } : {}),
      });
    expect(json(await call('GET'))).toEqual({ enabled: true });
    expect(json(await call('PUT', { enabled: false }))).toEqual({ enabled: false });
    expect(json(await call('GET'))).toEqual({ enabled: false });
    expect((await call('PUT', { enabled: 'no' })).statusCode).toBe(400);

    // The first run brings the ERP's past: no mail for it.
    await world.syncDocuments();
    expect(await mails()).toEqual([]);

    const codigo = await world.placeOrder(world.gold, 3);
    world.clock.advance(10 * 60);
    await world.syncDocuments();
    const first = await mails();
    const recipients = first.map((mail) => mail.recipient).sort();
    expect(recipients).not.toContain(quiet.user.email);
    expect(recipients).toContain(english.email);
    expect(first.every((mail) => mail.kind === 'order.shipped')).toBe(true);
    const toEnglish = first.find((mail) => mail.recipient === english.email)!;
    expect(toEnglish.subject).toBe(`Order ${codigo} has shipped (shipment 1)`);
    expect(toEnglish.body_text).toMatch(/\/tracking\/[A-Z]{2}\d{10}/);
    expect(toEnglish.body_text).toContain(`/history/order?codigo=${codigo}`);
    const toCatalan = first.find((mail) => mail.language === 'ca')!;
    expect(toCatalan.subject).toBe(`La comanda ${codigo} ha sortit (enviament 1)`);

    world.clock.advance(6 * 60);
    await world.syncDocuments();
    const after = (await mails()).slice(first.length);
    expect(after.map((mail) => mail.kind).sort()).toEqual(
      [...first.map(() => 'order.shipped'), ...first.map(() => 'invoice.issued')].sort(),
    );
    expect(
      after.find((mail) => mail.kind === 'invoice.issued' && mail.language === 'en')!.body_text,
    ).toContain('544,50');

    // A run that brings nothing new mails nothing again.
    const count = (await mails()).length;
    await world.syncDocuments();
    expect((await mails()).length).toBe(count);
  });
});
