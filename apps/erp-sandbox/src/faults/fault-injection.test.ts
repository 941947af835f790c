import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.ts';
import { cleanUp, createTestSandbox, orderBody, tempDir } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

describe('down switch', () => {
  it('answers 503 with Retry-After on every ERP route, while /_sandbox keeps working', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { down: true } });
    const answers = [
      await sandbox.call('GET', '/api/export/countries', { token }),
      await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token }),
      await sandbox.app.inject({ method: 'POST', url: '/oauth/token' }),
      await sandbox.app.inject({ method: 'GET', url: '/health' }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ error: 'unavailable', retryable: true });
    }
    expect((await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json().total).toBe(0);

    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { down: false } });
    expect(
      (await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token })).statusCode,
    ).toBe(201);
  });

  it('can start down from the options (the environment, in main.ts)', async () => {
    const sandbox = await createTestSandbox({ switches: { down: true } });
    expect((await sandbox.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
  });

  it('resets the connection in "reset" mode', async () => {
    const running = await startSandbox({
      dataDir: await tempDir(),
      port: 0,
      switches: { down: true, downMode: 'reset' },
    });
    try {
      await expect(fetch(`${running.url}/health`)).rejects.toThrow();
      const control = await fetch(`${running.url}/_sandbox/switches`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"down":false}',
      });
      expect(control.status).toBe(200);
      expect((await fetch(`${running.url}/health`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('never answers in "hang" mode (the client must time out), and still closes promptly', async () => {
    const running = await startSandbox({
      dataDir: await tempDir(),
      port: 0,
      switches: { down: true, downMode: 'hang' },
    });
    try {
      await expect(fetch(`${running.url}/health`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
      // A request left hanging while the sandbox closes must not keep it open.
      void fetch(`${running.url}/health`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      const started = Date.now();
      await running.close();
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });
});

describe('errorRate switch', () => {
  it('answers 503 to every ERP request at errorRate 1, and stores nothing', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { errorRate: 1 } });
    const response = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'unavailable', retryable: true });
    expect((await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json().total).toBe(0);
  });

  it('fails the share of requests it is set to, with the status it is set to', async () => {
    const draws = [0.1, 0.9, 0.2, 0.8];
    const sandbox = await createTestSandbox({
      random: () => draws.shift() ?? 0.99,
      switches: { errorRate: 0.5, errorStatus: 429 },
    });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await sandbox.app.inject({ method: 'GET', url: '/health' })).statusCode);
    expect(statuses).toEqual([429, 200, 429, 200]);
  });
});

describe('latencyMs switch', () => {
  it('delays ERP answers but not /_sandbox ones', async () => {
    const sandbox = await createTestSandbox({ switches: { latencyMs: 500 } });
    let started = Date.now();
    await sandbox.app.inject({ method: 'GET', url: '/health' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    started = Date.now();
    await sandbox.app.inject({ method: 'GET', url: '/_sandbox/switches' });
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('lostReplyRate switch', () => {
  it('commits the write, answers 503, and the retry with the same key gets the stored answer', async () => {
    const sandbox = await createTestSandbox({ switches: { lostReplyRate: 1 } });
    const token = await sandbox.token();
    const lost = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token });
    expect(lost.statusCode).toBe(503);
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { lostReplyRate: 0 } });
    const retry = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ erpNumber: 'PV0000001', status: 'accepted' });
    const orders = (await sandbox.app.inject({ method: 'GET', url: '/_sandbox/orders' })).json();
    expect(orders.total).toBe(1);
    expect(orders.items[0].keyPresentations).toBe(2);
  });
});

describe('malformedRate switch', () => {
  it('drops a required field from successful /api answers, after the write is done; errors, token and health are untouched', async () => {
    const sandbox = await createTestSandbox({ switches: { malformedRate: 1 } });
    const token = await sandbox.token();
    const imported = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).not.toHaveProperty('portalCode');
    expect(imported.json()).toMatchObject({ status: 'accepted' });
    const page = await sandbox.call('GET', '/api/export/countries', { token });
    expect(page.json()).not.toHaveProperty('items');
    expect(page.json()).toHaveProperty('total');
    const refused = await sandbox.call('GET', '/api/orders/WEB-404', { token });
    expect(refused.json()).toMatchObject({ error: 'not_found' });
    expect((await sandbox.app.inject({ method: 'GET', url: '/health' })).json()).toHaveProperty(
      'status',
      'ok',
    );

    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { malformedRate: 0 } });
    const replay = await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'k', token });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toHaveProperty('portalCode');
  });
});
