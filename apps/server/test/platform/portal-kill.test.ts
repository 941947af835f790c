// The portal killed with SIGKILL in the middle of a burst of orders, as separate processes (the
// portal, the ERP sandbox): after a restart, every order a client was told about still exists,
// a client retrying with its Idempotency-Key gets the same order rather than a second one, and
// every order reaches the ERP exactly once.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, databaseKinds } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { startPortal, waitReady } from '../support/portal-process.ts';
import { startTestSandbox, type TestSandbox } from '../support/sandbox.ts';

const ORDERS = 40;

describe.each(databaseKinds())('portal killed during a burst of orders on %s', (kind) => {
  let sandbox: TestSandbox;
  let dataDir: string;
  let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
  let portal: ChildProcess | undefined;
  // Chosen in beforeAll (support/free-port.ts); the closures below read them when called.
  let port = 0;
  let base = '';

  const start = () =>
    startPortal({
      port,
      dataDir,
      databaseUrl: pgDatabase?.url,
      erp: sandbox,
      // Messages claimed by the killed process come due again after their lease.
      env: { DEMO_MODE: 'true', OUTBOX_LEASE_SECONDS: '3' },
    });

  async function login(): Promise<string> {
    const response = await fetch(`${base}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=gold&password=portal-demo-2026',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sandbox = await startTestSandbox();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-kill-'));
    if (kind === 'postgres') pgDatabase = await createEmptyPostgresDatabase();
  }, 60_000);
  afterAll(async () => {
    portal?.kill('SIGKILL');
    await sandbox?.close();
    await pgDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses and doubles no order', async () => {
    portal = start();
    await waitReady(portal, base);
    let token = await login();
    const headers = () => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    });
    const contacts = (await (
      await fetch(`${base}/api/v1/cliente/contactos`, { headers: headers() })
    ).json()) as { id: number }[];
    const search = (await (
      await fetch(`${base}/api/v1/productos/search?type=equipment&sort=price,desc&size=5`, {
        headers: headers(),
      })
    ).json()) as {
      content: { codigo: string; lote: number | null; minimumQuantity: number }[];
    };
    const product = search.content.find((p) => !p.lote && p.minimumQuantity <= 1)!;
    expect(product).toBeDefined();
    const body = JSON.stringify({
      lineasPedido: [{ codigo: product.codigo, Cantidad: 1 }],
      idContacto: contacts[0]!.id,
      acceptedConditions: true,
    });
    const place = (i: number) =>
      fetch(`${base}/api/v1/pedidos/add`, {
        method: 'POST',
        headers: { ...headers(), 'idempotency-key': `burst-${i}-key` },
        body,
      });

    // The burst: 4 clients at a time; the portal is killed once a third have been acknowledged.
    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < ORDERS && !killed) {
          const i = next++;
          try {
            const response = await place(i);
            if (response.status === 201 || response.status === 200) {
              acknowledged.set(i, ((await response.json()) as { Codigo: string }).Codigo);
              if (acknowledged.size >= ORDERS / 3 && !killed) {
                killed = true;
                portal!.kill('SIGKILL');
              }
            }
          } catch {
            // the connection died with the portal
          }
        }
      }),
    );
    const dead = portal!;
    if (dead.exitCode === null && dead.signalCode === null)
      await new Promise((resolve) => dead.once('exit', resolve));
    expect(killed).toBe(true);

    portal = start();
    await waitReady(portal, base);
    token = await login();
    // Every client retries every order with its key, as the web app does after an error.
    const codes = new Map<number, string>();
    for (let i = 0; i < ORDERS; i++) {
      const response = await place(i);
      expect([200, 201]).toContain(response.status);
      codes.set(i, ((await response.json()) as { Codigo: string }).Codigo);
    }
    for (const [i, code] of acknowledged) expect(codes.get(i)).toBe(code);
    expect(new Set(codes.values()).size).toBe(ORDERS);

    // The outbox delivers them all, each once.
    const wanted = new Set(codes.values());
    const until = Date.now() + 60_000;
    let received: Awaited<ReturnType<TestSandbox['orders']>> = [];
    while (Date.now() < until) {
      received = (await sandbox.orders()).filter((order) => wanted.has(order.portalCode));
      if (received.length >= ORDERS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(received).toHaveLength(ORDERS);
    expect(new Set(received.map((order) => order.portalCode)).size).toBe(ORDERS);
    expect(received.every((order) => order.keyConflicts === 0)).toBe(true);
  }, 240_000);
});
