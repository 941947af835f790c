// The ERP gateway against the sandbox ERP running as its own process, over HTTP: every operation
// of the contract answers a value its schema accepted; the token is renewed when the ERP forgets
// it; and an answer that breaks the contract (the sandbox's malformedRate switch) is refused and
// written to the error log with its endpoint and field. A fake `fetch` covers one bad export item
// among good ones.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logErrors } from '../../src/db/schema/index.ts';
import { EXPORT_ENTITIES } from '../../src/erp/gateway/contract.ts';
import { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import type { ErrorLogEntry } from '../../src/modules/admin-logs/error-log-writer.ts';
import { startSandboxProcess, type SandboxProcess } from '../../src/erp/sandbox-process.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { createTestApp, type TestContext } from '../support/test-app.ts';

const credentials = (sandbox: SandboxProcess) => ({
  baseUrl: sandbox.baseUrl,
  username: sandbox.username,
  password: sandbox.password,
  timeoutMs: 5000,
});

/** A valid order for the sandbox's demo customer C0001 (contract §6). */
function orderFor(portalCode: string) {
  return {
    portalCode,
    customerCodigo: 'C0001',
    placedAt: '2026-06-01T09:59:00.000Z',
    placedBy: { username: 'gold', email: null },
    lines: [{ codigo: 'EQ-MIG-200', quantity: 2, unitPrice: '100.00', discount: '10.00', description: null }],
    deliveryContact: {
      erpContactId: null,
      nombre: 'Magatzem',
      direccion: 'Carrer 1',
      codigoPostal: '08400',
      poblacion: 'Granollers',
      provincia: 'Barcelona',
      ciudad: 'Granollers',
      pais: 'ES',
      telefono: null,
    },
    paymentMethodCode: 3,
    purchaseOrderRef: null,
    wishedDate: null,
    observations: null,
    currency: 'EUR',
    totals: { gross: '200.00', discount: '10.00', net: '190.00', shipping: '0.00', total: '190.00' },
  };
}

/** A service request for the sandbox's demo customer C0001 (contract §13). */
function serviceRequestFor(numero: string, codigoCliente = 'C0001') {
  return {
    numero,
    tipus: 'maintenance',
    codigoCliente,
    dades: { codigoProducto: 'EQ-MIG-200', tipusManteniment: 'preventive' },
    garantia: null,
    adjunts: [],
    creadaAt: '2026-06-01T09:59:00.000Z',
  };
}

function serviceStatusFor(numero: string, seq: number, status: string, scheduledDate: string | null = null) {
  return { numero, seq, status, scheduledDate, reason: null, at: '2026-06-02T08:00:00.000Z' };
}

describe.each(databaseKinds())('the ERP gateway against the sandbox process, on %s', (kind) => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  /** The sandbox after a restart (same directory and port), when a test restarted it. */
  let restarted: SandboxProcess | undefined;
  let gateway: HttpErpGateway;
  const tokenRequests: string[] = [];

  const db = () => ctx.testDb.database.db;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    ctx = await createTestApp(kind);
    // Counts token requests, so renewal can be seen; everything else goes to the network as is.
    const counting: typeof fetch = (input, init) => {
      if (String(input).endsWith('/oauth/token')) tokenRequests.push(String(input));
      return fetch(input, init);
    };
    gateway = new HttpErpGateway(credentials(sandbox), { db: db(), fetch: counting });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    if (restarted) {
      await restarted.stop();
      await rm(sandbox.dir, { recursive: true, force: true });
    } else await sandbox?.close();
  });
  beforeEach(() => sandbox.setSwitches({ malformedRate: 0, down: false, tokenTtlSeconds: 300 }));

  it('imports an order (201), replays it with the same key (200), and reads and cancels it', async () => {
    const code = `WEB-GW-${randomUUID().slice(0, 8)}`;
    const key = `order-${code}`;
    const first = await gateway.importOrder(orderFor(code), key);
    expect(first).toMatchObject({ kind: 'ok', status: 201, value: { portalCode: code, status: 'accepted' } });
    const erpNumber = first.kind === 'ok' ? first.value.erpNumber : undefined;
    expect(erpNumber).toMatch(/\S+/);
    const replay = await gateway.importOrder(orderFor(code), key);
    expect(replay).toEqual({ ...first, status: 200 });

    expect(await gateway.orderStatus(code)).toMatchObject({
      kind: 'ok',
      value: { portalCode: code, erpNumber, status: 'accepted' },
    });
    expect(await gateway.cancelOrder(code, `order-cancel-${code}`)).toMatchObject({
      kind: 'ok',
      value: { portalCode: code, status: 'cancelled' },
    });
    // A second cancel is harmless; an order the ERP never had is refused with the contract's body.
    expect(await gateway.cancelOrder(code, `order-cancel-${code}`)).toMatchObject({ kind: 'ok' });
    expect(await gateway.orderStatus('WEB-NEVER-SENT')).toMatchObject({
      kind: 'refused',
      status: 404,
      error: { error: 'not_found' },
    });
    // Another key for a known order code: the ERP's second safety net (contract §5).
    expect(await gateway.importOrder(orderFor(code), `${key}-other`)).toMatchObject({
      kind: 'refused',
      status: 409,
      error: { error: 'duplicate_order' },
    });
  });

  it('creates a contact, and a customer once (then 409 customer_exists for the same CIF)', async () => {
    const contact = await gateway.createContact(
      'C0001',
      { nombre: 'Obra', direccion: 'Carrer 3', codigoPostal: '43006', poblacion: 'Tarragona', pais: 'ES' },
      `contact-${randomUUID()}`,
    );
    expect(contact).toMatchObject({
      kind: 'ok',
      status: 201,
      value: { erpContactId: expect.stringMatching(/^C0001-/) },
    });

    const cif = `B${String(Date.now()).slice(-8)}`;
    const customer = { razonSocial: 'Soldaduras del Ebro SL', cif, pais: 'ES', idLista: 5 };
    const created = await gateway.createCustomer(customer, `customer-${randomUUID()}`);
    expect(created).toMatchObject({
      kind: 'ok',
      status: 201,
      value: { codigo: expect.stringMatching(/^C\d+/) },
    });
    const again = await gateway.createCustomer(customer, `customer-${randomUUID()}`);
    expect(again).toMatchObject({ kind: 'refused', status: 409, error: { error: 'customer_exists' } });
    if (created.kind === 'ok' && again.kind === 'refused')
      expect(again.error.codigo).toBe(created.value.codigo);
  });

  it('opens a work order for a service request once, and mirrors its status by the highest seq', async () => {
    const numero = `MNT-${String(Date.now()).slice(-9)}`;
    const key = `service-${numero}`;
    const first = await gateway.createServiceRequest(serviceRequestFor(numero), key);
    expect(first).toMatchObject({ kind: 'ok', status: 201, value: { numero, status: 'received' } });
    const erpNumero = first.kind === 'ok' ? first.value.erpNumero : undefined;
    expect(erpNumero).toMatch(/^OT-\d{6}$/);
    expect(await gateway.createServiceRequest(serviceRequestFor(numero), key)).toEqual({
      ...first,
      status: 200,
    });
    // The same number under another key: the ERP names the work order it already has.
    expect(await gateway.createServiceRequest(serviceRequestFor(numero), `${key}-other`)).toMatchObject({
      kind: 'refused',
      status: 409,
      error: { error: 'duplicate_service_request', erpNumero },
    });
    expect(
      await gateway.createServiceRequest(serviceRequestFor(`${numero}1`, 'C9999'), `service-${numero}1`),
    ).toMatchObject({ kind: 'refused', status: 422, error: { error: 'unknown_customer' } });

    // A change for a request the ERP does not have: 404, retried later by the outbox.
    expect(
      await gateway.updateServiceRequestStatus(
        'MNT-000000000',
        serviceStatusFor('MNT-000000000', 1, 'accepted'),
        'service-status-MNT-000000000-1',
      ),
    ).toMatchObject({ kind: 'refused', status: 404, error: { error: 'unknown_service_request' } });
    expect(await gateway.serviceRequestStatus('MNT-000000000')).toMatchObject({
      kind: 'refused',
      status: 404,
      error: { error: 'unknown_service_request' },
    });

    // Out of order: the newer change (seq 8) arrives first; the older one (seq 6) changes nothing.
    const newer = await gateway.updateServiceRequestStatus(
      numero,
      serviceStatusFor(numero, 8, 'in_progress'),
      `service-status-${numero}-8`,
    );
    expect(newer).toEqual({ kind: 'ok', status: 200, value: { numero, status: 'in_progress' } });
    const older = serviceStatusFor(numero, 6, 'accepted', '2026-06-20');
    expect(await gateway.updateServiceRequestStatus(numero, older, `service-status-${numero}-6`)).toEqual({
      kind: 'ok',
      status: 200,
      value: { numero, status: 'in_progress' },
    });
    // Sent again with its key: a replay of the first answer.
    expect(await gateway.updateServiceRequestStatus(numero, older, `service-status-${numero}-6`)).toEqual({
      kind: 'ok',
      status: 200,
      value: { numero, status: 'in_progress' },
    });
    expect(await gateway.serviceRequestStatus(numero)).toMatchObject({
      kind: 'ok',
      status: 200,
      value: {
        numero,
        erpNumero,
        codigoCliente: 'C0001',
        status: 'in_progress',
        scheduledDate: null,
        seq: 8,
      },
    });

    // In the export, by number, with the status the ERP mirrors.
    const page = await gateway.exportPage('service-requests', { page: 1, size: 1000 });
    expect(page.kind).toBe('ok');
    if (page.kind !== 'ok') return;
    expect(page.value.rejected).toEqual([]);
    expect(page.value.items.filter((item) => item.numero === numero)).toEqual([
      {
        numero,
        erpNumero,
        codigoCliente: 'C0001',
        status: 'in_progress',
        scheduledDate: null,
        updatedAt: expect.any(String),
      },
    ]);
    const numbers = page.value.items.map((item) => item.numero);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('refuses a service request answer that breaks the contract; the retry with its key is a replay', async () => {
    const numero = `STD-${String(Date.now()).slice(-9)}`;
    const body = { ...serviceRequestFor(numero), tipus: 'standardisation' };
    await sandbox.setSwitches({ malformedRate: 1 });
    expect(await gateway.createServiceRequest(body, `service-${numero}`)).toMatchObject({
      kind: 'unavailable',
      malformed: true,
    });
    const [logged] = await db()
      .select()
      .from(logErrors)
      .where(
        and(eq(logErrors.codiError, 'ERP_MALFORMED'), eq(logErrors.metode, 'POST /api/service-requests')),
      );
    expect(logged?.missatge).toMatch(/^numero: /);
    await sandbox.setSwitches({ malformedRate: 0 });
    expect(await gateway.createServiceRequest(body, `service-${numero}`)).toMatchObject({
      kind: 'ok',
      status: 200,
      value: { numero },
    });
  });

  // `attributes` is in the list too: the sandbox serves it as of the catalogue rewrite; until a
  // sandbox has it, that case fails with a 404 refusal.
  it.each(EXPORT_ENTITIES)('exports %s page by page, every item accepted by its schema', async (entity) => {
    const first = await gateway.exportPage(entity, { page: 1, size: 1000 });
    expect(first.kind, JSON.stringify(first)).toBe('ok');
    if (first.kind !== 'ok') return;
    expect(first.value.rejected).toEqual([]);
    expect(first.value).toMatchObject({ page: 1, size: 1000 });
    expect(first.value.items).toHaveLength(Math.min(first.value.total, 1000));
    // Orders and service requests exist only once the portal sent some (their own tests above).
    if (entity !== 'orders' && entity !== 'service-requests') expect(first.value.total).toBeGreaterThan(0);
    // Incremental: from the mark of the run, at least the newest items come again.
    if (first.value.nextUpdatedSince) {
      const since = await gateway.exportPage(entity, {
        page: 1,
        size: 1,
        updatedSince: first.value.nextUpdatedSince,
      });
      expect(since).toMatchObject({ kind: 'ok', value: { page: 1, size: 1, rejected: [] } });
      if (since.kind === 'ok') expect(since.value.total).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads the health without a token', async () => {
    const before = tokenRequests.length;
    expect(await gateway.health(2000)).toMatchObject({ kind: 'ok', status: 200, value: { status: 'ok' } });
    expect(tokenRequests.length).toBe(before);
    await sandbox.setSwitches({ down: true });
    expect(await gateway.health(2000)).toMatchObject({ kind: 'unavailable', reason: 'ERP answered 503' });
  });

  it('refuses an answer that breaks the contract, and logs its endpoint and field', async () => {
    await sandbox.setSwitches({ malformedRate: 1 });
    const page = await gateway.exportPage('products', { page: 1, size: 10 });
    expect(page).toMatchObject({ kind: 'unavailable', malformed: true });
    const status = await gateway.orderStatus('WEB-NEVER-SENT');
    // A refusal is not a successful answer: the switch leaves it alone.
    expect(status).toMatchObject({ kind: 'refused', status: 404 });
    const contact = await gateway.createContact(
      'C0001',
      { nombre: 'Obra 2', direccion: 'Carrer 4', codigoPostal: '43006', poblacion: 'Tarragona', pais: 'ES' },
      `contact-${randomUUID()}`,
    );
    expect(contact).toMatchObject({ kind: 'unavailable', malformed: true });

    const logged = await db()
      .select()
      .from(logErrors)
      .where(and(eq(logErrors.codiError, 'ERP_MALFORMED'), eq(logErrors.classe, 'ErpGateway')));
    const exportRow = logged.find((row) => row.metode === 'GET /api/export/products');
    expect(exportRow?.missatge).toMatch(/^items: /);
    expect(exportRow?.codi).toBe('/api/export/products?page=1&size=10');
    const contactRow = logged.find((row) => row.metode === 'POST /api/customers/{codigo}/contacts');
    expect(contactRow?.missatge).toMatch(/^erpContactId: /);
  });

  it('gets a new token and repeats the call once when the ERP has forgotten its token', async () => {
    expect(await gateway.orderStatus('WEB-NEVER-SENT')).toMatchObject({ kind: 'refused', status: 404 });
    const before = tokenRequests.length;
    // A restart forgets every token (contract §3); the gateway still holds its old one.
    await sandbox.stop();
    restarted = await startSandboxProcess({
      dataDir: sandbox.dir,
      port: Number(new URL(sandbox.baseUrl).port),
    });
    expect(await gateway.exportPage('countries', { page: 1, size: 5 })).toMatchObject({ kind: 'ok' });
    expect(tokenRequests.length).toBe(before + 1);
    // The new token is kept for the next calls.
    expect(await gateway.exportPage('countries', { page: 2, size: 5 })).toMatchObject({ kind: 'ok' });
    expect(tokenRequests.length).toBe(before + 1);
  }, 60_000);
});

describe('the ERP gateway with a fake ERP', () => {
  const goodPrices = (codigo: string) => ({
    codigo,
    precios: [{ idLista: 1, desdeUnidades: 1, precioNeto: '12.50', precioSinDescuento: '15.00' }],
    updatedAt: '2026-06-01T10:00:00.000Z',
  });

  function fakeErp(answers: Record<string, unknown>) {
    const logged: ErrorLogEntry[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/oauth/token') return Response.json({ access_token: 't', expires_in: 300 });
      const body = answers[url.pathname];
      return body === undefined
        ? Response.json({ error: 'not_found' }, { status: 404 })
        : Response.json(body);
    };
    const gateway = new HttpErpGateway(
      { baseUrl: 'http://erp.test', username: 'u', password: 'p' },
      { recordError: async (entry) => void logged.push(entry), fetch: fakeFetch },
    );
    return { gateway, logged };
  }

  it('hands back a bad export item in `rejected` with its key, and the good ones in `items`', async () => {
    const bad = {
      ...goodPrices('P-BAD'),
      precios: [{ idLista: 1, desdeUnidades: 1, precioNeto: 12.5, precioSinDescuento: '15.00' }],
    };
    const { gateway, logged } = fakeErp({
      '/api/export/prices': {
        items: [goodPrices('P-1'), bad, goodPrices('P-3')],
        page: 1,
        size: 100,
        total: 3,
        nextUpdatedSince: '2026-06-01T10:00:00.000Z',
      },
    });
    const page = await gateway.exportPage('prices', { page: 1, size: 100 });
    expect(page.kind).toBe('ok');
    if (page.kind !== 'ok') return;
    expect(page.value.items.map((item) => item.codigo)).toEqual(['P-1', 'P-3']);
    expect(page.value.rejected).toEqual([
      { key: 'P-BAD', issue: expect.stringMatching(/^precios\[0\]\.precioNeto: /) },
    ]);
    expect(page.value).toMatchObject({ page: 1, size: 100, total: 3 });
    // A refused item is the synchronisation's to report; the page itself kept the contract.
    expect(logged).toEqual([]);
  });

  it('refuses a page whose envelope breaks the contract, naming the field', async () => {
    const { gateway, logged } = fakeErp({
      '/api/export/stock': { items: [], page: 1, size: 100, total: '0', nextUpdatedSince: null },
    });
    expect(await gateway.exportPage('stock', { page: 1, size: 100 })).toMatchObject({
      kind: 'unavailable',
      malformed: true,
    });
    expect(logged).toEqual([
      expect.objectContaining({
        codiError: 'ERP_MALFORMED',
        classe: 'ErpGateway',
        metode: 'GET /api/export/stock',
        missatge: expect.stringMatching(/^total: /),
      }),
    ]);
  });
});
