// A buyer of its own for a spec: a new login the administrator makes for a demo company the
// sandbox ERP knows, logged in once per worker in a tab of its own. Its cart is its own (carts are
// per user), so no other test that buys as a demo user meets it, whatever runs beside it.
import type { Browser, Page, WorkerInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, logIn } from './portal.ts';

export interface CatalogueProduct {
  id: number;
  codigo: string;
  nombre: string;
  type: string;
  lote: number | null;
  minimumQuantity: number;
  stock: number;
  finalPrice: number | null;
  priceNoOffer: number | null;
  ean: string | null;
}

export interface Buyer {
  page: Page;
  username: string;
  /** A call to the API as this buyer, answering the parsed body (null for 204). */
  api: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => Promise<unknown>;
  /** The whole catalogue at this buyer's prices. */
  products: CatalogueProduct[];
}

interface BuyerOptions {
  /** The demo company: C0001 gold, C0002 silver, C0003 bronze, C0004 distributor. */
  codigoCliente: string;
  /** A prefix of the login's name, saying which spec made it. */
  name: string;
  viewport?: { width: number; height: number };
}

export async function newBuyer(
  browser: Browser,
  adminPage: Page,
  workerInfo: WorkerInfo,
  { codigoCliente, name, viewport }: BuyerOptions,
): Promise<{ buyer: Buyer; close: () => Promise<void> }> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  const roles = (await (await adminPage.request.get('/api/v1/rols', { headers })).json()) as {
    dades: { idRol: number; nom: string }[];
  };
  const client = roles.dades.find((role) => role.nom === 'CLIENT');
  expect(client).toBeDefined();
  const username = `${name}_${workerInfo.workerIndex}_${Date.now()}`;
  const created = await adminPage.request.post('/api/v1/usuaris', {
    headers,
    data: {
      username,
      email: `${username}@buyer.example`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      roles: [client!.idRol],
      codigoCliente,
      idioma: 'ca',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    reducedMotion,
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await logIn(page, username, '/products');
  const api: Buyer['api'] = async (method, url, data) => {
    const response = await page.request.fetch(`/api/v1${url}`, {
      method,
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}`, 'Accept-Language': 'ca' },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? null : ((await response.json()) as unknown);
  };
  const products = (await api('GET', '/productos/all')) as CatalogueProduct[];
  return { buyer: { page, username, api, products }, close: () => context.close() };
}

/** Priced, in stock, sold by the unit from one unit: any quantity from 1 goes. */
export function simpleProducts(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  return products.filter(
    (p) =>
      p.finalPrice !== null &&
      p.finalPrice > 0 &&
      (p.lote ?? 1) <= 1 &&
      p.minimumQuantity <= 1 &&
      p.stock >= 10 &&
      p.type !== 'service',
  );
}
