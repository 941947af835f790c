import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('platform routes on %s', (kind) => {
  /** The app on a real socket, for what must go through Node's HTTP server; started once. */
  let address: Promise<string> | undefined;
  const listening = () => (address ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    ctx = await createTestApp(kind, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers health always and ready while the database answers', async () => {
    expect(json(await ctx.app.inject('/health'))).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready', database: kind });
  });

  it.runIf(kind === 'postgres')('asks PostgreSQL to compile no query just in time', async () => {
    const result = (await ctx.testDb.database.db.execute(sql`show jit`)) as unknown as {
      rows: { jit: string }[];
    };
    expect(result.rows[0]!.jit).toBe('off');
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(
      await ctx.app.inject('/api/docs/json'),
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/oauth/token',
        '/api/v1/usuaris/self',
        '/api/v1/permisos/permis-pantalla',
      ]),
    );
    const ui = await ctx.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the web app with SPA fallback, immutable hashed assets and an uncached index', async () => {
    const deep = await ctx.app.inject('/products?queryString=tig');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(deep.headers['content-security-policy']).toContain("default-src 'self'");
    expect(deep.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with the JSON error contract, never the SPA', async () => {
    const response = await ctx.app.inject({
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      error: 'not_found',
      missatge: 'errors.routeNotFound',
      error_description: 'Esta dirección no existe.',
    });
  });

  it("answers what the router and Node's HTTP parser refuse with the error contract too", async () => {
    // A path parameter over the router's 100 characters, and broken percent-encoding.
    const long = await ctx.app.inject({
      url: `/api/v1/solicituds/${'S'.repeat(150)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(414);
    expect(json(long)).toEqual({
      error: 'uri_too_long',
      missatge: 'errors.uriTooLong',
      error_description: 'The address is too long.',
    });
    const broken = await ctx.app.inject({
      url: '/api/v1/solicituds/%E0%A4%A',
      headers: { 'accept-language': 'es' },
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toMatchObject({
      missatge: 'errors.badUrl',
      error_description: 'La dirección no es válida.',
    });

    // Headers past Node's limit never reach Fastify: the socket is answered directly.
    const address = await listening();
    const response = await fetch(`${address}/api/v1/productos?q=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({
      error: 'headers_too_large',
      missatge: 'errors.headersTooLarge',
      error_description: 'Les capçaleres de la petició són massa grans.',
    });
  });

  it('answers a body past the limit sent without Content-Length (chunked) with a 413, not a reset', async () => {
    const { token } = await ctx.factories.session();
    const address = new URL(await listening());
    // 5 MB in 64 kB chunks, as a client streaming an upload of unknown length sends it.
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const request = http.request(
        {
          host: address.hostname,
          port: address.port,
          method: 'PUT',
          path: '/api/v1/usuaris/self',
          headers: bearer(token, {
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
            'accept-language': 'en',
          }),
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += String(chunk)));
          response.on('end', () => resolve({ status: response.statusCode!, body, sent }));
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      request.write('{"nomContacte":"');
      const pump = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end('"}');
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'payload_too_large',
      missatge: 'errors.payloadTooLarge',
    });
  });

  it('turns malformed bodies into translated 400/415 answers without changing anything', async () => {
    const { token } = await ctx.factories.session();
    const badJson = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/self',
      headers: bearer(token, { 'content-type': 'application/json', 'accept-language': 'en' }),
      payload: '{"idioma": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(json(badJson)).toMatchObject({
      error: 'invalid_request',
      error_description: 'The data sent is not valid.',
    });
    const wrongType = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/self',
      headers: bearer(token, { 'content-type': 'text/csv' }),
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(json(wrongType).missatge).toBe('errors.unsupportedMediaType');
    const badLanguage = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/usuaris/self',
      headers: bearer(token, { 'accept-language': 'ca' }),
      payload: { idioma: 'fr' },
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(json(badLanguage)).toMatchObject({
      missatge: 'errors.validation',
      errors: [
        {
          field: 'idioma',
          missatge: 'validation.invalidEnum',
          error_description: "Valor no vàlid; s'accepta: ca, es, en.",
        },
      ],
    });
    const self = json<{ dades: { idioma: string } }>(
      await ctx.app.inject({ url: '/api/v1/usuaris/self', headers: bearer(token) }),
    );
    expect(self.dades.idioma).toBe('ca');
  });
});
