import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox, type TestSandbox } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    numero: 'SAT-000001',
    tipus: 'sat',
    codigoCliente: 'C0001',
    dades: { codigoProducto: 'EQ-MIG-200', numeroSerie: 'SN-1', descripcio: 'No arc' },
    garantia: 'in',
    adjunts: [{ nom: 'foto.jpg', tipus: 'image/jpeg', mida: 1234 }],
    creadaAt: '2026-06-01T09:59:00.000Z',
    ...overrides,
  };
}

function statusBody(seq: number, status: string, overrides: Record<string, unknown> = {}) {
  return {
    numero: 'SAT-000001',
    seq,
    status,
    scheduledDate: status === 'accepted' ? '2026-06-10' : null,
    reason: null,
    at: '2026-06-01T11:00:00.000Z',
    ...overrides,
  };
}

async function drill(sandbox: TestSandbox) {
  return (await sandbox.app.inject({ method: 'GET', url: '/_sandbox/service-requests' })).json();
}

describe('POST /api/service-requests', () => {
  it('opens one work order per key and replays the answer for the same key', async () => {
    const sandbox = await createTestSandbox();
    const first = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'service-1',
    });
    const replay = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'service-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ numero: 'SAT-000001', erpNumero: 'OT-000001', status: 'received' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const held = await drill(sandbox);
    expect(held.total).toBe(1);
    expect(held.items[0]).toMatchObject({
      numero: 'SAT-000001',
      erpNumero: 'OT-000001',
      codigoCliente: 'C0001',
      tipus: 'sat',
      status: 'received',
      idempotencyKey: 'service-1',
      keyPresentations: 2,
      keyConflicts: 0,
      statusUpdates: 0,
      request: requestBody(),
    });

    const second = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody({ numero: 'MNT-000001', tipus: 'maintenance', garantia: null }),
      key: 'service-2',
    });
    expect(second.json()).toMatchObject({ erpNumero: 'OT-000002' });
  });

  it('answers 409 duplicate_service_request with the work order for a known number under another key', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    const again = await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'duplicate_service_request',
      erpNumero: 'OT-000001',
      retryable: false,
    });
    const reused = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody({ numero: 'SAT-000002' }),
      key: 'service-1',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('idempotency_key_reused');
    expect((await drill(sandbox)).total).toBe(1);
  });

  it('refuses an unknown or inactive customer with 422 and stores nothing, so the key can be used again', async () => {
    const sandbox = await createTestSandbox();
    const unknown = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody({ codigoCliente: 'C9999' }),
      key: 'k',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('unknown_customer');
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/customers/C0003', payload: { activo: false } });
    const inactive = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody({ codigoCliente: 'C0003' }),
      key: 'k2',
    });
    expect(inactive.json().error).toBe('unknown_customer');
    expect((await drill(sandbox)).total).toBe(0);
    const fixed = await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'k' });
    expect(fixed.statusCode).toBe(201);
  });

  it('refuses a body that breaks the contract with 400, and a write without a key', async () => {
    const sandbox = await createTestSandbox();
    const cases = [
      requestBody({ numero: 'XYZ-1' }),
      requestBody({ tipus: 'repair' }),
      requestBody({ dades: 'text' }),
      requestBody({ creadaAt: 'yesterday' }),
      requestBody({ adjunts: Array.from({ length: 6 }, () => ({ nom: 'a', tipus: 'b', mida: 1 })) }),
    ];
    for (const [index, body] of cases.entries()) {
      const response = await sandbox.call('POST', '/api/service-requests', { body, key: `bad-${index}` });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
    const keyless = await sandbox.call('POST', '/api/service-requests', { body: requestBody() });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error).toBe('idempotency_key_missing');
    expect((await drill(sandbox)).total).toBe(0);
  });
});

describe('PUT /api/service-requests/{numero}/status', () => {
  it('answers 404 unknown_service_request before the creation, without keeping the key', async () => {
    const sandbox = await createTestSandbox();
    const early = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(7, 'accepted'),
      key: 'service-status-SAT-000001-7',
    });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ error: 'unknown_service_request', retryable: false });

    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    const later = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(7, 'accepted'),
      key: 'service-status-SAT-000001-7',
    });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json()).toEqual({ numero: 'SAT-000001', status: 'accepted' });
  });

  it('keeps the change with the highest seq, whatever order the changes arrive in', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    sandbox.clock.advance(60);
    const newer = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(9, 'in_progress'),
      key: 's-9',
    });
    expect(newer.json()).toEqual({ numero: 'SAT-000001', status: 'in_progress' });
    const changedAt = new Date(sandbox.clock.ms).toISOString();
    sandbox.clock.advance(60);
    const older = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(5, 'accepted'),
      key: 's-5',
    });
    // Taken (200), but the ERP keeps the newer status and says so.
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ numero: 'SAT-000001', status: 'in_progress' });

    const record = await sandbox.call('GET', '/api/service-requests/SAT-000001');
    expect(record.statusCode).toBe(200);
    expect(record.json()).toEqual({
      numero: 'SAT-000001',
      erpNumero: 'OT-000001',
      codigoCliente: 'C0001',
      status: 'in_progress',
      scheduledDate: null,
      reason: null,
      seq: 9,
      updatedAt: changedAt,
    });
    expect((await drill(sandbox)).items[0]).toMatchObject({ statusUpdates: 2, status: 'in_progress' });

    const rejected = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(12, 'rejected', { reason: 'Out of our range' }),
      key: 's-12',
    });
    expect(rejected.json().status).toBe('rejected');
    expect((await sandbox.call('GET', '/api/service-requests/SAT-000001')).json()).toMatchObject({
      status: 'rejected',
      reason: 'Out of our range',
      seq: 12,
    });
  });

  it('replays a change sent again with its key, and refuses the key with another body', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    const body = statusBody(3, 'accepted');
    await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', { body, key: 's-3' });
    const replay = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', { body, key: 's-3' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await drill(sandbox)).items[0].statusUpdates).toBe(1);
    const other = await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(3, 'done'),
      key: 's-3',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('idempotency_key_reused');
  });

  it('refuses a body for another number, a bad status or seq, and a malformed number with 400', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    const cases: [string, unknown][] = [
      ['/api/service-requests/SAT-000001/status', statusBody(2, 'accepted', { numero: 'SAT-000002' })],
      ['/api/service-requests/SAT-000001/status', statusBody(2, 'lost')],
      ['/api/service-requests/SAT-000001/status', statusBody(0, 'accepted')],
      ['/api/service-requests/SAT-000001/status', statusBody(2, 'rejected', { reason: 'x'.repeat(501) })],
      ['/api/service-requests/not-a-number/status', statusBody(2, 'accepted')],
    ];
    for (const [url, body] of cases) {
      const response = await sandbox.call('PUT', url, { body, key: 'k' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await sandbox.call('GET', '/api/service-requests/SAT-000009')).json().error).toBe(
      'unknown_service_request',
    );
    expect((await sandbox.call('GET', '/api/service-requests/%00')).statusCode).toBe(400);
  });
});

describe('the service-requests export', () => {
  it('lists each request once by number, with its work order and mirrored status, incrementally', async () => {
    const sandbox = await createTestSandbox();
    await sandbox.call('POST', '/api/service-requests', {
      body: requestBody({ numero: 'STD-000001', tipus: 'standardisation', garantia: null }),
      key: 'a',
    });
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'b' });
    const full = (await sandbox.call('GET', '/api/export/service-requests')).json();
    expect(full).toMatchObject({ total: 2, page: 1 });
    expect(full.items).toEqual([
      {
        numero: 'SAT-000001',
        erpNumero: 'OT-000002',
        codigoCliente: 'C0001',
        status: 'received',
        scheduledDate: null,
        updatedAt: '2026-06-01T10:00:00.000Z',
      },
      expect.objectContaining({ numero: 'STD-000001', erpNumero: 'OT-000001' }),
    ]);

    sandbox.clock.advance(60);
    const since = new Date(sandbox.clock.ms).toISOString();
    await sandbox.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(4, 'accepted'),
      key: 's-4',
    });
    const changed = (await sandbox.call('GET', `/api/export/service-requests?updatedSince=${since}`)).json();
    expect(changed.items).toEqual([
      expect.objectContaining({ numero: 'SAT-000001', status: 'accepted', scheduledDate: '2026-06-10' }),
    ]);
    expect(changed.nextUpdatedSince).toBe(since);
  });
});

describe('service requests and the sandbox’s storage and switches', () => {
  it('keeps requests, statuses and keys across a restart, and numbers on', async () => {
    const first = await createTestSandbox();
    await first.call('POST', '/api/service-requests', { body: requestBody(), key: 'service-1' });
    await first.call('PUT', '/api/service-requests/SAT-000001/status', {
      body: statusBody(3, 'accepted'),
      key: 's-3',
    });
    const before = await drill(first);
    await first.app.close();

    const again = await createTestSandbox({ dataDir: first.dir, clock: first.clock.now });
    expect(await drill(again)).toEqual(before);
    expect(before.items[0]).toMatchObject({ status: 'accepted', statusUpdates: 1 });
    const replay = await again.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'service-1',
    });
    expect(replay.statusCode).toBe(200);
    const next = await again.call('POST', '/api/service-requests', {
      body: requestBody({ numero: 'SAT-000002' }),
      key: 'service-2',
    });
    expect(next.json().erpNumero).toBe('OT-000002');
  });

  it('is down with the ERP (nothing stored), and a lost reply is a replay on the retry', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { down: true } });
    const down = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'k',
      token,
    });
    expect(down.statusCode).toBe(503);
    expect((await drill(sandbox)).total).toBe(0);

    await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/switches',
      payload: { down: false, lostReplyRate: 1 },
    });
    const lost = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'k',
      token,
    });
    expect(lost.statusCode).toBe(503);
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { lostReplyRate: 0 } });
    const retry = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'k',
      token,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ numero: 'SAT-000001', erpNumero: 'OT-000001', status: 'received' });
    const held = await drill(sandbox);
    expect(held.total).toBe(1);
    expect(held.items[0].keyPresentations).toBe(2);
  });

  it('errors at errorRate 1 before doing anything, and breaks a successful answer at malformedRate 1', async () => {
    const sandbox = await createTestSandbox();
    const token = await sandbox.token();
    await sandbox.app.inject({ method: 'PUT', url: '/_sandbox/switches', payload: { errorRate: 1 } });
    const failed = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'k',
      token,
    });
    expect(failed.statusCode).toBe(503);
    expect((await drill(sandbox)).total).toBe(0);

    await sandbox.app.inject({
      method: 'PUT',
      url: '/_sandbox/switches',
      payload: { errorRate: 0, malformedRate: 1 },
    });
    const broken = await sandbox.call('POST', '/api/service-requests', {
      body: requestBody(),
      key: 'k',
      token,
    });
    expect(broken.statusCode).toBe(201);
    expect(broken.json()).toEqual({ erpNumero: 'OT-000001', status: 'received' });
    expect((await drill(sandbox)).total).toBe(1);
  });

  it('forgets service requests on reset', async () => {
    const sandbox = await createTestSandbox({ allowReset: true });
    await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'k' });
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/reset' });
    expect((await drill(sandbox)).total).toBe(0);
    const again = await sandbox.call('POST', '/api/service-requests', { body: requestBody(), key: 'k' });
    expect(again.json()).toMatchObject({ erpNumero: 'OT-000001' });
  });
});
