// The typed outbox with a fake ERP gateway: messages are enqueued by one function in the caller's
// transaction, a stored row that is not a message of the union (unknown kind, broken payload) is
// settled as failed and logged instead of sent, and a contact the synchronisation already
// imported under the same ERP id gives way to the customer's own row.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteContactos, logErrors, outbox } from '../src/db/schema/index.ts';
import type { ErpGateway, ErpResult } from '../src/erp/gateway/erp-gateway.ts';
import { enqueueErpMessage, idempotencyKeyOf } from '../src/erp/outbox/messages.ts';
import { databaseKinds } from './support/databases.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

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
  async createContact(...args: unknown[]) {
    this.sent.push({ method: 'createContact', args });
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
  async health() {
    return this.away;
  }
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
      .where(and(eq(outbox.referencia, referencia), eq(outbox.tipo, tipo)));
    return row!;
  }

  const errorsAbout = (codi: string) => db().select().from(logErrors).where(eq(logErrors.codi, codi));

  it('settles a row of an unknown kind as failed, logs it, and sends nothing', async () => {
    const referencia = `R-${randomUUID()}`;
    await db()
      .insert(outbox)
      .values({ tipo: 'mystery.create', referencia, idempotencyKey: referencia, payload: {} });
    const before = erp.sent.length;
    await worker().drain();
    expect(erp.sent.length).toBe(before);
    const row = await rowOf(referencia, 'mystery.create');
    expect(row.estado).toBe('failed');
    expect(row.darrerError).toMatch(/^unreadable message: tipo: /);
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
        tipo: 'order.cancel',
        referencia,
        idempotencyKey: `order-cancel-${referencia}`,
        payload: { portalCode: 7 },
      });
    await worker().drain();
    expect((await rowOf(referencia, 'order.cancel')).estado).toBe('failed');
    const [logged] = await errorsAbout(referencia);
    expect(logged!.missatge).toMatch(/payload\.portalCode: /);
    expect(erp.sent.some((call) => call.args[0] === referencia)).toBe(false);
  });

  it('refuses to enqueue a message its schema refuses, and keys each message by kind and reference', async () => {
    await expect(
      enqueueErpMessage(db(), {
        tipo: 'contact.create',
        referencia: 'not-a-contact-id',
        payload: {
          codigoCliente: 'C1',
          contact: { nombre: 'x', direccion: 'y', codigoPostal: 'z', poblacion: 'w', pais: 'ES' },
        },
      }),
    ).rejects.toThrow(/referencia/);
    expect(idempotencyKeyOf({ tipo: 'order.create', referencia: 'WEB-1' })).toBe('order-WEB-1');
    expect(idempotencyKeyOf({ tipo: 'order.cancel', referencia: 'WEB-1' })).toBe('order-cancel-WEB-1');
    expect(idempotencyKeyOf({ tipo: 'contact.create', referencia: '12' })).toBe('contact-12');
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
        tipo: 'contact.create',
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
    expect(message).toMatchObject({ estado: 'done', idempotencyKey: `contact-${own.id}` });
    const call = erp.sent.find(
      (sent) => sent.method === 'createContact' && sent.args[2] === `contact-${own.id}`,
    );
    expect(call?.args.slice(0, 2)).toEqual([customer.codigo, { nombre: 'Obra', ...address }]);
  });

  it('marks a new customer done when the ERP creates it or already has its CIF, and failed when it refuses it', async () => {
    const customer = { razonSocial: 'Nova SL', cif: 'B12345678' };
    const enqueue = (referencia: string) =>
      enqueueErpMessage(db(), { tipo: 'customer.create', referencia, payload: { customer } });
    const [created, existing, refused] = [
      `REG-${randomUUID()}`,
      `REG-${randomUUID()}`,
      `REG-${randomUUID()}`,
    ];

    await enqueue(created);
    erp.customerAnswer = { kind: 'ok', status: 201, value: { codigo: 'C0099' } };
    await worker().drain();
    expect((await rowOf(created, 'customer.create')).estado).toBe('done');

    await enqueue(existing);
    erp.customerAnswer = {
      kind: 'refused',
      status: 409,
      error: { error: 'customer_exists', codigo: 'C0099' },
    };
    await worker().drain();
    expect((await rowOf(existing, 'customer.create')).estado).toBe('done');

    await enqueue(refused);
    erp.customerAnswer = {
      kind: 'refused',
      status: 422,
      error: { error: 'unknown_country', error_description: 'No such country' },
    };
    await worker().drain();
    expect((await rowOf(refused, 'customer.create')).estado).toBe('failed');
    expect(await errorsAbout(refused)).toEqual([
      expect.objectContaining({ codiError: 'ERP_422', missatge: 'No such country' }),
    ]);
  });
});
