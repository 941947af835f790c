// Two portal instances on one PostgreSQL, started the documented way (`npm run start:cluster`,
// apps/server/src/cluster/main.ts), and a client alternating between them (DESIGN §12, issue 13):
// orders placed through both reach the ERP exactly once; a permission revoked through one is
// refused at once by the other; a session ended on one is ended on the other; log-in limits are
// counted together; an instance killed is started again while the other serves. PostgreSQL only:
// PGlite is one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './support/databases.ts';
import { freePort } from './support/free-port.ts';
import { startTestSandbox, type TestSandbox } from './support/sandbox.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'portal-demo-2026';
const PER_ADDRESS = 14;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let sandbox: TestSandbox;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let cluster: ChildProcess;
  /** The two instances, A and B, straight (the client alternates itself). */
  let instances: [string, string];
  /** The round-robin proxy in front of them. */
  let proxy: string;
  /** What start:cluster has printed so far (the instances' pids, their restarts). */
  let printed = '';

  async function ready(url: string, until: number) {
    for (;;) {
      if (cluster.exitCode !== null) throw new Error(`start:cluster exited with ${cluster.exitCode}`);
      try {
        if ((await fetch(`${url}/ready`)).ok) return;
      } catch {
        // starting
      }
      if (Date.now() > until) throw new Error(`${url} did not start`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    database = await createEmptyPostgresDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cluster-'));
    // The proxy's port and the two instances' after it.
    const port = await freePort(3);
    cluster = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cluster/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CLUSTER_SIZE: '2',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'two-instances-secret-two-instances-00',
        ERP_BASE_URL: sandbox.baseUrl,
        ERP_USERNAME: sandbox.username,
        ERP_PASSWORD: sandbox.password,
        OUTBOX_LEASE_SECONDS: '3',
        // Per client address in 5 minutes: each case below names its own addresses.
        LOGIN_ATTEMPTS_PER_IP: String(PER_ADDRESS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cluster.stdout!.setEncoding('utf8').on('data', (text: string) => (printed += text));
    instances = [`http://127.0.0.1:${port + 1}`, `http://127.0.0.1:${port + 2}`];
    proxy = `http://127.0.0.1:${port}`;
    const until = Date.now() + 240_000;
    for (const url of [...instances, proxy]) await ready(url, until);
  }, 300_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r));
      cluster.kill('SIGTERM');
      await exited;
    }
    await sandbox?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  let clients = 0;
  /** A client address of its own (the instances trust X-Forwarded-For from this machine only). */
  const clientAddress = () => `203.0.113.${++clients}`;

  function token(instance: string, fields: Record<string, string>, from = clientAddress()) {
    return fetch(`${instance}/auth/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': from,
        'accept-language': 'en',
      },
      body: new URLSearchParams(fields).toString(),
    });
  }
  async function logIn(instance: string, username: string) {
    const response = await token(instance, { grant_type: 'password', username, password: PASSWORD });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }
  function api(
    instance: string,
    accessToken: string,
    method: string,
    url: string,
    body?: unknown,
    extra = {},
  ) {
    return fetch(`${instance}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const [a, b] = [0, 1] as const;

  it('orders placed through both reach the ERP exactly once, a retry on the other instance included', async () => {
    const gold = await logIn(instances[a], 'gold');
    const contacts = (await (
      await api(instances[b], gold.access_token, 'GET', '/cliente/contactos')
    ).json()) as {
      id: number;
    }[];
    const search = (await (
      await api(instances[a], gold.access_token, 'GET', '/productos/search?sort=price,desc&size=30')
    ).json()) as { content: { codigo: string; lote: number | null; minimumQuantity: number }[] };
    const product = search.content.find((p) => !p.lote && p.minimumQuantity <= 1)!;
    const order = {
      lineasPedido: [{ codigo: product.codigo, Cantidad: 1 }],
      idContacto: contacts[0]!.id,
      acceptedConditions: true,
    };
    const place = (instance: string, key: string) =>
      api(instance, gold.access_token, 'POST', '/pedidos/add', order, { 'idempotency-key': key });

    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = await place(instances[i % 2]!, `two-instances-${i}`);
      expect(placed.status).toBe(201);
      codes.push(((await placed.json()) as { Codigo: string }).Codigo);
    }
    // The client did not hear back and tries again, this time through the other instance.
    for (let i = 0; i < 6; i++) {
      const again = await place(instances[(i + 1) % 2]!, `two-instances-${i}`);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { Codigo: string }).Codigo).toBe(codes[i]);
    }
    expect(new Set(codes).size).toBe(6);

    // Both instances' outbox workers deliver; each order reaches the ERP once.
    const until = Date.now() + 60_000;
    let received: Awaited<ReturnType<TestSandbox['orders']>> = [];
    while (Date.now() < until) {
      received = (await sandbox.orders()).filter((o) => codes.includes(o.portalCode));
      if (received.length >= codes.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(received.map((o) => o.portalCode).sort()).toEqual([...codes].sort());
    expect(received.every((o) => o.keyConflicts === 0)).toBe(true);
    // And each instance sees what the other stored.
    for (const [i, code] of codes.entries()) {
      const seen = await api(instances[(i + 1) % 2]!, gold.access_token, 'GET', `/pedidos/pedido/${code}`);
      expect(seen.status).toBe(200);
    }
  }, 120_000);

  it('a permission revoked through one instance is refused at once by the other, and granted back the same way', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows: permission } = await client.query<{ id: number }>(
      `select id_permis as id from permisos where end_point = 'GET /carrito'`,
    );
    const { rows: role } = await client.query<{ id: number }>(
      `select id_rol as id from rols where nom = 'CLIENT'`,
    );
    await client.end();
    const link = { idPermis: permission[0]!.id, idRol: role[0]!.id };

    const admin = await logIn(instances[a], 'admin');
    const silver = await logIn(instances[b], 'silver');
    const cart = (instance: string) => api(instance, silver.access_token, 'GET', '/carrito');
    expect((await cart(instances[a])).status).toBe(200);
    expect((await cart(instances[b])).status).toBe(200);

    const revoked = await api(instances[a], admin.access_token, 'POST', '/permisos/treure-permis', link);
    expect(revoked.status).toBe(200);
    const refused = await cart(instances[b]);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { missatge: string }).missatge).toBe('errors.forbidden');

    expect((await api(instances[b], admin.access_token, 'POST', '/permisos/donar-permis', link)).status).toBe(
      200,
    );
    expect((await cart(instances[a])).status).toBe(200);
  }, 60_000);

  it('a session ended on one instance is ended on the other at once', async () => {
    const session = await logIn(instances[a], 'bronze');
    const self = (instance: string) => api(instance, session.access_token, 'GET', '/usuaris/self');
    expect((await self(instances[b])).status).toBe(200);

    const logout = await fetch(`${instances[b]}/auth/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: session.refresh_token }).toString(),
    });
    expect(logout.status).toBe(200);
    expect((await self(instances[a])).status).toBe(401);
    expect(
      (await token(instances[a], { grant_type: 'refresh_token', refresh_token: session.refresh_token }))
        .status,
    ).toBe(400);

    // A refresh token replayed on one instance after its rotation on the other ends that log-in.
    const second = await logIn(instances[b], 'bronze');
    const renewed = (await (
      await token(instances[a], { grant_type: 'refresh_token', refresh_token: second.refresh_token })
    ).json()) as { access_token: string; refresh_token: string };
    expect(
      (await token(instances[b], { grant_type: 'refresh_token', refresh_token: second.refresh_token }))
        .status,
    ).toBe(400);
    expect((await api(instances[a], renewed.access_token, 'GET', '/usuaris/self')).status).toBe(401);
    expect(
      (await token(instances[a], { grant_type: 'refresh_token', refresh_token: renewed.refresh_token }))
        .status,
    ).toBe(400);
  }, 60_000);

  it('log-in limits are counted together: per client address, and per account and address', async () => {
    const attempt = (instance: string, username: string, password: string, from: string) =>
      token(instance, { grant_type: 'password', username, password }, from);

    // The address's limit, attempts alternating: the next is refused by either instance. The
    // windows are fixed (5 minutes): a run that straddles two is done again in the next.
    const window = () => Math.floor(Date.now() / 300_000);
    let address = '';
    for (let tries = 0; tries < 3; tries++) {
      address = clientAddress();
      const started = window();
      for (let i = 0; i < PER_ADDRESS; i++)
        // Another name each time: a name's own failures would make it wait first.
        expect((await attempt(instances[i % 2]!, `nobody-${i}`, 'x-x-x-x-x', address)).status).toBe(400);
      if (window() === started) break;
    }
    for (const instance of instances) {
      const refused = await attempt(instance, 'gold', PASSWORD, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // Failures of one account from one address, alternating, waiting out each delay as the
    // answer's Retry-After says, until the pair's wait is 8 s: then both instances make the right
    // password wait too, while the owner, from elsewhere, logs in.
    const guesser = clientAddress();
    let failures = 0;
    while (failures < 8) {
      const answer = await attempt(instances[failures % 2]!, 'distributor', 'guess-guess', guesser);
      if (answer.status === 429) {
        await new Promise((r) => setTimeout(r, Number(answer.headers.get('retry-after')) * 1000));
        continue;
      }
      expect(answer.status).toBe(400);
      failures++;
    }
    for (const instance of instances) {
      const waiting = await attempt(instance, 'distributor', PASSWORD, guesser);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toMatch(/^[1-8]$/);
    }
    expect((await attempt(instances[b], 'distributor', PASSWORD, clientAddress())).status).toBe(200);
  }, 120_000);

  it('an instance killed is started again on its port, and the proxy serves through the other meanwhile', async () => {
    const port = new URL(instances[1]).port;
    await expect
      .poll(() => printed)
      .toMatch(new RegExp(`instance 2: http://127\\.0\\.0\\.1:${port} \\(pid (\\d+)\\)`));
    const pid = Number(new RegExp(`:${port} \\(pid (\\d+)\\)`).exec(printed)![1]);
    process.kill(pid, 'SIGKILL');

    // While B is down or starting, every request through the proxy is answered (by A).
    await expect
      .poll(() =>
        fetch(`${instances[1]}/ready`).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${proxy}/ready`);
      expect(answer.status, await answer.text()).toBe(200);
    }

    await expect
      .poll(() => printed, { timeout: 90_000, interval: 500 })
      .toMatch(new RegExp(`instance on port ${port} started again \\(pid (\\d+)\\)`));
    const again = Number(new RegExp(`port ${port} started again \\(pid (\\d+)\\)`).exec(printed)![1]);
    expect(again).not.toBe(pid);
    expect((await fetch(`${instances[1]}/ready`)).status).toBe(200);
    const session = await logIn(instances[1], 'gold');
    expect(session.access_token).toBeTruthy();
  }, 150_000);
});
