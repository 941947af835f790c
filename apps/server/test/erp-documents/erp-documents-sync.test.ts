// The documents after an order reach the customer through the synchronisation (contract §14), on
// PGlite and PostgreSQL: an order shipped in two parts, its invoice turning overdue, a credit note,
// a PDF asked twice and fetched from the ERP once, and another customer's document answered 404 by
// its number, by its order and by its file. The sandbox ERP runs on a hand-driven clock.
import { pdfText } from '@portal/erp-sandbox/testing/pdf-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, OrderDocuments } from '@portal/domain/erp-documents';
import { databaseKinds } from '../support/databases.ts';
import { documentsWorld, type DocumentsWorld } from '../support/documents-support.ts';
import { json } from '../support/test-app.ts';

const MINUTE = 60;
const DAY = 24 * 3600;

describe.each(databaseKinds())('documents after an order on %s', (kind) => {
  let world: DocumentsWorld;
  let codigo: string;

  beforeAll(async () => {
    world = await documentsWorld(kind);
    codigo = await world.placeOrder(world.gold, 3);
  });
  afterAll(() => world?.close());

  const documentsOf = async (code = codigo, who = world.gold) => {
    const response = await who.call('GET', `/documents/pedido/${code}`);
    expect(response.statusCode).toBe(200);
    return json<OrderDocuments>(response);
  };

  it('brings each part of a partial shipment with its delivery note, then the invoice', async () => {
    await world.syncDocuments();
    expect((await documentsOf()).shipments).toEqual([]);

    world.clock.advance(10 * MINUTE);
    await world.syncDocuments();
    const first = await documentsOf();
    expect(first.shipments).toEqual([
      expect.objectContaining({
        part: 1,
        status: 'in_transit',
        lines: [expect.objectContaining({ codigo: 'EQ-MIG-200', quantity: 1 })],
      }),
    ]);
    expect(first.shipments[0]!.trackingUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tracking\//);
    expect(first.deliveryNotes[0]!.lines[0]!.batch).toMatch(/^L\d{4}-\d{4}$/);

    world.clock.advance(5 * MINUTE);
    await world.syncDocuments();
    const both = await documentsOf();
    expect(both.shipments.map((s) => [s.part, s.lines[0]!.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(both.invoices).toEqual([]);

    world.clock.advance(1 * MINUTE);
    await world.syncDocuments();
    const [invoice] = (await documentsOf()).invoices;
    // 3 × 150.00 at the gold list, free shipping for gold; 21 % VAT; bank transfer at 30 days.
    expect(invoice).toMatchObject({ kind: 'invoice', base: 450, vat: 94.5, total: 544.5, status: 'pending' });
    expect(invoice!.dues).toHaveLength(1);
    expect(invoice!.deliveryNotes).toEqual(both.deliveryNotes.map((n) => n.numero));
  });

  it('fetches a PDF from the ERP the first time and serves the kept copy after', async () => {
    const [invoice] = (await documentsOf()).invoices;
    const url = `/documents/invoices/${invoice!.numero}/pdf`;
    const first = await world.gold.call('GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const second = await world.gold.call('GET', url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(world.pdfFetches.filter((f) => f === `invoice/${invoice!.numero}`)).toHaveLength(1);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain(invoice!.numero);
    expect(text).toContain('544,50 EUR');
    // Catalan: C0001's language in the ERP.
    expect(text).toContain('Base imposable');
  });

  it("answers 404 to another customer's document by number, by order and by file", async () => {
    const documents = await documentsOf();
    const invoice = documents.invoices[0]!.numero;
    const note = documents.deliveryNotes[0]!.numero;
    const fetchedBefore = world.pdfFetches.length;
    for (const url of [
      `/documents/pedido/${codigo}`,
      `/documents/invoices/${invoice}`,
      `/documents/delivery-notes/${note}`,
      `/documents/invoices/${invoice}/pdf`,
      `/documents/delivery-notes/${note}/pdf`,
    ]) {
      const response = await world.bronze.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(invoice);
    }
    expect(world.pdfFetches.length).toBe(fetchedBefore);
    // The owner reaches the same ones.
    expect((await world.gold.call('GET', `/documents/delivery-notes/${note}`)).statusCode).toBe(200);
    expect((await world.gold.call('GET', `/documents/delivery-notes/${note}/pdf`)).statusCode).toBe(200);
  });

  it('brings a credit note correcting the invoice, with negative amounts', async () => {
    const invoice = (await documentsOf()).invoices[0]!;
    const note = (await world.sandbox.drill('POST', 'credit-notes', {
      invoice: invoice.numero,
      base: '50.00',
      reason: 'Material defectuós',
    })) as { numero: string };
    await world.syncDocuments();
    const response = await world.gold.call('GET', `/documents/invoices/${note.numero}`);
    expect(json<Invoice>(response)).toMatchObject({
      kind: 'credit_note',
      corrects: invoice.numero,
      codigoPedido: codigo,
      base: -50,
      vat: -10.5,
      total: -60.5,
      status: 'paid',
    });
    expect((await documentsOf()).invoices.map((i) => i.kind)).toEqual(['invoice', 'credit_note']);
  });

  it('turns the invoice overdue once its due date has passed unpaid, and paid once paid', async () => {
    const before = (await documentsOf()).invoices.find((i) => i.kind === 'invoice')!;
    world.clock.advance(31 * DAY);
    await world.syncDocuments();
    const overdue = (await documentsOf()).invoices.find((i) => i.kind === 'invoice')!;
    expect(overdue.status).toBe('overdue');
    expect(overdue.nextDueDate).toBe(before.dues[0]!.dueDate);
    const credit = (await world.ctx.testDb.database.db.execute(
      sql`select overdue from customer_credit where codigo_cliente = 'C0001'`,
    )) as unknown as { rows: { overdue: string }[] };
    expect(Number(credit.rows[0]!.overdue)).toBeGreaterThanOrEqual(544.5);

    await world.sandbox.drill('POST', `invoices/${overdue.numero}/payments`);
    await world.syncDocuments();
    expect((await documentsOf()).invoices.find((i) => i.kind === 'invoice')!.status).toBe('paid');
  });

  it('keeps the documents of a customer the portal does not have out, and the demo past of those it has', async () => {
    const customers = (await world.ctx.testDb.database.db.execute(
      sql`select distinct codigo_cliente from invoices order by 1`,
    )) as unknown as { rows: { codigo_cliente: string }[] };
    // The ERP's past holds C0001-C0004; the portal has C0001 and C0003 only.
    expect(customers.rows.map((r) => r.codigo_cliente)).toEqual(['C0001', 'C0003']);
  });
});

describe.each(databaseKinds())('documents synchronisation faults and schedule on %s', (kind) => {
  let world: DocumentsWorld;

  beforeAll(async () => {
    world = await documentsWorld(kind);
  });
  afterAll(() => world?.close());

  it('refuses and logs a documents export that breaks the contract, and a PDF that is not one', async () => {
    const codigo = await world.placeOrder(world.gold, 1);
    world.clock.advance(20 * 60);
    await world.syncDocuments();
    const invoice = json<OrderDocuments>(await world.gold.call('GET', `/documents/pedido/${codigo}`))
      .invoices[0]!;
    await world.sandbox.drill('PUT', 'switches', { malformedRate: 1 });
    const pdf = await world.gold.call('GET', `/documents/invoices/${invoice.numero}/pdf`);
    expect(pdf.statusCode).toBe(503);
    expect(json(pdf).missatge).toBe('documents.pdfUnavailable');
    const sync = world.ctx.app.services.sync;
    await sync.service.start('documents', 'admin', 'test');
    await sync.worker.drain();
    expect((await sync.service.current())!.estat).toBe('failed');
    const logged = (await world.ctx.testDb.database.db.execute(
      sql`select metode from log_errors where codi_error = 'ERP_MALFORMED' order by metode`,
    )) as unknown as { rows: { metode: string }[] };
    expect(logged.rows.map((r) => r.metode)).toEqual(
      expect.arrayContaining(['GET /api/export/shipments', 'GET /api/invoices/{numero}/pdf']),
    );
    const kept = (await world.ctx.testDb.database.db.execute(
      sql`select count(*)::int as n from document_pdfs`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]!.n).toBe(0);

    await world.sandbox.drill('PUT', 'switches', { malformedRate: 0 });
    expect((await world.gold.call('GET', `/documents/invoices/${invoice.numero}/pdf`)).statusCode).toBe(200);
  });

  it('queues a documents run on its own schedule while the master data is not due', async () => {
    const db = world.ctx.testDb.database.db;
    await db.execute(sql`update params set valor = '15' where clau = 'sincronitzacioMinuts'`);
    await db.execute(sql`update params set valor = '2' where clau = 'sincronitzacioDocumentsMinuts'`);
    // A master-data run (which reads the documents too) began three minutes ago: the master data is
    // not due for twelve more, the documents are.
    await db.execute(sql`update sync_runs set created_at = now() - interval '4 minutes'`);
    await db.execute(
      sql`insert into sync_runs (kind, status, origin, created_at) values ('incremental', 'succeeded', 'schedule', now() - interval '3 minutes')`,
    );
    const service = world.ctx.app.services.sync.service;
    expect(await service.startScheduledIfDue()).toBe(true);
    expect((await service.current())!.tipus).toBe('documents');
    await world.ctx.app.services.sync.worker.drain();
    // Not again until two minutes after it.
    expect(await service.startScheduledIfDue()).toBe(false);
    await db.execute(sql`update params set valor = '0' where clau = 'sincronitzacioDocumentsMinuts'`);
    await db.execute(
      sql`update sync_runs set created_at = now() - interval '5 minutes' where kind = 'documents'`,
    );
    expect(await service.startScheduledIfDue()).toBe(false);
  });
});
