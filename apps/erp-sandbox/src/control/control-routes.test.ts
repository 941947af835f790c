import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SWITCHES } from '../switches.ts';
import { cleanUp, createTestSandbox, orderBody } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

describe('/_sandbox/switches', () => {
  it('reads the switches, with the start values given', async () => {
    const sandbox = await createTestSandbox({ switches: { latencyMs: 5 } });
    expect((await sandbox.app.inject({ method: 'GET', url: '/_sandbox/switches' })).json()).toEqual({
      ...DEFAULT_SWITCHES,
      latencyMs: 5,
    });
  });

  it('changes only the switches sent and answers them all', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/switches',
      payload: { errorRate: 0.3, tokenTtlSeconds: 10 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_SWITCHES, errorRate: 0.3, tokenTtlSeconds: 10 });
  });

  it.each([{ errorRate: 1.5 }, { downMode: 'explode' }, { latencyMs: -1 }, { unknown: true }])(
    'refuses %o with 400',
    async (payload) => {
      const sandbox = await createTestSandbox();
      const response = await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload });
      expect(response.statusCode).toBe(400);
      expect((await sandbox.app.inject({ method: 'GET', url: '/_sandbox/switches' })).json()).toEqual(
        DEFAULT_SWITCHES,
      );
    },
  );

  it('applies a new token lifetime to the next token', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { tokenTtlSeconds: 2 } });
    const token = await sandbox.token();
    sandbox.clock.advance(2);
    expect((await sandbox.call('GET', '/api/export/countries', { token })).statusCode).toBe(401);
  });
});

describe('/_sandbox/idempotency-keys', () => {
  it('lists every key with its operation, target and presentations', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'o' });
    await sandbox.call('POST', '/api/orders', { body: orderBody(), key: 'o' });
    await sandbox.call('POST', '/api/customers/C0001/contacts', {
      body: { nombre: 'N', direccion: 'D', codigoPostal: '1', poblacion: 'P', pais: 'ES' },
      key: 'c',
    });
    const keys = (await sandbox.app.inject({ method: 'GET', url: '/_sandbox/idempotency-keys' })).json();
    expect(keys.items).toEqual([
      expect.objectContaining({
        key: 'o',
        operation: 'order',
        target: 'WEB-000001',
        presentations: 2,
        conflicts: 0,
      }),
      expect.objectContaining({ key: 'c', operation: 'contact', target: 'C0001-003', presentations: 1 }),
    ]);
  });
});

describe('GET /health', () => {
  it('answers ok with the order count', async () => {
    const sandbox = await createTestSandbox();
    expect((await sandbox.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      orders: 0,
    });
  });

  it('answers unknown routes with the contract 404', async () => {
    const sandbox = await createTestSandbox();
    const response = await sandbox.app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', retryable: false });
  });
});
