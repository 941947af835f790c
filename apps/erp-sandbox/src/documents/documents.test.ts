// The documents of docs/erp-contract.md §14 as the sandbox ERP exports them: an order shipped in two
// parts with its delivery notes and batches, the invoice with its due dates and status over time,
// credit notes, each customer's credit, the PDFs in the customer's language, the drills and the
// switches for a late or failing export.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox, orderBody, type TestSandbox } from '../testing/sandbox-fixture.ts';
import { pdfText } from '../testing/pdf-text.ts';

afterEach(cleanUp);

const MINUTE = 60;
const DAY = 24 * 3600;

async function exportOf(sandbox: TestSandbox, entity: string, query = '') {
  const response = await sandbox.call('GET', `/api/export/${entity}?size=1000${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: Record<string, unknown>[];
    total: number;
    nextUpdatedSince: string | null;
  };
}

async function placeOrder(sandbox: TestSandbox, overrides: Record<string, unknown> = {}) {
  const response = await sandbox.call('POST', '/api/orders', {
    body: orderBody(overrides),
    key: `key-${String(overrides.portalCode ?? 'WEB-000001')}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { erpNumber: string };
}

const mine = (items: Record<string, unknown>[], portalCode = 'WEB-000001') =>
  items.filter((item) => item.portalCode === portalCode);

describe('an order after the ERP accepted it', () => {
  it('ships in two parts, each with its delivery note and batches, then is invoiced', async () => {
    const sandbox = await createTestSandbox();
    const { erpNumber } = await placeOrder(sandbox);
    expect(mine((await exportOf(sandbox, 'shipments')).items)).toEqual([]);

    sandbox.clock.advance(10 * MINUTE);
    const first = mine((await exportOf(sandbox, 'shipments')).items);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      numero: `EX-${erpNumber}-1`,
      codigoCliente: 'C0001',
      erpNumber,
      part: 1,
      status: 'in_transit',
      deliveredAt: null,
      deliveryNote: `AL-${erpNumber}-1`,
      // Every line but the last, and half of the last (1 unit of 1: none of it).
      lines: [{ codigo: 'EQ-MIG-200', quantity: 1, nombre: expect.any(String) }],
    });
    expect(first[0]!.trackingUrl).toBe(`http://localhost:80/tracking/${first[0]!.trackingNumber as string}`);
    expect((await sandbox.call('GET', `/api/orders/WEB-000001`)).json().status).toBe('in_preparation');

    sandbox.clock.advance(5 * MINUTE);
    const both = mine((await exportOf(sandbox, 'shipments')).items);
    expect(both.map((s) => [s.part, s.lines])).toEqual([
      [1, [expect.objectContaining({ codigo: 'EQ-MIG-200', quantity: 1 })]],
      [2, [expect.objectContaining({ codigo: 'CO-HIL-SG2-10', quantity: 1 })]],
    ]);
    expect((await sandbox.call('GET', `/api/orders/WEB-000001`)).json().status).toBe('shipped');
    const notes = mine((await exportOf(sandbox, 'delivery-notes')).items);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      numero: `AL-${erpNumber}-1`,
      shipment: `EX-${erpNumber}-1`,
      date: '2026-06-01',
      lines: [{ codigo: 'EQ-MIG-200', quantity: 1, batch: expect.stringMatching(/^L2606-\d{4}$/) }],
    });
    expect(mine((await exportOf(sandbox, 'invoices')).items)).toEqual([]);

    sandbox.clock.advance(1 * MINUTE);
    const [invoice] = mine((await exportOf(sandbox, 'invoices')).items);
    // 202.00 without VAT (190.00 goods, 12.00 shipping), 21 % VAT; payment method 3: one due at 60 days.
    expect(invoice).toMatchObject({
      numero: `FA-${erpNumber}`,
      kind: 'invoice',
      deliveryNotes: [`AL-${erpNumber}-1`, `AL-${erpNumber}-2`],
      base: '202.00',
      vatRate: '21.00',
      vat: '42.42',
      total: '244.42',
      dues: [{ dueDate: '2026-07-31', amount: '244.42', paidAt: null }],
      status: 'pending',
      corrects: null,
    });

    sandbox.clock.advance(17 * MINUTE);
    const delivered = mine((await exportOf(sandbox, 'shipments')).items);
    expect(delivered.map((s) => s.status)).toEqual(['delivered', 'in_transit']);
  });

  it('ships an order of one unit whole, and none of a rejected or cancelled one', async () => {
    const sandbox = await createTestSandbox({ switches: { rejectAboveTotal: 1000 } });
    await placeOrder(sandbox, {
      portalCode: 'WEB-ONE',
      lines: [{ codigo: 'EQ-MIG-200', quantity: 1, unitPrice: '190.00', discount: '0.00' }],
      totals: { gross: '190.00', discount: '0.00', net: '190.00', shipping: '12.00', total: '202.00' },
    });
    await placeOrder(sandbox, {
      portalCode: 'WEB-BIG',
      lines: [{ codigo: 'EQ-MIG-200', quantity: 10, unitPrice: '199.00', discount: '0.00' }],
      totals: { gross: '1990.00', discount: '0.00', net: '1990.00', shipping: '12.00', total: '2002.00' },
    });
    await placeOrder(sandbox, { portalCode: 'WEB-CANCELLED' });
    expect((await sandbox.call('POST', '/api/orders/WEB-CANCELLED/cancel')).statusCode).toBe(200);
    sandbox.clock.advance(DAY);
    const shipments = (await exportOf(sandbox, 'shipments')).items.filter((s) => s.portalCode !== null);
    expect(shipments.map((s) => [s.portalCode, s.part])).toEqual([['WEB-ONE', 1]]);
  });

  it('turns the invoice overdue the day after its due date, paid once the customer pays', async () => {
    const sandbox = await createTestSandbox();
    // Bank transfer (2): one due at 30 days, never collected by the ERP itself.
    await placeOrder(sandbox, { customerCodigo: 'C0002', paymentMethodCode: 2 });
    sandbox.clock.advance(20 * MINUTE);
    const [invoice] = mine((await exportOf(sandbox, 'invoices', '&codigoCliente=C0002')).items);
    expect(invoice).toMatchObject({ status: 'pending', dues: [{ dueDate: '2026-07-01' }] });
    const mark = (await exportOf(sandbox, 'invoices')).nextUpdatedSince!;

    sandbox.clock.advance(30 * DAY);
    expect(mine((await exportOf(sandbox, 'invoices')).items)[0]!.status).toBe('pending');
    sandbox.clock.advance(1 * DAY);
    const late = await exportOf(sandbox, 'invoices', `&updatedSince=${mark}`);
    const overdue = mine(late.items)[0]!;
    expect(overdue).toMatchObject({ status: 'overdue', updatedAt: '2026-07-02T00:00:00.000Z' });
    const credit = (await exportOf(sandbox, 'credit', '&codigoCliente=C0002')).items[0]!;
    expect(Number(credit.overdue)).toBeGreaterThanOrEqual(244.42);

    const paid = await sandbox.app.inject({
      method: 'POST',
      url: `/_sandbox/invoices/${overdue.numero as string}/payments`,
    });
    expect(paid.json()).toMatchObject({ status: 'paid', dues: [{ paidAt: expect.any(String) }] });
    const after = (await exportOf(sandbox, 'credit', '&codigoCliente=C0002')).items[0]!;
    expect(Number(after.overdue)).toBeLessThan(Number(credit.overdue));
  });

  it('collects a direct debit on its due date by itself', async () => {
    const sandbox = await createTestSandbox();
    await placeOrder(sandbox, { paymentMethodCode: 1 });
    sandbox.clock.advance(31 * DAY);
    expect(mine((await exportOf(sandbox, 'invoices')).items)[0]).toMatchObject({ status: 'paid' });
  });
});

describe('credit notes and credit', () => {
  it('issues a credit note against an invoice with negative amounts and lowers the credit used', async () => {
    const sandbox = await createTestSandbox();
    await placeOrder(sandbox);
    sandbox.clock.advance(20 * MINUTE);
    const [invoice] = mine((await exportOf(sandbox, 'invoices')).items);
    const before = (await exportOf(sandbox, 'credit', '&codigoCliente=C0001')).items[0]!;
    const issue = (base: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/_sandbox/credit-notes',
        payload: { invoice: invoice!.numero, base, reason: 'Material defectuoso' },
      });
    expect((await issue('202.01')).statusCode).toBe(422);
    const note = (await issue('50.00')).json();
    expect(note).toMatchObject({
      numero: 'AB-000001',
      kind: 'credit_note',
      corrects: invoice!.numero,
      portalCode: 'WEB-000001',
      base: '-50.00',
      vat: '-10.50',
      total: '-60.50',
      dues: [],
      status: 'paid',
    });
    const after = (await exportOf(sandbox, 'credit', '&codigoCliente=C0001')).items[0]!;
    expect(Number(after.used)).toBeCloseTo(Number(before.used) - 60.5, 2);
    expect(Number(after.available)).toBeCloseTo(Number(after.limit) - Number(after.used), 2);
    expect((await issue('152.01')).statusCode).toBe(422);
  });

  it('counts an accepted order not yet invoiced as used, and a changed limit', async () => {
    const sandbox = await createTestSandbox();
    const before = (await exportOf(sandbox, 'credit', '&codigoCliente=C0003')).items[0]!;
    await placeOrder(sandbox, { customerCodigo: 'C0003' });
    const after = (await exportOf(sandbox, 'credit', '&codigoCliente=C0003')).items[0]!;
    expect(Number(after.used)).toBeCloseTo(Number(before.used) + 244.42, 2);
    sandbox.clock.advance(1);
    const limited = await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/credit/C0003',
      payload: { limit: '100.00' },
    });
    expect(limited.json()).toMatchObject({ limit: '100.00', updatedAt: '2026-06-01T10:00:01.000Z' });
    expect(Number(limited.json().available)).toBeLessThan(0);
  });
});

describe('the demo past', () => {
  it('holds six months of each demo company, an overdue invoice of C0002 and a credit note of C0001, the same after a restart', async () => {
    const sandbox = await createTestSandbox();
    const invoices = (await exportOf(sandbox, 'invoices')).items;
    for (const codigo of ['C0001', 'C0002', 'C0003', 'C0004'])
      expect(invoices.filter((i) => i.codigoCliente === codigo && i.kind === 'invoice')).toHaveLength(6);
    expect(invoices.filter((i) => i.codigoCliente === 'C0002' && i.status === 'overdue')).toHaveLength(1);
    expect(invoices.filter((i) => i.kind === 'credit_note')).toEqual([
      expect.objectContaining({ codigoCliente: 'C0001', numero: 'AB-H000001' }),
    ]);
    expect((await exportOf(sandbox, 'delivery-notes')).total).toBe(24);
    await sandbox.app.close();
    const again = await createTestSandbox({ dataDir: sandbox.dir });
    again.clock.ms = sandbox.clock.ms;
    expect((await exportOf(again, 'invoices')).items).toEqual(invoices);
  });
});

describe('export paging, filters and switches', () => {
  it('exports one customer only, and finds a change since the mark once', async () => {
    const sandbox = await createTestSandbox();
    await placeOrder(sandbox);
    await placeOrder(sandbox, { portalCode: 'WEB-000002', customerCodigo: 'C0003' });
    sandbox.clock.advance(10 * MINUTE);
    const c3 = await exportOf(sandbox, 'shipments', '&codigoCliente=C0003');
    expect(c3.items.every((s) => s.codigoCliente === 'C0003')).toBe(true);
    expect(c3.items.map((s) => s.portalCode)).toContain('WEB-000002');
    const mark = (await exportOf(sandbox, 'shipments')).nextUpdatedSince!;
    expect((await exportOf(sandbox, 'shipments', `&updatedSince=${mark}`)).total).toBe(2);
    sandbox.clock.advance(5 * MINUTE);
    const news = await exportOf(sandbox, 'shipments', `&updatedSince=${encodeURIComponent(mark)}`);
    // The first parts again (stamped exactly at the mark: inclusive) and the second parts.
    expect(news.items.map((s) => `${s.portalCode as string}/${s.part as number}`).sort()).toEqual([
      'WEB-000001/1',
      'WEB-000001/2',
      'WEB-000002/1',
      'WEB-000002/2',
    ]);
  });

  it('moves one order forward with the advance drill, stamping what it brought forward with the drill instant', async () => {
    const sandbox = await createTestSandbox();
    await placeOrder(sandbox);
    const mark = (await exportOf(sandbox, 'shipments')).nextUpdatedSince!;
    sandbox.clock.advance(1);
    const moved = await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/orders/WEB-000001/advance',
      payload: { seconds: 10 * MINUTE },
    });
    expect(moved.json()).toMatchObject({ status: 'in_preparation' });
    const shipments = mine((await exportOf(sandbox, 'shipments', `&updatedSince=${mark}`)).items);
    expect(shipments).toEqual([expect.objectContaining({ part: 1, shippedAt: '2026-06-01T10:00:01.000Z' })]);
    expect(
      (
        await sandbox.app.inject({
          method: 'POST',
          url: '/_sandbox/orders/WEB-000001/advance',
          payload: { seconds: 0 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('shows the documents late with documentsLagSeconds, and refuses them alone with documentsDown', async () => {
    const sandbox = await createTestSandbox({ switches: { documentsLagSeconds: 600 } });
    await placeOrder(sandbox);
    sandbox.clock.advance(15 * MINUTE);
    expect(mine((await exportOf(sandbox, 'shipments')).items)).toEqual([]);
    sandbox.clock.advance(8 * MINUTE);
    expect(mine((await exportOf(sandbox, 'shipments')).items)).toHaveLength(1);

    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { documentsDown: true } });
    for (const url of ['/api/export/invoices', '/api/export/credit', '/api/invoices/FA-PH0000001/pdf'])
      expect((await sandbox.call('GET', url)).statusCode).toBe(503);
    expect((await sandbox.call('GET', '/api/export/products?size=1')).statusCode).toBe(200);
  });

  it('refuses a bad query with 400', async () => {
    const sandbox = await createTestSandbox();
    expect((await sandbox.call('GET', '/api/export/invoices?updatedSince=yesterday')).statusCode).toBe(400);
    expect((await sandbox.call('GET', '/api/export/credit?size=0')).statusCode).toBe(400);
  });
});

describe('PDFs', () => {
  it('prints the delivery note and the invoice in the customer language, with their numbers, batches and totals', async () => {
    const sandbox = await createTestSandbox();
    const { erpNumber } = await placeOrder(sandbox);
    await placeOrder(sandbox, { portalCode: 'WEB-000002', customerCodigo: 'C0003' });
    sandbox.clock.advance(20 * MINUTE);
    const note = mine((await exportOf(sandbox, 'delivery-notes')).items)[0]!;
    const response = await sandbox.call('GET', `/api/delivery-notes/AL-${erpNumber}-1/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Albarà');
    expect(text).toContain(`AL-${erpNumber}-1`);
    expect(text).toContain('WEB-000001');
    expect(text).toContain((note.lines as { batch: string }[])[0]!.batch);
    expect(text).toContain('Calderería Montseny SL');

    const invoice = await pdfText(
      (await sandbox.call('GET', `/api/invoices/FA-${erpNumber}/pdf`)).rawPayload,
    );
    expect(invoice).toContain('Factura');
    expect(invoice).toContain('Base imposable');
    expect(invoice).toContain('244,42 EUR');
    expect(invoice).toContain('31/07/2026');

    const spanish = mine((await exportOf(sandbox, 'invoices')).items, 'WEB-000002')[0]!;
    const es = await pdfText(
      (await sandbox.call('GET', `/api/invoices/${spanish.numero as string}/pdf`)).rawPayload,
    );
    expect(es).toContain('Base imponible');
    expect(es).toContain('Talleres Soldamar SA');
  });

  it('answers 404 for a document that does not exist or is not issued yet', async () => {
    const sandbox = await createTestSandbox();
    const { erpNumber } = await placeOrder(sandbox);
    expect((await sandbox.call('GET', `/api/invoices/FA-${erpNumber}/pdf`)).statusCode).toBe(404);
    expect((await sandbox.call('GET', '/api/delivery-notes/AL-NOPE-1/pdf')).statusCode).toBe(404);
  });

  it('sends something that is not a PDF under malformedRate', async () => {
    const sandbox = await createTestSandbox({ switches: { malformedRate: 1 } });
    const response = await sandbox.call('GET', '/api/invoices/FA-PH0000001/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    expect((await sandbox.call('GET', '/api/export/invoices')).json().items).toBeUndefined();
  });
});

describe('tracking page', () => {
  it('shows a shipment by its tracking number, without a token', async () => {
    const sandbox = await createTestSandbox();
    await placeOrder(sandbox);
    sandbox.clock.advance(10 * MINUTE);
    const [shipment] = mine((await exportOf(sandbox, 'shipments')).items);
    const page = await sandbox.app.inject({
      method: 'GET',
      url: `/tracking/${shipment!.trackingNumber as string}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('In transit');
    expect((await sandbox.app.inject({ method: 'GET', url: '/tracking/XX0000000000' })).statusCode).toBe(404);
  });
});
