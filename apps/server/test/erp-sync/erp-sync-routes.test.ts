// The synchronisation's API through the real server: who may call it, starting a run (202, 409
// while one is under way, 503 when the ERP does not answer), the overview and the history, the
// schedule, and the live progress as Server-Sent Events.
import type { AddressInfo } from 'node:net';
import { syncOverviewSchema, syncRunSchema } from '@portal/domain/erp-sync';
import { pageSchema } from '@portal/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { params } from '../../src/db/schema/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox.ts';
import { bearer, createTestApp, json, type TestContext } from '../support/test-app.ts';

describe.each(databaseKinds())('synchronisation API on %s', (kind) => {
  let sandbox: SyncSandbox;
  let ctx: TestContext;
  let admin: string;
  let buyer: string;

  beforeAll(async () => {
    sandbox = await startSyncSandbox();
    ctx = await createTestApp(kind, {
      env: { ERP_BASE_URL: sandbox.url, ERP_USERNAME: 'portal', ERP_PASSWORD: 'sandbox-secret' },
    });
    admin = (await ctx.factories.session({ role: 'ADMINISTRADOR', codigoCliente: null })).token;
    buyer = (await ctx.factories.session()).token;
  });
  afterAll(async () => {
    await ctx?.close();
    await sandbox?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token, { path: '/sincronitzacio' }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('is for administrators only', async () => {
    for (const [method, url, body] of [
      ['GET', '/sincronitzacio', undefined],
      ['GET', '/sincronitzacio/execucions', undefined],
      ['POST', '/sincronitzacio', { tipus: 'full' }],
      ['PUT', '/sincronitzacio/programacio', { minuts: 5 }],
      ['GET', '/sincronitzacio/progres', undefined],
    ] as const) {
      expect((await call(method, url, buyer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('starts a run, refuses a second while it is under way, and runs it to the end', async () => {
    const started = await call('POST', '/sincronitzacio', admin, { tipus: 'full' });
    expect(started.statusCode).toBe(202);
    const run = syncRunSchema.parse(json<{ dades: unknown }>(started).dades);
    expect(run).toMatchObject({ tipus: 'full', estat: 'queued', origen: 'admin' });
    expect(json(started).missatge).toBe('sync.started');

    const again = await call('POST', '/sincronitzacio', admin, { tipus: 'incremental' });
    expect(again.statusCode).toBe(409);
    expect(json(again).missatge).toBe('sync.alreadyRunning');

    await ctx.app.services.sync!.worker.drain();
    const overview = syncOverviewSchema.parse(
      json<{ dades: unknown }>(await call('GET', '/sincronitzacio', admin)).dades,
    );
    expect(overview.actual).toMatchObject({ id: run.id, estat: 'succeeded', percentatge: 100 });
    expect(overview.darreraCorrecta).not.toBeNull();
  });

  it('refuses a bad kind with a translated error and starts nothing', async () => {
    const before = await call('GET', '/sincronitzacio/execucions', admin);
    const response = await call('POST', '/sincronitzacio', admin, { tipus: 'everything' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error_description).toBeTruthy();
    const after = await call('GET', '/sincronitzacio/execucions', admin);
    expect(json<{ dades: { totalElements: number } }>(after).dades.totalElements).toBe(
      json<{ dades: { totalElements: number } }>(before).dades.totalElements,
    );
  });

  it('lists the runs, newest first, filtered by state', async () => {
    await ctx.app.services.sync!.service.start('incremental', 'admin', 'test', { checkErp: false });
    await ctx.app.services.sync!.worker.drain();
    const response = await call('GET', '/sincronitzacio/execucions?size=10', admin);
    expect(response.statusCode).toBe(200);
    const page = pageSchema(syncRunSchema).parse(json<{ dades: unknown }>(response).dades);
    expect(page.content.length).toBeGreaterThanOrEqual(2);
    expect(page.content[0]!.id).toBeGreaterThan(page.content[1]!.id);
    const failed = await call('GET', '/sincronitzacio/execucions?estat=failed', admin);
    expect(pageSchema(syncRunSchema).parse(json<{ dades: unknown }>(failed).dades).content).toHaveLength(0);
    expect((await call('GET', '/sincronitzacio/execucions?estat=nope', admin)).statusCode).toBe(400);
  });

  it('sets the schedule in the parameters, and refuses minutes out of range', async () => {
    const saved = await call('PUT', '/sincronitzacio/programacio', admin, { minuts: 45 });
    expect(saved.statusCode).toBe(200);
    expect(json<{ dades: { minuts: number; propera: string } }>(saved).dades.minuts).toBe(45);
    const [row] = await ctx.testDb.database.db
      .select()
      .from(params)
      .where(sql`clau = 'sincronitzacioMinuts'`);
    expect(row!.valor).toBe('45');
    for (const minuts of [-1, 1441, 2.5, 2_147_483_648]) {
      const refused = await call('PUT', '/sincronitzacio/programacio', admin, { minuts });
      expect(refused.statusCode, String(minuts)).toBe(400);
    }
    const off = await call('PUT', '/sincronitzacio/programacio', admin, { minuts: 0 });
    expect(json<{ dades: { propera: string | null } }>(off).dades.propera).toBeNull();
  });

  it('answers 503 with "error using the ERP" when the ERP does not answer', async () => {
    await sandbox.drill('PUT', 'switches', { down: true });
    try {
      const response = await call('POST', '/sincronitzacio', admin, { tipus: 'incremental' });
      expect(response.statusCode).toBe(503);
      expect(json(response).missatge).toBe('errors.erp');
    } finally {
      await sandbox.drill('PUT', 'switches', { down: false });
    }
  });

  it('answers the current run as JSON to a client that does not ask for a stream', async () => {
    const response = await call('GET', '/sincronitzacio/progres', admin);
    expect(response.statusCode).toBe(200);
    expect(syncRunSchema.parse(json<{ dades: unknown }>(response).dades).estat).toBe('succeeded');
  });

  it('streams the run as Server-Sent Events', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sincronitzacio/progres`, {
      headers: { authorization: `Bearer ${admin}`, path: '/sincronitzacio', accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const event = /event: run\ndata: (.*)\n\n/.exec(text);
    expect(event).not.toBeNull();
    expect(syncRunSchema.parse(JSON.parse(event![1]!)).estat).toBe('succeeded');
  });

  // Last: it closes the server. A stream still open would otherwise hold a graceful stop forever.
  it('ends an open stream when the server closes, so the close completes', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sincronitzacio/progres`, {
      headers: { authorization: `Bearer ${admin}`, path: '/sincronitzacio', accept: 'text/event-stream' },
    });
    const reader = response.body!.getReader();
    await reader.read();
    const closed = ctx.app.close().then(() => 'closed');
    const waited = new Promise((resolve) => setTimeout(resolve, 5000, 'still open'));
    expect(await Promise.race([closed, waited])).toBe('closed');
    for (;;) if ((await reader.read()).done) break;
  });
});
