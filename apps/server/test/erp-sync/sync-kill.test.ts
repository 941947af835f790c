// A synchronisation whose portal process is killed with SIGKILL mid-run, as separate processes
// (the portal; the sandbox ERP in this process): after a restart the run resumes from its cursor
// and ends in exactly the state an uninterrupted run leaves (row counts and digests compared).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SyncOverview } from '@portal/domain/erp-sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { params, rols, usuariRols, usuaris } from '../../src/db/schema/index.ts';
import { HttpErpGateway } from '../../src/erp/gateway/http-erp-gateway.ts';
import { createErpSync } from '../../src/modules/erp-sync/erp-sync.ts';
import { syncPartsOf } from '../../src/services.ts';
import { DOCUMENTS_SCHEDULE_PARAM } from '../../src/modules/erp-sync/sync-service.ts';
import { createEmptyPostgresDatabase, databaseKinds } from '../support/databases.ts';
import { quietLogger } from '../support/demo-catalogue.ts';
import { freePort } from '../support/free-port.ts';
import { startPortal, waitReady } from '../support/portal-process.ts';
import { catalogueIndexes, fingerprint } from '../support/sync-fingerprint.ts';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox.ts';
import { TEST_HASHER } from '../support/test-app.ts';

const PRODUCTS = 600;
const ADMIN = { username: 'sync-admin', password: 'sync-admin-password' };

describe.each(databaseKinds())('portal killed during a synchronisation on %s', (kind) => {
  let sandbox: SyncSandbox;
  let dataDir: string;
  let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
  let portal: ChildProcess | undefined;
  // Chosen in beforeAll (support/free-port.ts); the closures below read them when called.
  let port = 0;
  let base = '';
  // The catalogue's indexes as migrated: the killed first fill had dropped some (catalogue-indexes.ts).
  let migrated: string[] = [];

  const open = (): Promise<Database> =>
    pgDatabase
      ? openDatabase({ kind: 'postgres', url: pgDatabase.url })
      : openDatabase({ kind: 'pglite', dataDir });

  const start = () =>
    startPortal({
      port,
      dataDir,
      databaseUrl: pgDatabase?.url,
      erp: { baseUrl: sandbox.url, username: 'portal', password: 'sandbox-secret' },
      // Small pages, so the kill lands mid-entity; a short lease, so the restart takes over soon.
      env: { DEMO_MODE: 'false', SYNC_PAGE_SIZE: '100', SYNC_LEASE_SECONDS: '2' },
      showErrors: true,
    });

  async function api<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        path: '/sincronitzacio',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { dades: T }).dades;
  }

  async function login(): Promise<string> {
    const response = await fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', ...ADMIN }).toString(),
    });
    if (!response.ok) throw new Error(`login: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function overview(token: string): Promise<SyncOverview> {
    return api<SyncOverview>(token, 'GET', '/sincronitzacio');
  }

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sandbox = await startSyncSandbox({ generatedProducts: PRODUCTS });
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-sync-kill-'));
    if (kind === 'postgres') pgDatabase = await createEmptyPostgresDatabase();
    // The portal's database, prepared with an administrator and the schedule off.
    const database = await open();
    const hasher = TEST_HASHER();
    await prepareDatabase(database, { demo: false, hashPassword: (p) => hasher.hash(p) });
    // Both schedules off: a scheduled documents run at start-up would hold the one run there may
    // be, and the full run asked for below would be refused as already running.
    await database.db
      .update(params)
      .set({ valor: '0' })
      .where(sql`${params.clau} in ('sincronitzacioMinuts', ${DOCUMENTS_SCHEDULE_PARAM})`);
    const [user] = await database.db
      .insert(usuaris)
      .values({ ...ADMIN, email: 'sync-admin@example.com', passwordHash: await hasher.hash(ADMIN.password) })
      .returning();
    const [role] = await database.db
      .select()
      .from(rols)
      .where(sql`${rols.nom} = 'ADMINISTRADOR'`);
    await database.db.insert(usuariRols).values({ idUsuari: user!.idUsuari, idRol: role!.idRol });
    migrated = await catalogueIndexes(database.db);
    await database.close();
  }, 120_000);

  afterAll(async () => {
    portal?.kill('SIGKILL');
    await sandbox?.close();
    await pgDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes the run after a restart and ends as an uninterrupted run does', async () => {
    portal = start();
    await waitReady(portal, base);
    let token = await login();
    const started = await api<{ id: number }>(token, 'POST', '/sincronitzacio', { tipus: 'full' });
    // Killed while the products are half read.
    for (;;) {
      const { actual } = await overview(token);
      if (actual?.estat === 'succeeded' || actual?.estat === 'failed')
        throw new Error('the run ended before the kill');
      const read = actual?.comptes.products?.llegits ?? 0;
      if (read >= PRODUCTS / 3) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    portal.kill('SIGKILL');
    await new Promise((r) => portal!.once('exit', r));

    portal = start();
    await waitReady(portal, base);
    token = await login();
    let finished: SyncOverview['actual'];
    const until = Date.now() + 120_000;
    for (;;) {
      finished = (await overview(token)).actual;
      if (finished?.estat === 'succeeded' || finished?.estat === 'failed') break;
      if (Date.now() > until) throw new Error('the resumed run did not end');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(finished).toMatchObject({ id: started.id, estat: 'succeeded' });
    expect(finished!.represes).toBeGreaterThanOrEqual(1);
    expect(finished!.comptes.products!.aplicats).toBeGreaterThanOrEqual(PRODUCTS);

    // Stop the portal gracefully, then compare with a run that was never interrupted.
    const exited = new Promise((r) => portal!.once('exit', r));
    portal.kill('SIGTERM');
    await exited;
    portal = undefined;
    const killed = await open();
    const reference = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await reference.migrate();
      const hasher = TEST_HASHER();
      await prepareDatabase(reference, { demo: false, hashPassword: (p) => hasher.hash(p) });
      const erp = new HttpErpGateway(
        { baseUrl: sandbox.url, username: 'portal', password: 'sandbox-secret' },
        {
          db: reference.db,
        },
      );
      const sync = createErpSync({
        db: reference.db,
        parts: syncPartsOf(reference.db),
        erp,
        log: quietLogger,
        runner: { pageSize: 1000 },
      });
      await sync.service.start('full', 'admin', 'reference', { checkErp: false });
      await sync.worker.drain();
      expect(await fingerprint(killed.db)).toEqual(await fingerprint(reference.db));
      expect(await catalogueIndexes(killed.db)).toEqual(migrated);
    } finally {
      await killed.close();
      await reference.close();
    }
  }, 240_000);
});
