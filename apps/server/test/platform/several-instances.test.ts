// Two portal instances on one PostgreSQL behind HAProxy, as on two machines: each the built
// bundle with its own data directory (nothing on one instance's disk is needed by the other),
// HAProxy running deploy/haproxy.cfg as it is. Sessions, permissions and log-in limits are
// shared; under sixteen clients placing orders and searching, one instance is killed (SIGKILL)
// and, once it is back, the other is stopped (SIGTERM): only requests in flight on the killed
// one fail, none because of the stopped one, and every order reaches the ERP exactly once.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { haproxyMissing, startHaproxy, type TestHaproxy } from '../support/haproxy.ts';
import { instanceProcess, type InstanceProcess } from '../support/instance-process.ts';
import { anOrder, failures, logIn, PASSWORD, startLoad } from '../support/order-load.ts';
import { startTestSandbox, type TestSandbox } from '../support/sandbox.ts';
import { buildServerBundle } from '../support/server-bundle.ts';

const PER_ADDRESS = 3;
const skipped = !process.env.TEST_DATABASE_URL
  ? 'needs TEST_DATABASE_URL (PGlite is one process)'
  : haproxyMissing;

/** A log-in attempt through HAProxy from another local address than HAProxy's own (127.0.0.1). */
function attemptFrom(base: string, localAddress: string, username: string, password: string, claim?: string) {
  const url = new URL(`${base}/auth/oauth/token`);
  const body = new URLSearchParams({ grant_type: 'password', username, password }).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(claim ? { 'x-forwarded-for': claim } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.skipIf(skipped)(
  skipped ? `two instances behind HAProxy (skipped: ${skipped})` : 'two instances behind HAProxy',
  () => {
    let sandbox: TestSandbox;
    let database: { url: string; drop(): Promise<void> };
    let bundle: { file: string; remove(): Promise<void> };
    const dirs: string[] = [];
    let a: InstanceProcess;
    let b: InstanceProcess;
    let haproxy: TestHaproxy;

    beforeAll(async () => {
      [sandbox, database, bundle] = await Promise.all([
        startTestSandbox(),
        createEmptyPostgresDatabase(),
        buildServerBundle(),
      ]);
      const start = async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'portal-instance-'));
        dirs.push(dir);
        return instanceProcess(bundle.file, {
          PORT: String(await freePort()),
          DATA_DIR: dir,
          DATABASE_URL: database.url,
          DEMO_MODE: 'true',
          AUTH_SECRET: 'several-instances-secret-several-00',
          ERP_BASE_URL: sandbox.baseUrl,
          ERP_USERNAME: sandbox.username,
          ERP_PASSWORD: sandbox.password,
          OUTBOX_LEASE_SECONDS: '3',
          TRUST_PROXY: '127.0.0.1',
          LOGIN_ATTEMPTS_PER_IP: String(PER_ADDRESS),
        });
      };
      // Started together: one migrates and fills the database, the other waits for it.
      [a, b] = await Promise.all([start(), start()]);
      await Promise.all([a.ready(), b.ready()]);
      haproxy = await startHaproxy([new URL(a.url).host, new URL(b.url).host]);
    }, 240_000);

    afterAll(async () => {
      await haproxy?.stop();
      await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
      await sandbox?.close();
      await database?.drop();
      await bundle?.remove();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }, 60_000);

    let addresses = 0;
    /** A client address of its own, which the instances take from X-Forwarded-For (TRUST_PROXY). */
    const clientAddress = () => `203.0.113.${++addresses}`;

    function token(base: string, fields: Record<string, string>, from = clientAddress()) {
      return fetch(`${base}/auth/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
        body: new URLSearchParams(fields).toString(),
      });
    }
    const api = (base: string, accessToken: string, method: string, url: string, body?: unknown) =>
      fetch(`${base}/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('shares sessions, permissions and log-in limits', async () => {
      // A session ended on one instance is ended on the other at once.
      const login = await token(a.url, { grant_type: 'password', username: 'bronze', password: PASSWORD });
      const session = (await login.json()) as { access_token: string; refresh_token: string };
      expect((await api(b.url, session.access_token, 'GET', '/usuaris/self')).status).toBe(200);
      const logout = await fetch(`${b.url}/auth/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: session.refresh_token }).toString(),
      });
      expect(logout.status).toBe(200);
      expect((await api(a.url, session.access_token, 'GET', '/usuaris/self')).status).toBe(401);
      const renew = { grant_type: 'refresh_token', refresh_token: session.refresh_token };
      expect((await token(a.url, renew)).status).toBe(400);

      // A permission revoked through one instance is refused by the other at once.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ idPermis: number; idRol: number }>(
        `select p.id_permis as "idPermis", ur.id_rol as "idRol"
           from permisos p, usuari_rols ur join usuaris u on u.id_usuari = ur.id_usuari
          where p.end_point = 'GET /carrito' and u.username = 'silver'`,
      );
      await client.end();
      const admin = await logIn(a.url, 'admin', clientAddress());
      const silver = await logIn(b.url, 'silver', clientAddress());
      expect((await api(b.url, silver, 'GET', '/carrito')).status).toBe(200);
      expect((await api(a.url, admin, 'POST', '/permisos/treure-permis', rows[0])).status).toBe(200);
      expect((await api(b.url, silver, 'GET', '/carrito')).status).toBe(403);
      expect((await api(b.url, admin, 'POST', '/permisos/donar-permis', rows[0])).status).toBe(200);
      expect((await api(a.url, silver, 'GET', '/carrito')).status).toBe(200);

      // Log-in attempts through HAProxy (which alternates between the instances) count together,
      // by the client's own address: once 127.0.0.2 has used its attempts, both instances refuse
      // it, while 127.0.0.3, even claiming to be 127.0.0.2, still gets its own. The windows are
      // fixed (5 minutes): a run that straddles two is done again from another address.
      const window = () => Math.floor(Date.now() / 300_000);
      let address = '';
      for (let host = 2; host < 5; host++) {
        address = `127.0.0.${host}`;
        const started = window();
        for (let i = 0; i < PER_ADDRESS; i++)
          expect(await attemptFrom(haproxy.url, address, `nobody-${i}`, 'x-x-x-x-x')).toBe(400);
        if (window() === started) break;
      }
      for (const instance of [a, b]) {
        const refused = await token(
          instance.url,
          { grant_type: 'password', username: 'gold', password: PASSWORD },
          address,
        );
        expect(refused.status).toBe(429);
      }
      expect(await attemptFrom(haproxy.url, '127.0.0.9', 'gold', PASSWORD, address)).toBe(200);
    }, 60_000);

    it('under load, an instance killed fails only the requests it held, one drained fails none, and each order reaches the ERP once', async () => {
      const buyer = await logIn(haproxy.url, 'gold', clientAddress());
      const order = await anOrder(haproxy.url, buyer);
      const load = startLoad({ base: haproxy.url, token: buyer, order, tag: 'haproxy' });
      await sleep(2000);

      const killedAt = performance.now();
      expect(await a.kill('SIGKILL')).toBeNull();
      // Its connections stay open until the kernel has torn the process down.
      const goneAt = performance.now();
      await sleep(1500);
      // Started again, as its service manager would; HAProxy's checks bring it back.
      const beforeRestart = haproxy.output().length;
      a.start();
      await haproxy.waitFor(/Server portal\/portal1 is UP/, beforeRestart, 120_000);

      const beforeDrain = haproxy.output().length;
      const drainedAt = performance.now();
      expect(await b.kill('SIGTERM')).toBe(0);
      const stoppedAt = performance.now();
      await sleep(1000);
      const outcomes = await load.stop();

      // HAProxy took the drained instance out because its /ready said so, before it stopped.
      expect(haproxy.output().slice(beforeDrain), "HAProxy's output").toMatch(
        /Server portal\/portal2 is DOWN, reason: Layer7 wrong status, code: 503/,
      );
      const failed = failures(outcomes);
      const story = JSON.stringify({
        killedAt,
        goneAt,
        drainedAt,
        stoppedAt,
        requests: outcomes.length,
        failed,
      });
      // Only requests the killed instance held may fail: sent before it was gone, cut when it went.
      expect(failed.length, story).toBeLessThanOrEqual(16);
      for (const failure of failed) {
        expect(failure.started, story).toBeLessThan(goneAt);
        expect(failure.ended, story).toBeGreaterThan(killedAt);
      }
      const during = (from: number, to: number) =>
        outcomes.filter((o) => o.started >= from && o.ended <= to && o.status !== null);
      expect(during(drainedAt, stoppedAt).length).toBeGreaterThan(20);
      expect(during(stoppedAt, Infinity).length).toBeGreaterThan(0);

      // Every order acknowledged (those whose answer was lost placed again with their keys)
      // reaches the ERP once, and none is stored that was not acknowledged.
      await load.settle();
      const codes = [...load.placed.values()];
      expect(new Set(codes).size).toBe(load.placed.size);
      let received: Awaited<ReturnType<TestSandbox['orders']>> = [];
      await expect
        .poll(
          async () => {
            received = await sandbox.orders();
            return received.length;
          },
          { timeout: 90_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(codes.length);
      expect(received.map((o) => o.portalCode).sort()).toEqual([...codes].sort());
      expect(received.filter((o) => o.keyConflicts > 0)).toEqual([]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const stored = await client.query<{ n: string }>('select count(*) as n from pedidos');
      await client.end();
      expect(Number(stored.rows[0]!.n)).toBe(codes.length);
    }, 240_000);
  },
);
