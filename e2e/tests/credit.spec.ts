// Credit at checkout: with `creditPolicy` at block and the silver company's credit limit lowered in
// the sandbox ERP (then synchronised), the summary step names the available credit and says the
// order cannot be sent; sending it anyway is refused with the amounts, and no order is stored.
// It changes a parameter every checkout reads, so it runs with the other global-state specs.
import { formatEuros } from '@portal/domain/format';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts } from './buyer.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, textIn } from './portal.ts';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_ERP_PORT ?? '4391'}/_sandbox`;
const LOADED = { timeout: 30_000 };
const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

interface Param {
  idParam: number;
  clau: string;
  valor: string;
}

async function adminCall(adminPage: Page) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> => {
    const response = await adminPage.request.fetch(`/api/v1${url}`, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** A documents run (it brings the credit), to its end. */
async function syncDocuments(call: Awaited<ReturnType<typeof adminCall>>) {
  await expect(async () => {
    await call('POST', '/sincronitzacio', { tipus: 'documents' });
  }).toPass({ timeout: 60_000 });
  await expect
    .poll(
      async () => {
        const overview = await call<{ dades?: { actual: { estat: string } | null } }>(
          'GET',
          '/sincronitzacio',
        );
        return overview.dades?.actual?.estat;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

test('an order over the available credit is blocked under creditPolicy=block', async ({
  browser,
  adminPage,
}, workerInfo) => {
  test.setTimeout(180_000);
  const call = await adminCall(adminPage);
  const policy = (
    await call<{ dades: { content: Param[] } }>('GET', '/params?text=creditPolicy&size=10')
  ).dades.content.find((param) => param.clau === 'creditPolicy')!;
  expect(policy.valor).toBe('warn');
  const setCreditLimit = async (limit: string) => {
    const response = await adminPage.request.put(`${SANDBOX}/credit/C0002`, { data: { limit } });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const { buyer, close } = await newBuyer(browser, adminPage, workerInfo, {
    codigoCliente: 'C0002',
    name: 'credit',
  });
  try {
    await call('PUT', '/params', { ...policy, valor: 'block' });
    await setCreditLimit('50.00');
    await syncDocuments(call);

    const { page } = buyer;
    const [product] = simpleProducts(buyer.products).filter((p) => p.finalPrice! >= 120);
    await buyer.api('DELETE', '/carrito');
    await buyer.api('POST', '/carrito', { codigo: product!.codigo, Cantidad: 1 });
    const ordersBefore = await buyer.api('GET', '/pedidos/cliente/getAll/C0002?page=0&size=1');
    const { credit: known } = (await buyer.api('GET', '/documents/credit')) as {
      credit: { available: number; overdue: number } | null;
    };
    expect(known).not.toBeNull();
    const available = formatEuros(known!.available);
    // The refusal names what unblocks the customer: the overdue balance if any, else the credit.
    const named = known!.overdue > 0 ? formatEuros(known!.overdue) : available;

    await page.goto('/products');
    await page.getByRole('button', { name: t('cart.open', { count: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: t('cart.title') });
    await expect(dialog.getByRole('list', { name: t('ordering.lines.listLabel') })).toBeVisible(LOADED);
    await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1, LOADED);
    await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
    await dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') }).check();
    await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();

    // The summary names the credit and says the order cannot go, before anyone sends it.
    const credit = dialog.getByRole('region', { name: t('ordering.summary.credit') });
    await expect(credit.getByText(t('ordering.summary.availableCredit'))).toBeVisible(LOADED);
    await expect(credit.getByText(t('ordering.summary.creditBlocks'))).toBeVisible();
    await expect(credit.getByRole('alert')).toContainText(named);
    await expect(credit.getByText(available, { exact: true })).toBeVisible();
    await expectAccessible(page, 'summary step with the credit exceeded');

    // Sent anyway, the server refuses it with the amounts; nothing is placed.
    await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: t('ordering.summary.failed') });
    await expect(refusal).toBeVisible(LOADED);
    await expect(refusal).toContainText(named);
    await expectAccessible(page, 'summary step with the refusal');
    expect(await buyer.api('GET', '/pedidos/cliente/getAll/C0002?page=0&size=1')).toEqual(ordersBefore);
    expect(((await buyer.api('GET', '/carrito')) as { lineas: unknown[] }).lineas).toHaveLength(1);
  } finally {
    await call('PUT', '/params', { ...policy, valor: 'warn' });
    await setCreditLimit('1000000.00');
    await syncDocuments(call);
    await close();
  }
});
