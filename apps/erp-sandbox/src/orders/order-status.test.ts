import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox, orderBody } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

async function sandboxWithOrder(switches = {}) {
  const sandbox = await createTestSandbox({
    switches: { prepareAfterSeconds: 300, shipAfterSeconds: 3600, ...switches },
  });
  await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'order-1' });
  return sandbox;
}

describe('GET /api/orders/{portalCode}', () => {
  it('answers 404 for an order the ERP never received', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.call('GET', '/api/orders/WEB-404');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', retryable: false });
  });

  it('follows the order from accepted to in_preparation to shipped as time passes', async () => {
    const sandbox = await sandboxWithOrder();
    const received = new Date(sandbox.clock.ms).toISOString();
    expect((await sandbox.call('GET', '/api/orders/WEB-000001')).json()).toEqual({
      portalCode: 'WEB-000001',
      erpNumber: 'PV0000001',
      status: 'accepted',
      updatedAt: received,
    });
    sandbox.clock.advance(300);
    const preparing = (await sandbox.call('GET', '/api/orders/WEB-000001')).json();
    expect(preparing).toMatchObject({
      status: 'in_preparation',
      updatedAt: new Date(sandbox.clock.ms).toISOString(),
    });
    sandbox.clock.advance(3300);
    expect((await sandbox.call('GET', '/api/orders/WEB-000001')).json().status).toBe('shipped');
  });

  it('keeps the schedule an order got at import when the switches change later', async () => {
    const sandbox = await sandboxWithOrder();
    await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/switches',
      payload: { prepareAfterSeconds: null },
    });
    sandbox.clock.advance(300);
    expect((await sandbox.call('GET', '/api/orders/WEB-000001')).json().status).toBe('in_preparation');
  });
});

describe('POST /api/orders/{portalCode}/cancel', () => {
  it('cancels an accepted order, and a repeated cancel answers the same', async () => {
    const sandbox = await sandboxWithOrder();
    const first = await sandbox.call('POST', '/api/orders/WEB-000001/cancel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ erpNumber: 'PV0000001', status: 'cancelled' });
    sandbox.clock.advance(10);
    const again = await sandbox.call('POST', '/api/orders/WEB-000001/cancel');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('stops the schedule of a cancelled order', async () => {
    const sandbox = await sandboxWithOrder();
    await sandbox.call('POST', '/api/orders/WEB-000001/cancel');
    sandbox.clock.advance(4000);
    expect((await sandbox.call('GET', '/api/orders/WEB-000001')).json().status).toBe('cancelled');
  });

  it('refuses with 409 once the ERP has started preparing the order', async () => {
    const sandbox = await sandboxWithOrder();
    sandbox.clock.advance(300);
    const response = await sandbox.call('POST', '/api/orders/WEB-000001/cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'order_not_cancellable',
      status: 'in_preparation',
      retryable: false,
    });
  });

  it('refuses at once when preparation starts immediately (prepareAfterSeconds 0)', async () => {
    const sandbox = await sandboxWithOrder({ prepareAfterSeconds: 0 });
    expect((await sandbox.call('POST', '/api/orders/WEB-000001/cancel')).statusCode).toBe(409);
  });

  it('refuses after a drill moves the order on by hand', async () => {
    const sandbox = await sandboxWithOrder({ prepareAfterSeconds: null, shipAfterSeconds: null });
    sandbox.clock.advance(86_400);
    expect((await sandbox.call('GET', '/api/orders/WEB-000001')).json().status).toBe('accepted');
    const moved = await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/orders/WEB-000001/status',
      payload: { status: 'in_preparation' },
    });
    expect(moved.json().status).toBe('in_preparation');
    expect((await sandbox.call('POST', '/api/orders/WEB-000001/cancel')).statusCode).toBe(409);
  });

  it('refuses a rejected order and answers 404 for an unknown one', async () => {
    const sandbox = await sandboxWithOrder({ rejectAboveTotal: 1 });
    expect((await sandbox.call('POST', '/api/orders/WEB-000001/cancel')).json()).toMatchObject({
      error: 'order_not_cancellable',
      status: 'rejected',
    });
    expect((await sandbox.call('POST', '/api/orders/WEB-404/cancel')).statusCode).toBe(404);
  });

  it('accepts a cancel sent with a JSON content type and no body', async () => {
    const sandbox = await sandboxWithOrder();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/orders/WEB-000001/cancel',
      headers: { authorization: `Bearer ${await sandbox.token()}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});
