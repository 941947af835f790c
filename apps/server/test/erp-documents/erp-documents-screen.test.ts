// The documents screen's API (`/documents`), on PGlite and PostgreSQL: the customer's invoices and
// delivery notes filtered with their totals, as CSV (a formula-looking cell neutralised), several
// PDFs as one ZIP, an account statement for a range of up to 24 months as JSON, PDF and CSV, and
// the credit; never another customer's.
import { pdfText } from '@portal/erp-sandbox/testing/pdf-text';
import type { DeliveryNote, Invoice, InvoicesPage, Statement } from '@portal/domain/erp-documents';
import type { Page } from '@portal/domain/api';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { documentsWorld, type DocumentsWorld } from '../support/documents-support.ts';
import { json } from '../support/test-app.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds())('the documents screen on %s', (kind) => {
  let world: DocumentsWorld;
  let codigo: string;
  let invoice: Invoice;

  beforeAll(async () => {
    world = await documentsWorld(kind);
    codigo = await world.placeOrder(world.gold, 3);
    world.clock.advance(20 * 60);
    await world.syncDocuments();
    const page = json<InvoicesPage>(await world.gold.call('GET', `/documents/invoices?pedido=${codigo}`));
    invoice = page.content[0]!;
    await world.sandbox.drill('POST', 'credit-notes', {
      invoice: invoice.numero,
      base: '10.00',
      reason: '=HYPERLINK("http://evil.example","click")',
    });
    await world.syncDocuments();
  });
  afterAll(() => world?.close());

  it('lists the invoices and credit notes newest first, filtered, with the totals of all that match', async () => {
    const all = json<InvoicesPage>(await world.gold.call('GET', '/documents/invoices?size=100'));
    // Six months of the demo past, this order's invoice, the past credit note and the new one.
    expect(all.totalElements).toBe(9);
    const sum = all.content.reduce((total, i) => total + i.total, 0);
    expect(all.totals.total).toBeCloseTo(sum, 2);
    expect(all.content.map((i) => i.date)).toEqual([...all.content.map((i) => i.date)].sort().reverse());

    const ofOrder = json<InvoicesPage>(await world.gold.call('GET', `/documents/invoices?pedido=${codigo}`));
    expect(ofOrder.content.map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect(ofOrder.totals.total).toBe(544.5 - 12.1);
    expect(ofOrder.totals.pending).toBe(544.5);

    const pending = json<InvoicesPage>(
      await world.gold.call('GET', '/documents/invoices?estat=pending&size=100'),
    );
    expect(pending.content.every((i) => i.status === 'pending' && i.kind === 'invoice')).toBe(true);
    const byNumber = json<InvoicesPage>(
      await world.gold.call('GET', `/documents/invoices?numero=${invoice.numero.slice(3)}`),
    );
    expect(byNumber.content.map((i) => i.numero)).toContain(invoice.numero);
    const range = json<InvoicesPage>(
      await world.gold.call('GET', `/documents/invoices?desde=${today()}&fins=${today()}`),
    );
    expect(range.content.every((i) => i.date === today())).toBe(true);

    const bad = await world.gold.call('GET', '/documents/invoices?desde=2026-05-01&fins=2026-04-01');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_description).toBe('The data sent is not valid.');
  });

  it("lists the delivery notes, and never another customer's documents", async () => {
    const notes = json<Page<DeliveryNote>>(
      await world.gold.call('GET', `/documents/delivery-notes?pedido=${codigo}`),
    );
    expect(notes.content).toHaveLength(2);
    const theirs = json<InvoicesPage>(
      await world.bronze.call('GET', `/documents/invoices?size=200&pedido=${codigo}`),
    );
    expect(theirs.totalElements).toBe(0);
    const bronzeAll = json<InvoicesPage>(await world.bronze.call('GET', '/documents/invoices?size=200'));
    expect(bronzeAll.content.some((i) => i.numero === invoice.numero)).toBe(false);
  });

  it('exports the filtered list as CSV with every formula-looking cell neutralised', async () => {
    const csv = await world.gold.call('GET', `/documents/invoices/csv?pedido=${codigo}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFNumber;Type;Date;Order')).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv.body).toContain('544,50');
    const notes = await world.gold.call('GET', `/documents/delivery-notes/csv?pedido=${codigo}`);
    expect(notes.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it("puts several PDFs in one ZIP, refuses another customer's number with 404 and too many with 400", async () => {
    const note = json<Page<DeliveryNote>>(
      await world.gold.call('GET', `/documents/delivery-notes?pedido=${codigo}`),
    ).content[0]!;
    const zip = await world.gold.call('GET', `/documents/zip?items=${invoice.numero},${note.numero}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([`${invoice.numero}.pdf`, `${note.numero}.pdf`].sort());
    for (const content of Object.values(files))
      expect(Buffer.from(content.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await world.bronze.call('GET', `/documents/zip?items=${invoice.numero}`)).statusCode).toBe(404);
    const many = Array.from({ length: 51 }, (_, i) => `FA-X${i}`).join(',');
    const tooMany = await world.gold.call('GET', `/documents/zip?items=${many}`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('gives an account statement whose balance adds up, as PDF and CSV, for at most 24 months', async () => {
    const desde = new Date(Date.now() - 200 * 24 * 3600_000).toISOString().slice(0, 10);
    const fins = new Date(world.clock.ms).toISOString().slice(0, 10);
    const statement = json<Statement>(
      await world.gold.call('GET', `/documents/statement?desde=${desde}&fins=${fins}`),
    );
    expect(statement.entries.length).toBeGreaterThan(6);
    const moved = statement.entries.reduce((total, entry) => total + entry.amount, 0);
    expect(statement.closing).toBeCloseTo(statement.opening + moved, 2);
    expect(statement.entries.at(-1)!.balance).toBe(statement.closing);
    expect(statement.entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['invoice', 'credit_note', 'payment']),
    );

    const pdf = await world.gold.call('GET', `/documents/statement/pdf?desde=${desde}&fins=${fins}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Account statement');
    expect(text).toContain(invoice.numero);
    expect(text).toContain('Closing balance');
    const csv = await world.gold.call('GET', `/documents/statement/csv?desde=${desde}&fins=${fins}`);
    expect(csv.body).toContain('Opening balance');

    const tooLong = await world.gold.call('GET', '/documents/statement?desde=2024-01-01&fins=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(json(tooLong))).toContain('A statement can cover at most 24 months.');
    expect(
      (await world.gold.call('GET', '/documents/statement?desde=2024-01-01&fins=2026-01-01')).statusCode,
    ).toBe(200);
  });

  it("answers the customer's credit as the ERP judged it", async () => {
    const answer = json<{ credit: { limit: number; used: number; available: number } }>(
      await world.gold.call('GET', '/documents/credit'),
    );
    expect(answer.credit.limit).toBe(60000);
    expect(answer.credit.available).toBeCloseTo(answer.credit.limit - answer.credit.used, 2);
  });
});
