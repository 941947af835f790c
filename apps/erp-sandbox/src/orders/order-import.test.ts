import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox, orderBody } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

interface SandboxOrders {
  items: {
    portalCode: string;
    erpNumber: string;
    idempotencyKey: string;
    keyPresentations: number;
    keyConflicts: number;
    status: string;
  }[];
  total: number;
}

describe('POST /api/orders', () => {
  it('accepts a valid order with 201 and an ERP number', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ portalCode: 'WEB-000001', erpNumber: 'PV0000001', status: 'accepted' });
  });

  it('stores an order once when its key is presented twice, and answers the same both times', async () => {
    const sandbox = await createTestSandbox();
    const first = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
    const second = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());

    const orders = (
      await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })
    ).json() as SandboxOrders;
    expect(orders.total).toBe(1);
    const count = await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders/count' });
    expect(count.json()).toEqual({ total: 1 });
    expect(orders.items[0]).toMatchObject({
      portalCode: 'WEB-000001',
      idempotencyKey: 'order-1',
      keyPresentations: 2,
      keyConflicts: 0,
    });
  });

  it('keeps who placed an order approved in the portal, and who approved it', async () => {
    const sandbox = await createTestSandbox();
    const approvedBy = {
      username: 'gold-aprovador',
      name: 'Núria Camps',
      approvedAt: '2026-06-01T10:15:00.000Z',
    };
    const body = {
      ...orderBody(),
      placedBy: { username: 'gold-comprador', email: 'taller@montseny.example', name: 'Pere Roca' },
      approvedBy,
    };
    const response = await sandbox.call('POST', '/api/orders', { body, key: 'order-approved' });
    expect(response.statusCode).toBe(201);
    const orders = (await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json() as {
      items: { request: { placedBy: unknown; approvedBy: unknown } }[];
    };
    expect(orders.items[0]!.request.placedBy).toMatchObject({ name: 'Pere Roca' });
    expect(orders.items[0]!.request.approvedBy).toEqual(approvedBy);
    // An order placed within its limits names no approver.
    await sandbox.call('POST', '/api/orders', {
      body: { ...orderBody(), portalCode: 'WEB-000002' },
      key: 'order-2',
    });
    const both = (await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json() as {
      items: { portalCode: string; request: { approvedBy: unknown } }[];
    };
    expect(both.items.find((item) => item.portalCode === 'WEB-000002')!.request.approvedBy).toBeNull();
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const sandbox = await createTestSandbox();
    const body = orderBody();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    await sandbox.call('POST', '/api/orders', { body, key: 'order-1' });
    const replay = await sandbox.call('POST', '/api/orders', { body: reordered, key: 'order-1' });
    expect(replay.statusCode).toBe(200);
  });

  it('answers 409 when a key comes back with a different body, and stores nothing new', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
    const other = await sandbox.call('POST', '/api/orders', {
      body: orderBody({ portalCode: 'WEB-000002' }),
      key: 'order-1',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused', retryable: false });
    const orders = (
      await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })
    ).json() as SandboxOrders;
    expect(orders.total).toBe(1);
    expect(orders.items[0]).toMatchObject({ keyPresentations: 1, keyConflicts: 1 });
  });

  it('creates one order when the same key races in concurrently', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'race', token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((a) => a.json().erpNumber))).toEqual(new Set(['PV0000001']));
    const orders = (
      await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })
    ).json() as SandboxOrders;
    expect(orders.total).toBe(1);
    expect(orders.items[0]!.keyPresentations).toBe(10);
  });

  it('refuses a second order with the same portal code under a new key (409 with the ERP number)', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
    const again = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1-lost-key' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'duplicate_order', erpNumber: 'PV0000001' });
  });

  it('numbers orders in sequence', async () => {
    const sandbox = await createTestSandbox();
    const a = await sandbox.call('POST', '/api/orders', { body: orderBody({ portalCode: 'A' }), key: 'a' });
    const b = await sandbox.call('POST', '/api/orders', { body: orderBody({ portalCode: 'B' }), key: 'b' });
    expect([a.json().erpNumber, b.json().erpNumber]).toEqual(['PV0000001', 'PV0000002']);
  });

  it('requires an Idempotency-Key', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('POST', '/api/orders', { body: orderBody() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('idempotency_key_missing');
  });

  it('answers 400 with field details for a body that breaks the contract', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('POST', '/api/orders', {
      body: orderBody({
        lines: [{ codigo: 'X', quantity: 0, unitPrice: '1.5', discount: '0' }],
        totals: { gross: 12.5 },
      }),
      key: 'bad',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'totals.gross']),
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        authorization: `Bearer ${await sandbox.token()}`,
        'idempotency-key': 'k',
        'content-type': 'application/json',
      },
      payload: '{"portalCode":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'malformed_request', retryable: false });
  });

  it.each([
    ['an unknown customer', { customerCodigo: 'C9999' }, 'unknown_customer'],
    [
      'no lines',
      {
        lines: [],
        totals: { gross: '0.00', discount: '0.00', net: '0.00', shipping: '0.00', total: '0.00' },
      },
      'empty_order',
    ],
    ['an unknown payment method', { paymentMethodCode: 9 }, 'unknown_payment_method'],
    [
      'totals that do not add up',
      { totals: { gross: '200.00', discount: '10.00', net: '190.00', shipping: '12.00', total: '212.00' } },
      'totals_mismatch',
    ],
    [
      'a gross that does not match the lines',
      { totals: { gross: '300.00', discount: '10.00', net: '290.00', shipping: '12.00', total: '302.00' } },
      'totals_mismatch',
    ],
  ])(
    'answers 422 for %s, and a later fixed request under the same key succeeds',
    async (_label, change, code) => {
      const sandbox = await createTestSandbox();
      const refused = await sandbox.call('POST', '/api/orders', { body: orderBody(change), key: 'k' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: code, retryable: false });
      const fixed = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k' });
      expect(fixed.statusCode).toBe(201);
    },
  );

  it('tolerates a cent of rounding per line when unit prices carry 4 decimals', async () => {
    const sandbox = await createTestSandbox();
    const body = orderBody({
      lines: [{ codigo: 'CO-REC-PC-M6-08', quantity: 3, unitPrice: '0.6235', discount: '0.00' }],
      totals: { gross: '1.87', discount: '0.00', net: '1.87', shipping: '0.00', total: '1.87' },
    });
    expect((await sandbox.call('POST', '/api/orders', { body, key: 'k' })).statusCode).toBe(201);
  });

  it('stores and answers "rejected" with a reason above the rejectAboveTotal switch', async () => {
    const sandbox = await createTestSandbox({ switches: { rejectAboveTotal: 200 } });
    const rejected = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'big' });
    expect(rejected.statusCode).toBe(201);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reasonCode: 'credit_limit',
      reason: expect.stringContaining('202.00'),
    });
    const status = await sandbox.call('GET', '/api/orders/WEB-000001');
    expect(status.json()).toMatchObject({ status: 'rejected', reasonCode: 'credit_limit' });

    await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/switches',
      payload: { rejectAboveTotal: 202 },
    });
    const atLimit = await sandbox.call('POST', '/api/orders', {
      body: orderBody({ portalCode: 'WEB-000002' }),
      key: 'at-limit',
    });
    expect(atLimit.json().status).toBe('accepted');
  });

  it('accepts the example of docs/erp-contract.md §6 as written', async () => {
    const doc = await readFile(new URL('../../../../docs/erp-contract.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## 6.'));
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('POST', '/api/orders', { body: example, key: 'doc' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ portalCode: 'WEB-000123', status: 'accepted' });
  });
});
