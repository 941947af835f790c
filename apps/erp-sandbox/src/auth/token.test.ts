import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createTestSandbox } from '../testing/sandbox-fixture.ts';

afterEach(cleanUp);

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /oauth/token', () => {
  it('grants a bearer token for the right credentials, with the configured lifetime', async () => {
    const { app } = await createTestSandbox({ switches: { tokenTtlSeconds: 60 } });
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=password&username=portal&password=sandbox-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 60 });
  });

  it('answers 401 invalid_grant for a wrong password', async () => {
    const { app } = await createTestSandbox();
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=password&username=portal&password=nope',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
  });

  it('uses the credentials it was given instead of the defaults', async () => {
    const { app } = await createTestSandbox({ username: 'erp-user', password: 'long-secret' });
    const old = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=password&username=portal&password=sandbox-secret',
    });
    const good = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=password&username=erp-user&password=long-secret',
    });
    expect(old.statusCode).toBe(401);
    expect(good.statusCode).toBe(200);
  });

  it('answers 400 for another grant type or missing fields', async () => {
    const { app } = await createTestSandbox();
    const refresh = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=client_credentials',
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: 'grant_type=password&username=portal',
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('unsupported_grant_type');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });
});

describe('bearer tokens on /api', () => {
  it('answers 401 with WWW-Authenticate without a token or with an unknown one', async () => {
    const { app } = await createTestSandbox();
    const none = await app.inject({ method: 'GET', url: '/api/export/countries' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/export/countries',
      headers: { authorization: 'Bearer made-up' },
    });
    for (const response of [none, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
      expect(response.json()).toMatchObject({ error: 'invalid_token', retryable: false });
    }
  });

  it('accepts a token until it expires, then answers 401 so the connector renews it', async () => {
    const sandbox = await createTestSandbox({ switches: { tokenTtlSeconds: 30 } });
    const token = await sandbox.token();
    expect((await sandbox.call('GET', '/api/export/countries', { token })).statusCode).toBe(200);
    sandbox.clock.advance(29);
    expect((await sandbox.call('GET', '/api/export/countries', { token })).statusCode).toBe(200);
    sandbox.clock.advance(1);
    expect((await sandbox.call('GET', '/api/export/countries', { token })).statusCode).toBe(401);
    expect((await sandbox.call('GET', '/api/export/countries')).statusCode).toBe(200);
  });

  it('forgets tokens on restart (they live in memory), forcing a new login', async () => {
    const first = await createTestSandbox();
    const token = await first.token();
    await first.app.close();
    const second = await createTestSandbox({ dataDir: first.dir });
    expect((await second.call('GET', '/api/export/countries', { token })).statusCode).toBe(401);
  });
});
