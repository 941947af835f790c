// Order placement benchmark: orders stored per second (each with its lines, totals and outbox
// row in one transaction) through POST /pedidos/add, and how fast the outbox worker then delivers
// them to the ERP sandbox. The portal and the sandbox run as their own processes. Then the Fastify
// {hello:'world'} ceiling (bench/support/ceiling.ts) under the same connections, once the portal
// has stopped, and each order figure also as a fraction of it, as the catalogue bench gives them.
//
//   node --import tsx bench/orders/run.ts --db postgres
//   node --import tsx bench/orders/run.ts --db pglite
//   node --import tsx bench/orders/run.ts --connections 16 --cpu-prof   (where the portal's CPU goes)
//   node --import tsx bench/orders/run.ts --connections 16 --erp-latency 50 --outbox-concurrency 1
//     (delivery against an ERP answering in 50 ms, one message at a time; then 4, the default;
//     its ceiling: the orders times the latency, divided among the messages in flight)
//   node --import tsx bench/orders/run.ts --connections 16 --duration 30 --rate 333 --erp-latency 50
//     --outbox-concurrency 32   (a burst of 10,000 orders in 30 s, delivered against that ERP)
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startSandboxProcess } from '../../apps/server/src/erp/sandbox-process.ts';
import { measureCeiling } from '../support/ceiling.ts';
import { markdownTableOfCeiling, type LoadResult } from '../support/percentiles.ts';
import { login, repoRoot, startServer } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    connections: { type: 'string', default: '1,4,16' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'cpu-prof': { type: 'boolean', default: false },
    /** Milliseconds the sandbox waits before each answer (its latency switch). */
    'erp-latency': { type: 'string', default: '0' },
    /** OUTBOX_CONCURRENCY of the portal; its default when empty. */
    'outbox-concurrency': { type: 'string', default: '' },
    /** Orders a second at most, across the connections (0: as fast as the portal answers). */
    rate: { type: 'string', default: '0' },
  },
});
const erpLatencyMs = Number(args['erp-latency']);
process.env.ERP_SANDBOX_LATENCY_MS = String(erpLatencyMs);
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';

const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-orders-'));
const serverEnv: Record<string, string> = { DATA_DIR: dir, DEMO_MODE: 'true' };
if (args['outbox-concurrency']) serverEnv.OUTBOX_CONCURRENCY = args['outbox-concurrency'];
if (kind === 'postgres') {
  const admin = new pg.Client({ connectionString: args['postgres-url'] });
  await admin.connect();
  await admin.query('drop database if exists portal_bench_orders with (force)');
  await admin.query('create database portal_bench_orders');
  await admin.end();
  const url = new URL(args['postgres-url']!);
  url.pathname = '/portal_bench_orders';
  serverEnv.DATABASE_URL = url.toString();
}
const sandbox = await startSandboxProcess({ dataDir: dir, port: 4300 + Math.floor(Math.random() * 300) });
const server = await startServer(
  {
    ...serverEnv,
    ERP_BASE_URL: sandbox.baseUrl,
    ERP_USERNAME: sandbox.username,
    ERP_PASSWORD: sandbox.password,
  },
  3900 + Math.floor(Math.random() * 90),
  args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench/results/profiles')}`] : [],
);

const results: LoadResult[] = [];
const delivery: { orders: number; seconds: number }[] = [];
try {
  const token = await login(server.url, 'gold', 'portal-demo-2026');
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-language': 'es',
    path: '/products',
  };
  const get = async <T>(p: string) =>
    (await (await fetch(`${server.url}/api/v1${p}`, { headers })).json()) as T;
  const contacts = await get<{ id: number }[]>('/cliente/contactos');
  const products = await get<{ content: { codigo: string; lote: number | null; minimumQuantity: number }[] }>(
    '/productos/search?size=60&sort=price,desc',
  );
  const lines = products.content
    .filter((p) => !p.lote && p.minimumQuantity <= 1)
    .slice(0, 3)
    .map((p) => ({ codigo: p.codigo, Cantidad: 1 }));
  const body = JSON.stringify({ lineasPedido: lines, idContacto: contacts[0]!.id, acceptedConditions: true });

  const countErpOrders = async () =>
    ((await (await fetch(`${sandbox.baseUrl}/_sandbox/orders/count`)).json()) as { total: number }).total;

  for (const connections of args.connections!.split(',').map(Number)) {
    const before = await countErpOrders();
    const latencies: number[] = [];
    let created = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: Number(args.duration),
          ...(Number(args.rate) > 0 ? { overallRate: Number(args.rate) } : {}),
          requests: [
            {
              method: 'POST',
              path: '/api/v1/pedidos/add',
              headers,
              body,
              // A fresh key per request: every request is a new order, as a real burst would be.
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, time) => {
        latencies.push(time);
        if (status === 201) created++;
      });
    });
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      Math.round(
        latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 10,
      ) / 10;
    results.push({
      label: `${kind}: POST /pedidos/add (3 lines)`,
      connections,
      requests: result.requests.total,
      rps: created / result.duration,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      errors: result.errors,
      non2xx: result.non2xx,
    });
    console.log(markdownTableOfCeiling(results.slice(-1), new Map()).split('\n')[2]);
    // Delivery to the ERP: from the end of the burst until the sandbox holds every order.
    const started = Date.now();
    while ((await countErpOrders()) - before < created && Date.now() - started < 300_000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    delivery.push({ orders: created, seconds: (Date.now() - started) / 1000 });
    const inFlight = Number(args['outbox-concurrency'] || 4);
    console.log(
      `  ${created} orders delivered to the ERP ${delivery.at(-1)!.seconds.toFixed(1)} s after the burst` +
        (erpLatencyMs > 0
          ? ` (ceiling at ${erpLatencyMs} ms per answer, ${inFlight} in flight: ${((created * erpLatencyMs) / inFlight / 1000).toFixed(1)} s)`
          : ''),
    );
  }
} finally {
  await server.stop();
  await sandbox.stop();
  await rm(dir, { recursive: true, force: true });
}

const ceilings = new Map<number, LoadResult>();
const ceilingPort = 4700 + Math.floor(Math.random() * 200);
for (const connections of [...new Set(results.map((row) => row.connections))].sort((a, b) => a - b)) {
  const ceiling = await measureCeiling({
    port: ceilingPort,
    connections,
    durationSeconds: Number(args.duration),
  });
  ceilings.set(connections, ceiling);
  console.log(markdownTableOfCeiling([ceiling], new Map()).split('\n')[2]);
}

console.log(
  `\nOrders on ${kind} (req/s counts orders created; "of ceiling" is req/s as a share of Fastify's ` +
    `{hello:'world'} at the same connections)\n\n${markdownTableOfCeiling([...results, ...ceilings.values()], ceilings)}`,
);
await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, `bench/results/orders-${kind}.json`),
  JSON.stringify(
    { date: new Date().toISOString(), kind, results, delivery, ceilings: [...ceilings.values()] },
    null,
    2,
  ),
);
