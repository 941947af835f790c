// The typed outbox with a fake ERP gateway: messages are enqueued by one function in the caller's
// transaction, a stored row that is not a message of the union (unknown kind, broken payload) is
// settled as failed and logged instead of sent, and a contact the synchronisation already
// imported under the same ERP id gives way to the customer's own row.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, logErrors, outbox } from '../../src/db/schema/index.ts';
import type { ErpGateway, ErpResult } from '../../src/erp/gateway/erp-gateway.ts';
import { enqueueErpMessage, idempotencyKeyOf, orderingKeyOf } from '../../src/erp/outbox/messages.ts';
import { ERP_OUTBOX, OutboxQueue, type OutboxClaim } from '../../src/outbox/outbox-queue.ts';
import { erpOutboxWorker } from '../../src/erp/outbox/outbox-worker.ts';
import { erpOutboxPartsOf } from '../../src/services.ts';
import { databaseKinds } from '../support/databases.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';

/** An ERP that answers what each test sets, and records what it was sent. */
class FakeErp implements ErpGateway {
  sent: { method: string; args: unknown[] }[] = [];
  contactAnswer: ErpResult<{ erpContactId: string }> = { kind: 'unavailable', reason: 'not set' };
  customerAnswer: ErpResult<{ codigo: string }> = { kind: 'unavailable', reason: 'not set' };
  private readonly away = { kind: 'unavailable', reason: 'fake ERP: not in this test' } as const;

  async importOrder(...args: unknown[]) {
    this.sent.push({ method: 'importOrder', args });
    return this.away;
  }
  async orderStatus(...args: unknown[]) {
    this.sent.push({ method: 'orderStatus', args });
    return this.away;
  }
  async cancelOrder(...args: unknown[]) {
    this.sent.push({ method: 'cancelOrder', args });
    return this.away;
  }
  /** Contacts being created right now, and the most there ever were at once. */
  contactsInFlight = 0;
  mostContactsInFlight = 0;
  contactDelayMs = 0;
  async createContact(...args: unknown[]) {
    this.sent.push({ method: 'createContact', args });
    this.contactsInFlight += 1;
    this.mostContactsInFlight = Math.max(this.mostContactsInFlight, this.contactsInFlight);
    await new Promise((resolve) => setTimeout(resolve, this.contactDelayMs));
    this.contactsInFlight -= 1;
    return this.contactAnswer;
  }
  async createCustomer(...args: unknown[]) {
    this.sent.push({ method: 'createCustomer', args });
    return this.customerAnswer;
  }
  async updateCustomer(...args: unknown[]) {
    this.sent.push({ method: 'updateCustomer', args });
    return this.away;
  }
  async createServiceRequest(...args: unknown[]) {
    this.sent.push({ method: 'createServiceRequest', args });
    return this.away;
  }
  async updateServiceRequestStatus(...args: unknown[]) {
    this.sent.push({ method: 'updateServiceRequestStatus', args });
    return this.away;
  }
  async serviceRequestStatus(...args: unknown[]) {
    this.sent.push({ method: 'serviceRequestStatus', args });
    return this.away;
  }
  async exportPage() {
    return this.away;
  }
  async documentPdf() {
    return this.away;
  }
  async health() {
    return this.away;
  }
  close() {}
}

describe.each(databaseKinds())('the typed outbox on %s', (kind) => {
  let ctx: TestContext;
  const erp = new FakeErp();
  const db = () => ctx.testDb.database.db;
  const worker = () => ctx.app.services.outbox!;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { erp });
  }, 120_000);
  afterAll(() => ctx?.close());

  async function rowOf(referencia: string, tipo: string) {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.referencia, referencia), eq(outbox.kind, tipo)));
    return row!;
  }

  const errorsAbout = (codi: string) => db().select().from(logErrors).where(eq(logErrors.codi, codi));

  it('settles a row of an unknown kind as failed, logs it, and sends nothing', async () => {
    const referencia = `R-${randomUUID()}`;
    await db().insert(outbox).values({
      kind: 'mystery.create',
      referencia,
      idempotencyKey: referencia,
      orderingKey: referencia,
      payload: {},
    });
    const before = erp.sent.length;
    await worker().drain();
    expect(erp.sent.length).toBe(before);
    const row = await rowOf(referencia, 'mystery.create');
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/^unreadable message: kind: /);
    const logged = await errorsAbout(referencia);
    expect(logged).toEqual([
      expect.objectContaining({
        codiError: 'OUTBOX_UNREADABLE',
        classe: 'OutboxWorker',
        metode: 'mystery.create',
      }),
    ]);
  });

  it('settles a known kind with a broken payload as failed, naming the field', async () => {
    const referencia = `WEB-BAD-${randomUUID().slice(0, 8)}`;
    await db()
      .insert(outbox)
      .values({
        kind: 'order.cancel',
        referencia,
        idempotencyKey: `order-cancel-${referencia}`,
        orderingKey: `order:${referencia}`,
        payload: { portalCode: 7 },
      });
    await worker().drain();
    expect((await rowOf(referencia, 'order.cancel')).status).toBe('failed');
    const [logged] = await errorsAbout(referencia);
    expect(logged!.missatge).toMatch(/payload\.portalCode: /);
    expect(erp.sent.some((call) => call.args[0] === referencia)).toBe(false);
  });

  const contactMessage = (id: number, codigoCliente: string) =>
    ({
      kind: 'contact.create',
      referencia: String(id),
      payload: {
        codigoCliente,
        contact: {
          nombre: 'Obra',
          direccion: 'C/ Major 1',
          codigoPostal: '08001',
          poblacion: 'BCN',
          pais: 'ES',
        },
      },
    }) as const;

  it('keeps the messages of one order and of one customer in one line', () => {
    expect(
      orderingKeyOf({ kind: 'order.cancel', referencia: 'WEB-1', payload: { portalCode: 'WEB-1' } }),
    ).toBe('order:WEB-1');
    expect(orderingKeyOf(contactMessage(12, 'C7'))).toBe('customer:C7');
    expect(
      orderingKeyOf({
        kind: 'service.status',
        referencia: 'SAT-000123-45',
        payload: {} as never,
      }),
    ).toBe('service-status:SAT-000123-45');
  });

  it('gives the messages stored before ordering keys existed the key the code gives them', async () => {
    const migration = readFileSync(
      fileURLToPath(new URL('../../drizzle/0020_outbox_ordering_key.sql', import.meta.url)),
      'utf8',
    );
    // Run on today's table, where the message's kind has since been renamed (0027).
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE'))!
      .replaceAll('"tipo"', '"kind"');
    const tag = randomUUID().slice(0, 8);
    const stored = [
      { kind: 'order.create', referencia: `WEB-${tag}`, payload: {} },
      { kind: 'order.cancel', referencia: `WEB-${tag}`, payload: {} },
      { kind: 'contact.create', referencia: '17', payload: { codigoCliente: `C${tag}` } },
      { kind: 'customer.create', referencia: `REG-${tag}`, payload: {} },
      { kind: 'customer.update', referencia: `C${tag}-3`, payload: { codigoCliente: `C${tag}` } },
      { kind: 'service.create', referencia: `SAT-${tag}`, payload: {} },
      { kind: 'service.status', referencia: `SAT-${tag}-44`, payload: {} },
    ];
    const rows = await db()
      .insert(outbox)
      .values(
        stored.map((m, i) => ({
          ...m,
          status: 'done',
          idempotencyKey: `backfill-${tag}-${i}`,
          orderingKey: '',
        })),
      )
      .returning({ id: outbox.id });
    const ids = rows.map((row) => row.id);
    await db().execute(sql.raw(backfill));
    const after = await db().select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    expect(after.map((row) => row.orderingKey)).toEqual(
      stored.map((m) => orderingKeyOf(m as unknown as Parameters<typeof orderingKeyOf>[0])),
    );
  });

  it('claims no message while an earlier one of its key is pending, whether being delivered or put off', async () => {
    const first = 900_000 + Math.floor(Math.random() * 90_000);
    const customerA = `OA${first}`;
    const customerB = `OB${first}`;
    await enqueueErpMessage(db(), contactMessage(first, customerA));
    await enqueueErpMessage(db(), contactMessage(first + 1, customerA));
    await enqueueErpMessage(db(), contactMessage(first + 2, customerB));
    const queue = new OutboxQueue(db(), ERP_OUTBOX);
    const mine = (claims: OutboxClaim[]) =>
      claims.map((c) => Number(c.row.referencia)).filter((id) => id >= first && id <= first + 2);

    const claimed = await queue.claim(100, 60);
    expect(mine(claimed).sort()).toEqual([first, first + 2]);
    // The first of customer A is being delivered: its second waits.
    expect(mine(await queue.claim(100, 60))).toEqual([]);
    // Put off after a failure, it still holds the line.
    const firstClaim = claimed.find((c) => c.row.referencia === String(first))!;
    await queue.retryLater(firstClaim, 0, 'ERP away');
    const again = await queue.claim(100, 60);
    expect(mine(again)).toEqual([first]);
    await queue.delivered(again.find((c) => c.row.referencia === String(first))!);
    expect(mine(await queue.claim(100, 60))).toEqual([first + 1]);
  });

  it('delivers messages of different keys side by side, and those of one key one after another', async () => {
    const first = 800_000 + Math.floor(Math.random() * 90_000);
    for (let i = 0; i < 6; i++)
      await enqueueErpMessage(db(), contactMessage(first + i, `PC${first}-${i % 3}`));
    erp.contactDelayMs = 30;
    erp.mostContactsInFlight = 0;
    const sentBefore = erp.sent.length;
    const parallel = erpOutboxWorker(db(), erp, ctx.app.log, { concurrency: 4 }, erpOutboxPartsOf(db()));
    await parallel.drain();
    erp.contactDelayMs = 0;
    const mineSent = erp.sent
      .slice(sentBefore)
      .filter((call) => call.method === 'createContact')
      .map((call) => call.args[0] as string)
      .filter((codigo) => codigo.startsWith(`PC${first}-`));
    // The ERP is away (the fake's default): each customer's first contact is tried and put off,
    // and its second waits behind it, so three calls, one per customer, made at once.
    expect(mineSent.sort()).toEqual([`PC${first}-0`, `PC${first}-1`, `PC${first}-2`]);
    expect(erp.mostContactsInFlight).toBeGreaterThanOrEqual(2);
  });

  it('refuses to enqueue a message its schema refuses, and keys each message by kind and reference', async () => {
    await expect(
      enqueueErpMessage(db(), {
        kind: 'contact.create',
        referencia: 'not-a-contact-id',
        payload: {
          codigoCliente: 'C1',
          contact: { nombre: 'x', direccion: 'y', codigoPostal: 'z', poblacion: 'w', pais: 'ES' },
        },
      }),
    ).rejects.toThrow(/referencia/);
    expect(idempotencyKeyOf({ kind: 'order.create', referencia: 'WEB-1' })).toBe('order-WEB-1');
    expect(idempotencyKeyOf({ kind: 'order.cancel', referencia: 'WEB-1' })).toBe('order-cancel-WEB-1');
    expect(idempotencyKeyOf({ kind: 'contact.create', referencia: '12' })).toBe('contact-12');
  });

  it('stores the ERP id of a new contact, removing the copy the synchronisation imported under that id', async () => {
    const customer = await ctx.factories.customer();
    const address = { direccion: 'Carrer 1', codigoPostal: '08400', poblacion: 'Granollers', pais: 'ES' };
    const erpContactId = `${customer.codigo}-009`;
    const [synced] = await db()
      .insert(clienteContactos)
      .values({
        codigoCliente: customer.codigo,
        nombreContacto: 'Obra (from the ERP)',
        erpContactId,
        ...address,
      })
      .returning();
    const own = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(clienteContactos)
        .values({ codigoCliente: customer.codigo, nombreContacto: 'Obra', ...address })
        .returning();
      await enqueueErpMessage(tx, {
        kind: 'contact.create',
        referencia: String(row!.id),
        payload: { codigoCliente: customer.codigo, contact: { nombre: 'Obra', ...address } },
      });
      return row!;
    });
    erp.contactAnswer = { kind: 'ok', status: 201, value: { erpContactId } };
    await worker().drain();

    const rows = await db()
      .select()
      .from(clienteContactos)
      .where(eq(clienteContactos.codigoCliente, customer.codigo));
    expect(rows.map((row) => ({ id: row.id, erpContactId: row.erpContactId }))).toEqual([
      { id: own.id, erpContactId },
    ]);
    expect(rows.some((row) => row.id === synced!.id)).toBe(false);
    const message = await rowOf(String(own.id), 'contact.create');
    expect(message).toMatchObject({ status: 'done', idempotencyKey: `contact-${own.id}` });
    const call = erp.sent.find(
      (sent) => sent.method === 'createContact' && sent.args[2] === `contact-${own.id}`,
    );
    expect(call?.args.slice(0, 2)).toEqual([customer.codigo, { nombre: 'Obra', ...address }]);
  });

  it('marks a new customer done when the ERP creates it or already has its CIF, and failed when it refuses it', async () => {
    const customer = { razonSocial: 'Nova SL', cif: 'B12345678' };
    const enqueue = (referencia: string) =>
      enqueueErpMessage(db(), { kind: 'customer.create', referencia, payload: { customer } });
    const [created, existing, refused] = [
      `REG-${randomUUID()}`,
      `REG-${randomUUID()}`,
      `REG-${randomUUID()}`,
    ];

    await enqueue(created);
    erp.customerAnswer = { kind: 'ok', status: 201, value: { codigo: 'C0099' } };
    await worker().drain();
    expect((await rowOf(created, 'customer.create')).status).toBe('done');

    await enqueue(existing);
    erp.customerAnswer = {
      kind: 'refused',
      status: 409,
      error: { error: 'customer_exists', codigo: 'C0099' },
    };
    await worker().drain();
    expect((await rowOf(existing, 'customer.create')).status).toBe('done');

    await enqueue(refused);
    erp.customerAnswer = {
      kind: 'refused',
      status: 422,
      error: { error: 'unknown_country', error_description: 'No such country' },
    };
    await worker().drain();
    expect((await rowOf(refused, 'customer.create')).status).toBe('failed');
    expect(await errorsAbout(refused)).toEqual([
      expect.objectContaining({ codiError: 'ERP_422', missatge: 'No such country' }),
    ]);
  });
});
