// The ERP link screen's API against the sandbox ERP as a separate process: an
// order placed while the ERP is down shows as retrying with its last error and next attempt (and
// reaches the error log), "retry now" with the ERP back sends it exactly once, the health check
// follows the ERP, refused messages follow the retry rule, and only administrators get in.
import { randomUUID } from 'node:crypto';
import type { ErpLink, OutboxMessage } from '@portal/domain/erp-link';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clienteContactos, logErrors, outbox, pedidos } from '../../src/db/schema/index.ts';
import { callerWith, changesOf, dades, type Caller } from '../support/admin-support.ts';
import { databaseKinds } from '../support/databases.ts';
import { sandboxGateway, startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('ERP link administration on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let admin: Caller;
  let adminId: number;
  let customerToken: string;
  let contactId: number;

  const db = () => ctx.testDb.database.db;
  const worker = () => ctx.app.services.outbox!;

  async function placeOrder(token: string, idContacto: number, key: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pedidos/add',
      payload: { lineasPedido: [{ codigo: 'EQ-LINK', Cantidad: 1 }], idContacto, acceptedConditions: true },
      headers: bearer(token, { 'idempotency-key': `${key}-${randomUUID()}` }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<PlacedOrder>(response).Codigo;
  }

  async function overview(): Promise<ErpLink> {
    const response = await admin.get('/enllac-erp');
    expect(response.statusCode, response.body).toBe(200);
    return dades<ErpLink>(response);
  }

  const messageOf = (link: ErpLink, referencia: string) =>
    link.missatges.find((message) => message.referencia === referencia);

  async function outboxIdOf(referencia: string, tipo = 'order.create'): Promise<number> {
    const [row] = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.referencia, referencia), eq(outbox.kind, tipo)));
    return row!.id;
  }

  /** As the back-off would after many failed attempts: the next one an hour away. */
  const putOffAnHour = (id: number) =>
    db().execute(sql`update outbox set next_attempt_at = now() + interval '1 hour' where id = ${id}`);

  const sandboxCopies = async (code: string) =>
    (await sandbox.orders()).filter((order) => order.portalCode === code);

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind, { erp: sandboxGateway(sandbox) });
    // C0001 is a customer the sandbox ERP knows (its demo data matches the portal's).
    await ctx.factories.customer({ codigo: 'C0001', idLista: 1 });
    customerToken = (await ctx.factories.session({ codigoCliente: 'C0001' })).token;
    const [contact] = await db()
      .insert(clienteContactos)
      .values({
        codigoCliente: 'C0001',
        nombreContacto: 'Magatzem',
        direccion: 'Carrer 1',
        codigoPostal: '08400',
        poblacion: 'Granollers',
        pais: 'ES',
      })
      .returning();
    contactId = contact!.id;
    await ctx.factories.product({
      codigo: 'EQ-LINK',
      prices: [{ idLista: 1, desdeUnidades: 1, precioNeto: '250.00' }],
    });
    const session = await ctx.factories.session({ role: 'ADMINISTRADOR' });
    admin = callerWith(ctx, session.token);
    adminId = session.user.idUsuari;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });
  beforeEach(() => sandbox.setSwitches({ down: false, downMode: '503', latencyMs: 0 }));

  it('lets only administrators read the ERP link or retry a message', async () => {
    const customer = callerWith(ctx, customerToken);
    expect((await customer.get('/enllac-erp')).statusCode).toBe(403);
    expect((await customer.post('/enllac-erp/1/reintentar')).statusCode).toBe(403);
    expect((await callerWith(ctx, null).get('/enllac-erp')).statusCode).toBe(401);
    expect((await admin.post('/enllac-erp/999999/reintentar')).statusCode).toBe(404);
    expect((await admin.post('/enllac-erp/abc/reintentar')).statusCode).toBe(400);
  });

  it('shows an order placed while the ERP is down as retrying, with its last error and next attempt, and logs the error', async () => {
    await sandbox.setSwitches({ down: true });
    const code = await placeOrder(customerToken, contactId, 'down-shown');

    const before = messageOf(await overview(), code)!;
    expect(before).toMatchObject({
      tipus: 'order.create',
      codiClient: 'C0001',
      estat: 'waiting',
      intents: 0,
      darrerError: null,
      reintentable: true,
    });

    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    const link = await overview();
    const message = messageOf(link, code)!;
    expect(message).toMatchObject({ estat: 'retrying', intents: 1, reintentable: true, dataProcessat: null });
    expect(message.darrerError).toContain('503');
    expect(Date.parse(message.properIntent!)).toBeGreaterThan(Date.now());
    expect(link.recompte.reintentant).toBeGreaterThanOrEqual(1);
    expect(link.recompte.fallits).toBe(link.recompte.reintentant + link.recompte.rebutjats);
    expect(link.erp).toMatchObject({ estat: 'down' });
    expect(link.erp.error).toContain('503');
    expect(link.erp.latenciaMs).toEqual(expect.any(Number));

    // Not due yet: a pass leaves it alone; the failure is in the error log for the order.
    expect(await worker().drain()).toBe(0);
    const logged = await db()
      .select()
      .from(logErrors)
      .where(and(eq(logErrors.codi, code), eq(logErrors.codiError, 'ERP_UNAVAILABLE')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.missatge).toContain('attempt 1');
    expect(await sandboxCopies(code)).toHaveLength(0);
  });

  it('sends a retrying message at once on "retry now" once the ERP is back: once, registered, counted as sent', async () => {
    await sandbox.setSwitches({ down: true });
    const code = await placeOrder(customerToken, contactId, 'down-retried');
    await worker().drain();
    const id = await outboxIdOf(code);
    // Every message waiting, earlier tests' too: on a slow machine their short back-off would run
    // out during this test and a pass would send them along with this one.
    await db().execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour' where status = 'pending'`,
    );

    await sandbox.setSwitches({ down: false });
    const backUp = await overview();
    expect(backUp.erp).toMatchObject({ estat: 'up', error: null });
    // Left alone, nothing would go for an hour.
    expect(await worker().drain()).toBe(0);
    expect(await sandboxCopies(code)).toHaveLength(0);

    // The worker does not run in these tests: the message is made due, and the answer says so.
    const response = await admin.post(`/enllac-erp/${id}/reintentar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).missatge).toBe('admin.erpLink.queued');
    const due = dades<OutboxMessage>(response);
    expect(due).toMatchObject({ id, referencia: code, estat: 'retrying', intents: 1 });
    expect(due.darrerError).toContain('503');
    expect(Date.parse(due.properIntent!)).toBeLessThanOrEqual(Date.now() + 1000);

    const [change] = await changesOf(ctx, 'outbox', id);
    expect(change).toMatchObject({ tipus: 'UPDATE', idUsuari: adminId });
    expect(change!.detall).toHaveProperty('properIntent.from');
    expect(change!.detall).toHaveProperty('properIntent.to');

    const sentBefore = backUp.recompte.lliurats24h;
    expect(await worker().drain()).toBe(1);
    const copies = await sandboxCopies(code);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.keyPresentations).toBe(1);
    const [order] = await db().select().from(pedidos).where(eq(pedidos.codigo, code));
    expect(order!.estado).toBe('sent_to_erp');
    const after = await overview();
    expect(messageOf(after, code)).toBeUndefined();
    expect(after.recompte.lliurats24h).toBe(sentBefore + 1);

    // Retrying what was sent changes nothing and registers nothing.
    const again = await admin.post(`/enllac-erp/${id}/reintentar`);
    expect(again.statusCode).toBe(200);
    expect(json(again).missatge).toBe('admin.erpLink.alreadySent');
    expect(dades<OutboxMessage>(again).estat).toBe('done');
    expect(await changesOf(ctx, 'outbox', id)).toHaveLength(1);
    expect(await sandboxCopies(code)).toHaveLength(1);
  });

  it('refuses to retry a message while it is being sent, and shows it as being sent', async () => {
    // The ERP hangs: the attempt lasts until the connector's 1.5 s timeout.
    await sandbox.setSwitches({ down: true, downMode: 'hang' });
    const code = await placeOrder(customerToken, contactId, 'hanging');
    const id = await outboxIdOf(code);
    const pass = worker().drain();
    for (let i = 0; i < 40; i++) {
      const [row] = await db().select({ claimedAt: outbox.claimedAt }).from(outbox).where(eq(outbox.id, id));
      if (row?.claimedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const refused = await admin.post(`/enllac-erp/${id}/reintentar`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).missatge).toBe('admin.erpLink.beingSent');
    // The list is read at once; the health check waits its own timeout on the hanging ERP.
    const link = await overview();
    expect(messageOf(link, code)).toMatchObject({ estat: 'delivering', properIntent: null });
    expect(link.recompte.enCurs).toBe(1);
    expect(link.erp.estat).toBe('down');
    expect(link.erp.error).toMatch(/timeout|abort/i);
    await pass;
    await sandbox.setSwitches({ down: false });
    expect(messageOf(await overview(), code)).toMatchObject({ estat: 'retrying' });
    expect(await changesOf(ctx, 'outbox', id)).toHaveLength(0);
  });

  it('keeps an order the ERP refused for good out of "retry now", and retries a refused contact', async () => {
    // A customer the ERP does not know: its order and its new contact are refused for good.
    const stranger = await ctx.factories.customer({ idLista: 1 });
    const token = (await ctx.factories.session({ codigoCliente: stranger.codigo })).token;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cliente/contactos/add/contacto?pais=ES',
      payload: {
        nombreContacto: 'Obra',
        direccion: 'Carrer 2',
        codigoPostal: '08001',
        poblacion: 'Barcelona',
      },
      headers: bearer(token),
    });
    expect(created.statusCode, created.body).toBe(201);
    const newContact = json<{ id: number }>(created).id;
    const code = await placeOrder(token, newContact, 'stranger');
    await worker().drain();

    const link = await overview();
    const order = messageOf(link, code)!;
    expect(order).toMatchObject({
      estat: 'failed',
      reintentable: false,
      properIntent: null,
      codiClient: stranger.codigo,
    });
    expect(order.darrerError).toBeTruthy();
    expect(order.dataProcessat).not.toBeNull();
    const contact = messageOf(link, String(newContact))!;
    expect(contact).toMatchObject({
      tipus: 'contact.create',
      estat: 'failed',
      reintentable: true,
      codiClient: stranger.codigo,
    });
    expect(link.recompte.rebutjats).toBeGreaterThanOrEqual(2);

    const orderId = await outboxIdOf(code);
    const refused = await admin.post(`/enllac-erp/${orderId}/reintentar`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).missatge).toBe('admin.erpLink.orderRejected');
    expect(messageOf(await overview(), code)).toMatchObject({ estat: 'failed' });

    const contactOutbox = await outboxIdOf(String(newContact), 'contact.create');
    const retried = await admin.post(`/enllac-erp/${contactOutbox}/reintentar`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(dades<OutboxMessage>(retried)).toMatchObject({
      estat: 'retrying',
      intents: 1,
      dataProcessat: null,
    });
    const [change] = await changesOf(ctx, 'outbox', contactOutbox);
    expect(change!.detall).toMatchObject({ estat: { from: 'failed', to: 'retrying' } });
    // Still unknown to the ERP: refused again, with a second attempt on record.
    await worker().drain();
    expect(messageOf(await overview(), String(newContact))).toMatchObject({ estat: 'failed', intents: 2 });
  });

  // Last: once started, the worker runs on its own until the app closes.
  it('wakes the running worker on "retry now" and answers that the message was sent', async () => {
    worker().start();
    await sandbox.setSwitches({ down: true });
    const code = await placeOrder(customerToken, contactId, 'woken');
    const id = await outboxIdOf(code);
    // The worker tries it at once, since it was stored, and fails.
    let message: OutboxMessage | undefined;
    for (let i = 0; i < 100 && message?.estat !== 'retrying'; i++) {
      message = messageOf(await overview(), code);
      if (message?.estat !== 'retrying') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(message).toMatchObject({ estat: 'retrying' });
    await putOffAnHour(id);
    await sandbox.setSwitches({ down: false });

    const response = await admin.post(`/enllac-erp/${id}/reintentar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).missatge).toBe('admin.erpLink.sent');
    expect(dades<OutboxMessage>(response)).toMatchObject({ estat: 'done', darrerError: null });
    expect(await sandboxCopies(code)).toHaveLength(1);
  });
});
