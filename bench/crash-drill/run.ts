// The PGlite crash drill (DESIGN §3): the portal on its embedded database is killed with
// SIGKILL while clients keep writing (orders, cart lines), then started again on the same data
// directory, cycle after cycle. Each cycle records whether the data directory opened, how long the
// restart took, and whether what the clients were told was stored is still there. Not in CI: a
// hundred cycles take about half an hour on two cores.
//
//   nice -n 10 node --import tsx bench/crash-drill/run.ts --cycles 100
//
// The ERP sandbox runs as its own process for the whole drill (the portal's own sandbox child
// would outlive each killed portal and hold its port). Figures go to
// bench/results/crash-drill-pglite.json and docs/operations.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSandboxProcess } from '../../apps/server/src/erp/sandbox-process.ts';
import { repoRoot } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '100' },
    port: { type: 'string', default: '3221' },
    'erp-port': { type: 'string', default: '4421' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results/crash-drill-pglite.json') },
    /** Longest a start may take before the cycle counts the data directory as not opening. */
    'start-timeout': { type: 'string', default: '180' },
  },
});
const cycles = Number(args.cycles);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const startTimeoutMs = Number(args['start-timeout']) * 1000;

const workDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-drill-'));
const dataDir = path.join(workDir, 'portal');
const sandbox = await startSandboxProcess({
  dataDir: path.join(workDir, 'erp'),
  port: Number(args['erp-port']),
});

function startPortal(): { child: ChildProcess; stderr: string[] } {
  const stderr: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_MODE: 'true',
      AUTH_SECRET: 'crash-drill-secret-crash-drill-secret-00',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      OUTBOX_LEASE_SECONDS: '3',
      ERP_BASE_URL: sandbox.baseUrl,
      ERP_USERNAME: sandbox.username,
      ERP_PASSWORD: sandbox.password,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr.push(chunk);
    if (stderr.length > 50) stderr.shift();
  });
  return { child, stderr };
}

/** Milliseconds until `/ready` answered, or null when the process exited or the time ran out. */
async function waitReady(child: ChildProcess): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < startTimeoutMs) {
    if (child.exitCode !== null) return null;
    try {
      if ((await fetch(`${base}/ready`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

async function call(
  method: string,
  url: string,
  token: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function login(username: string): Promise<string> {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${username}&password=portal-demo-2026`,
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Setup {
  idContacto: number;
  /** Products without lote or minimum (the order's two lines, then the cart's). */
  codes: string[];
}

async function setup(token: string): Promise<Setup> {
  const contacts = (await (await call('GET', '/api/v1/cliente/contactos', token)).json()) as { id: number }[];
  const search = (await (
    await call('GET', '/api/v1/productos/search?sort=price,desc&size=60', token)
  ).json()) as {
    content: { codigo: string; lote: number | null; minimumQuantity: number }[];
  };
  const codes = search.content.filter((p) => !p.lote && p.minimumQuantity <= 1).map((p) => p.codigo);
  if (contacts.length === 0 || codes.length < 6) throw new Error('the demo data lacks a contact or products');
  return { idContacto: contacts[0]!.id, codes };
}

/** What the clients were told was stored (and what they sent without hearing back). */
const acknowledgedOrders = new Map<string, string>(); // idempotency key → order code
/** Per cart product: the quantities acknowledged, in order, and the one in flight at the kill. */
const cartWrites = new Map<string, { acknowledged: number | null; inFlight: number | null }>();

async function orderWriter(token: string, s: Setup, running: () => boolean) {
  while (running()) {
    const key = `drill-${randomUUID()}`;
    try {
      const response = await call(
        'POST',
        '/api/v1/pedidos/add',
        token,
        {
          lineasPedido: [
            { codigo: s.codes[0]!, Cantidad: 1 },
            { codigo: s.codes[1]!, Cantidad: 2 },
          ],
          idContacto: s.idContacto,
          acceptedConditions: true,
        },
        { 'idempotency-key': key },
      );
      if (response.status === 201 || response.status === 200)
        acknowledgedOrders.set(key, ((await response.json()) as { Codigo: string }).Codigo);
    } catch {
      // the connection died with the portal
    }
  }
}

/** Sets a cart line to ever higher quantities: after a restart it must hold the last one acknowledged (or the one in flight). */
async function cartWriter(token: string, codigo: string, running: () => boolean) {
  const state = cartWrites.get(codigo) ?? { acknowledged: null, inFlight: null };
  cartWrites.set(codigo, state);
  let quantity = (state.acknowledged ?? 0) + 1;
  while (running()) {
    state.inFlight = quantity;
    try {
      const response =
        state.acknowledged === null
          ? await call('POST', '/api/v1/carrito', token, { codigo, Cantidad: quantity })
          : await call('PUT', `/api/v1/carrito/${encodeURIComponent(codigo)}`, token, { Cantidad: quantity });
      if (response.ok) {
        state.acknowledged = quantity;
        state.inFlight = null;
        quantity++;
      } else if (response.status === 409) {
        // The add committed before a kill whose answer was lost: from now on it is an update.
        state.acknowledged = 0;
        state.inFlight = null;
      }
    } catch {
      return; // the portal is gone; `inFlight` may or may not have been stored
    }
  }
  state.inFlight = null;
}

interface CycleResult {
  cycle: number;
  opened: boolean;
  /** Process start to `/ready` (PGlite opening its files, migrations checked, jobs started). */
  readyMs: number | null;
  ordersChecked: number;
  ordersMissing: number;
  cartLinesChecked: number;
  cartLinesWrong: number;
  writesBeforeKill: number;
  error?: string;
}

async function verify(
  token: string,
  cartToken: string,
): Promise<Pick<CycleResult, 'ordersChecked' | 'ordersMissing' | 'cartLinesChecked' | 'cartLinesWrong'>> {
  let ordersMissing = 0;
  for (const code of acknowledgedOrders.values()) {
    const response = await call('GET', `/api/v1/pedidos/pedido/${encodeURIComponent(code)}`, token);
    if (response.status !== 200) ordersMissing++;
  }
  const cart = (await (await call('GET', '/api/v1/carrito', cartToken)).json()) as
    { lineas?: { codigo: string; Cantidad: number }[] } | { codigo: string; Cantidad: number }[];
  const lines = Array.isArray(cart) ? cart : (cart.lineas ?? []);
  let cartLinesWrong = 0;
  let cartLinesChecked = 0;
  for (const [codigo, state] of cartWrites) {
    if (state.acknowledged === null || state.acknowledged === 0) continue;
    cartLinesChecked++;
    const stored = lines.find((line) => line.codigo === codigo)?.Cantidad ?? null;
    // The write in flight at the kill may or may not have committed; anything else is a loss.
    if (stored !== state.acknowledged && stored !== state.inFlight) cartLinesWrong++;
    else if (stored !== null) state.acknowledged = stored;
    state.inFlight = null;
  }
  return { ordersChecked: acknowledgedOrders.size, ordersMissing, cartLinesChecked, cartLinesWrong };
}

const results: CycleResult[] = [];
let setupData: Setup | undefined;
const drillStarted = Date.now();
try {
  for (let cycle = 1; cycle <= cycles + 1; cycle++) {
    const { child, stderr } = startPortal();
    const readyMs = await waitReady(child);
    if (readyMs === null) {
      child.kill('SIGKILL');
      results.push({
        cycle,
        opened: false,
        readyMs: null,
        ordersChecked: 0,
        ordersMissing: 0,
        cartLinesChecked: 0,
        cartLinesWrong: 0,
        writesBeforeKill: 0,
        error: stderr.join('').slice(-2000),
      });
      console.log(
        `cycle ${cycle}: the portal did NOT open its data directory\n${stderr.join('').slice(-2000)}`,
      );
      break;
    }
    // Placing an order empties the buyer's cart: orders are gold's, cart lines silver's.
    const token = await login('gold');
    const cartToken = await login('silver');
    setupData ??= await setup(token);
    const checked = await verify(token, cartToken);
    const last = cycle === cycles + 1;
    let writesBeforeKill = 0;
    if (!last) {
      let running = true;
      const before = acknowledgedOrders.size;
      const writers = [
        orderWriter(token, setupData, () => running),
        orderWriter(token, setupData, () => running),
        cartWriter(cartToken, setupData.codes[2 + (cycle % 4)]!, () => running),
        cartWriter(cartToken, setupData.codes[2 + ((cycle + 1) % 4)]!, () => running),
      ];
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 2500));
      child.kill('SIGKILL');
      running = false;
      await Promise.all(writers);
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((r) => child.once('exit', r));
      writesBeforeKill = acknowledgedOrders.size - before;
    } else {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    results.push({ cycle, opened: true, readyMs, ...checked, writesBeforeKill });
    console.log(
      `cycle ${cycle}: ready in ${readyMs} ms; ${checked.ordersMissing}/${checked.ordersChecked} acknowledged orders missing, ` +
        `${checked.cartLinesWrong}/${checked.cartLinesChecked} cart lines wrong; ${writesBeforeKill} orders acknowledged before the kill`,
    );
  }
} finally {
  await sandbox.stop();
  await rm(workDir, { recursive: true, force: true });
}

const opened = results.filter((r) => r.opened);
const ready = opened.map((r) => r.readyMs!).sort((a, b) => a - b);
const pct = (p: number) => ready[Math.min(ready.length - 1, Math.floor((p / 100) * ready.length))] ?? null;
const summary = {
  date: new Date().toISOString(),
  kills: results.length - 1,
  starts: results.length,
  opened: opened.length,
  readyMs: { min: ready[0] ?? null, p50: pct(50), p95: pct(95), max: ready.at(-1) ?? null },
  ordersAcknowledged: acknowledgedOrders.size,
  ordersMissingAtEnd: results.at(-1)?.ordersMissing ?? null,
  ordersMissingAnyCycle: Math.max(0, ...results.map((r) => r.ordersMissing)),
  cartLinesWrongAnyCycle: Math.max(0, ...results.map((r) => r.cartLinesWrong)),
  minutes: Math.round((Date.now() - drillStarted) / 600) / 100,
  cycles: results,
};
await writeFile(args.out!, `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `\n${summary.kills} kills: the data directory opened ${summary.opened}/${summary.starts} times; ` +
    `ready in ${summary.readyMs.p50} ms (median), ${summary.readyMs.max} ms (slowest); ` +
    `${summary.ordersMissingAtEnd}/${summary.ordersAcknowledged} acknowledged orders missing at the end; ` +
    `cart lines wrong in any cycle: ${summary.cartLinesWrongAnyCycle}. Written to ${args.out}`,
);
