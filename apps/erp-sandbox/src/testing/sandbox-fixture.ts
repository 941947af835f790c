// Test helpers: a sandbox on a fresh temporary directory with a hand-driven clock, a token, a
// valid order body, and cleanup of everything a test opened.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_CREDENTIALS, type SandboxOptions, buildSandbox } from '../build-sandbox.ts';

export class ManualClock {
  constructor(public ms = Date.parse('2026-06-01T10:00:00.000Z')) {}
  readonly now = () => this.ms;
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

const directories: string[] = [];
const apps: FastifyInstance[] = [];

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'erp-sandbox-test-'));
  directories.push(dir);
  return dir;
}

/** Closes every sandbox and removes every directory the test made; call it in afterEach. */
export async function cleanUp(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export interface TestSandbox {
  app: FastifyInstance;
  dir: string;
  clock: ManualClock;
  token: () => Promise<string>;
  /** A request with a fresh token (unless one is given), JSON body and optional Idempotency-Key. */
  call: (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { body?: unknown; key?: string; token?: string },
  ) => Promise<LightMyRequestResponse>;
}

export async function openSandbox(app: FastifyInstance): Promise<FastifyInstance> {
  apps.push(app);
  return app;
}

export async function createTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dir = options.dataDir ?? (await tempDir());
  const clock = new ManualClock();
  const app = await openSandbox(await buildSandbox({ clock: clock.now, ...options, dataDir: dir }));
  const token = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: new URLSearchParams({ grant_type: 'password', ...DEFAULT_CREDENTIALS }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return (response.json() as { access_token: string }).access_token;
  };
  const call: TestSandbox['call'] = async (method, url, { body, key, token: given } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${given ?? (await token())}` };
    if (key !== undefined) headers['idempotency-key'] = key;
    return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  };
  return { app, dir, clock, token, call };
}

/** A valid order for demo customer C0001: 2 × 100.00 − 10.00 + 12.00 shipping = 202.00. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    portalCode: 'WEB-000001',
    customerCodigo: 'C0001',
    placedAt: '2026-06-01T09:59:00.000Z',
    placedBy: { username: 'gold', email: 'compres@montseny.example' },
    lines: [
      { codigo: 'EQ-MIG-200', quantity: 1, unitPrice: '100.00', discount: '10.00' },
      { codigo: 'CO-HIL-SG2-10', quantity: 1, unitPrice: '100.00', discount: '0.00' },
    ],
    deliveryContact: {
      erpContactId: 'C0001-001',
      nombre: 'Magatzem Granollers',
      direccion: 'Carrer de la Indústria 14',
      codigoPostal: '08400',
      poblacion: 'Granollers',
      provincia: 'Barcelona',
      ciudad: 'Granollers',
      pais: 'ES',
    },
    paymentMethodCode: 3,
    purchaseOrderRef: 'PO-77',
    wishedDate: '2026-06-10',
    observations: 'Deliver mornings only',
    totals: { gross: '200.00', discount: '10.00', net: '190.00', shipping: '12.00', total: '202.00' },
    ...overrides,
  };
}
