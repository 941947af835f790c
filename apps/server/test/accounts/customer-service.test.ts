import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, params } from '../../src/db/schema/index.ts';
import {
  call,
  createMailTestApp,
  limit,
  testLimits,
  type MailTestContext,
} from '../support/accounts-support.ts';
import { serverErrors } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { json } from '../support/test-app.ts';

const SERVICE = 'servei.client@portal.test';
const PHONE = '+34 930 111 222';

describe.each(databaseKinds())('writing to customer service on %s', (kind) => {
  let t: MailTestContext;
  beforeAll(async () => {
    t = await createMailTestApp(kind, testLimits({ serviceMessagesPerUser: limit(3) }));
    const db = t.ctx.testDb.database.db;
    await db.update(params).set({ valor: SERVICE }).where(eq(params.clau, 'emailContacto'));
    await db.update(params).set({ valor: PHONE }).where(eq(params.clau, 'telefonoContacto'));
  });
  afterAll(() => t.close());

  const send = (token: string | undefined, body: unknown, language = 'ca') =>
    call(t.ctx, 'POST', '/usuaris/email', { token, body, language });
  const outboxSize = async () => (await t.ctx.testDb.database.db.select().from(mailOutbox)).length;

  /** A customer user writing in Spanish, and a product with a Spanish name. */
  async function customerAndProduct() {
    const customer = await t.ctx.factories.customer({ telefono: '+34 972 000 111' });
    const session = await t.ctx.factories.session({ codigoCliente: customer.codigo, idioma: 'es' });
    const product = await t.ctx.factories.product({
      nombre: 'Torch 350A',
      nombres: { es: 'Antorcha 350A', ca: 'Torxa 350A' },
    });
    return { customer, ...session, product };
  }

  it('mails customer service with the customer and the product, replying to the customer, and a copy to them', async () => {
    const { customer, user, token, product } = await customerAndProduct();
    const sent = await send(token, {
      type: 'product',
      subject: 'Plazo de entrega',
      observations: 'Necesito 20 unidades.\nPara la semana que viene.',
      codigo: product.codigo,
    });
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ dades: null, error: false, missatge: 'accounts.serviceSent' });
    expect(await t.deliver()).toBe(2);

    const [message] = await t.mailsTo(SERVICE, 'service.message');
    expect(message).toBeDefined();
    expect(message!.replyTo).toEqual([user.email]);
    expect(message!.subject).toContain('Plazo de entrega');
    for (const text of [message!.text, message!.html]) {
      expect(text).toContain(customer.codigo);
      expect(text).toContain(customer.razonSocial);
      expect(text).toContain(product.codigo);
      expect(text).toContain('Antorcha 350A');
      expect(text).toContain('+34 972 000 111');
      expect(text).toContain('Necesito 20 unidades.');
    }

    const [copy] = await t.mailsTo(user.email, 'service.copy');
    expect(copy).toBeDefined();
    expect(copy!.subject).toMatch(/consulta/i);
    expect(copy!.text).toContain('Antorcha 350A');
    expect(copy!.replyTo).toEqual([SERVICE]);
    const outbox = await t.outboxTo(user.email);
    expect(outbox.map((row) => [row.kind, row.language])).toEqual([['service.copy', 'es']]);
  });

  it('takes the fields from the query string too (spec §7), and answers to the address given', async () => {
    const { user, token } = await customerAndProduct();
    const query = new URLSearchParams({
      type: 'order',
      subject: 'Factura',
      observations: 'Falta una factura.',
      email: 'Compras@Cliente.test',
      toMail: 'false',
    });
    const sent = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/usuaris/email?${query.toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.statusCode).toBe(200);
    await t.deliver();
    const [message] = (await t.mailsTo(SERVICE, 'service.message')).filter((m) =>
      m.subject.includes('Factura'),
    );
    expect(message!.replyTo).toEqual(['compras@cliente.test']);
    expect(message!.text).toContain('Falta una factura.');
    // toMail=false: no copy, neither to the account nor to the address given.
    expect(await t.outboxTo(user.email)).toHaveLength(0);
    expect(await t.outboxTo('compras@cliente.test')).toHaveLength(0);
  });

  it('takes the spec’s own query, without a subject and with a topic it does not know, as “other”', async () => {
    const { user, token } = await customerAndProduct();
    const query = new URLSearchParams({
      email: user.email,
      observations: 'Necessitem un pressupost per a deu torxes.',
      toMail: 'true',
      type: 'pressupost',
    });
    const sent = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/usuaris/email?${query.toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.deliver();
    // Customer service reads it in Catalan, named by its topic; the copy in the sender's language.
    const [message] = (await t.mailsTo(SERVICE, 'service.message')).filter((m) =>
      m.text.includes('deu torxes'),
    );
    expect(message!.subject).toBe("Consulta d'un client: Altres");
    const [copy] = await t.mailsTo(user.email, 'service.copy');
    expect(copy!.subject).toBe('Hemos recibido su consulta: Otros');
  });

  it('lets staff without a customer write too', async () => {
    const { user, token } = await t.ctx.factories.session({ role: 'ADMINISTRADOR', idioma: 'en' });
    const sent = await send(token, { type: 'other', subject: 'Staff question', observations: 'Hello.' });
    expect(sent.statusCode).toBe(200);
    await t.deliver();
    const [message] = (await t.mailsTo(SERVICE, 'service.message')).filter((m) =>
      m.subject.includes('Staff question'),
    );
    expect(message!.replyTo).toEqual([user.email]);
    expect(message!.text).toContain(user.username);
    expect(await t.mailsTo(user.email, 'service.copy')).toHaveLength(1);
  });

  it('shortens a product name longer than a mail line instead of failing', async () => {
    const { token } = await customerAndProduct();
    const product = await t.ctx.factories.product({ nombre: `Long ${'name '.repeat(100)}` });
    const sent = await send(token, {
      type: 'product',
      subject: 'Long one',
      observations: 'Y',
      codigo: product.codigo,
    });
    expect(sent.statusCode).toBe(200);
    await t.deliver();
    const [message] = (await t.mailsTo(SERVICE, 'service.message')).filter((m) =>
      m.subject.includes('Long one'),
    );
    expect(message!.text).toContain('Long name name');
    expect(await serverErrors(t.ctx)).toEqual([]);
  });

  it('refuses an unknown product with 400 and mails nothing', async () => {
    const { token } = await customerAndProduct();
    const before = await outboxSize();
    const refused = await send(
      token,
      { type: 'product', subject: 'X', observations: 'Y', codigo: 'NO-SUCH-CODE' },
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      missatge: 'errors.productInfoMissing',
      error_description: 'Product information is missing.',
    });
    expect(await outboxSize()).toBe(before);
  });

  it('is refused without a session', async () => {
    const refused = await send(undefined, { type: 'other', subject: 'X', observations: 'Y' });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses bad input with 400 and mails nothing', async () => {
    const { token } = await customerAndProduct();
    const before = await outboxSize();
    const bad: unknown[] = [
      { type: 'other', subject: 'X', observations: 'with a \u0000 byte' },
      { type: 'other', subject: 'X', observations: 'x'.repeat(2001) },
      { type: 'other', subject: 'x'.repeat(101), observations: 'Y' },
      { type: 'other', subject: 'X', observations: '   ' },
      // A topic it does not know is "other" (spec §7's query), but a topic is text.
      { type: ['product'], subject: 'X', observations: 'Y' },
      { type: 'other', subject: 'X', observations: 'Y', email: 'not-an-email' },
      { type: 'other', subject: 'X', observations: 'Y', toMail: 'maybe' },
      { type: 'other', subject: 'X', observations: 'Y', codigo: { $ne: null } },
      {},
    ];
    for (const body of bad) {
      const response = await send(token, body, 'en');
      expect([JSON.stringify(body).slice(0, 50), response.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 50),
        400,
      ]);
    }
    const proto = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/usuaris/email',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"type":"other","subject":"X","observations":"Y","__proto__":{"toMail":true}}',
    });
    expect(proto.statusCode).toBe(400);
    const nul = await send(token, { type: 'other', subject: 'X', observations: 'a\u0000b' }, 'en');
    expect((json(nul).errors as { field: string }[]).map((e) => e.field)).toEqual(['observations']);
    expect(await outboxSize()).toBe(before);
    expect(await serverErrors(t.ctx)).toEqual([]);
  });

  it('refuses a fourth message from one user with 429', async () => {
    const { token } = await customerAndProduct();
    const body = { type: 'other', subject: 'Again', observations: 'And again.', toMail: false };
    for (let i = 0; i < 3; i++) expect((await send(token, body)).statusCode).toBe(200);
    const refused = await send(token, body);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).missatge).toBe('errors.rateLimited');
    // Another user is not affected.
    const other = await customerAndProduct();
    expect((await send(other.token, body)).statusCode).toBe(200);
  });

  it('keeps the limit when one user’s messages arrive together', async () => {
    const { token } = await customerAndProduct();
    const body = { type: 'other', subject: 'Together', observations: 'All at once.', toMail: false };
    const before = await outboxSize();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(token, body)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    // A refused message left nothing to send.
    expect((await outboxSize()) - before).toBe(3);
  });

  it('tells the dialog and the accessibility statement how to reach customer service', async () => {
    const { token } = await customerAndProduct();
    const expected = {
      dades: { emailContacto: SERVICE, telefonoContacto: PHONE },
      error: false,
      missatge: null,
    };
    const contact = await call(t.ctx, 'GET', '/usuaris/contacte', { token });
    expect(contact.statusCode).toBe(200);
    expect(json(contact)).toEqual(expected);
    // Before anyone has logged in as well (the statement page is public).
    const anonymous = await call(t.ctx, 'GET', '/usuaris/contacte');
    expect(anonymous.statusCode).toBe(200);
    expect(json(anonymous)).toEqual(expected);
  });
});
