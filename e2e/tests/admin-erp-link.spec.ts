// The ERP link screen in the browser: with the sandbox ERP switched down, an
// order placed at the checkout waits in the outbox; the administrator sees it on /enllac-erp with
// its last error and next attempt and the ERP as not answering, switches the ERP back, retries it
// from the screen and sees it sent (the sandbox holds it once); the failure is in the error log,
// where it is marked solved. The sandbox is always switched back up, whatever happens.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import {
  accessTokenOf,
  DEMO_PASSWORD,
  logIn,
  sandboxOrderCopies,
  setSandboxSwitches,
  textIn,
} from './portal.ts';

/** A Catalan text (the demo users' language). */
const ca = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

async function bearerOf(page: Page) {
  const token = await accessTokenOf(page);
  return { Authorization: `Bearer ${token}` };
}

/**
 * A login of its own for the distributor's company (C0004, a customer the sandbox ERP knows), so
 * this test's cart never meets the cart of a test using the demo distributor at the same time.
 */
async function createBuyer(adminPage: Page): Promise<string> {
  const headers = await bearerOf(adminPage);
  const roles = await adminPage.request.get('/api/v1/rols', { headers });
  expect(roles.ok()).toBe(true);
  const client = ((await roles.json()) as { dades: { idRol: number; nom: string }[] }).dades.find(
    (role) => role.nom === 'CLIENT',
  );
  const username = `erp_link_${Date.now()}`;
  const created = await adminPage.request.post('/api/v1/usuaris', {
    headers,
    data: {
      username,
      email: `${username}@turia.example`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      roles: [client!.idRol],
      codigoCliente: 'C0004',
      idioma: 'ca',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

/** Logs the buyer in and fills the cart with one product for well over the minimum order. */
async function fillCart(page: Page, username: string) {
  await logIn(page, username, '/products');
  const headers = await bearerOf(page);
  const products = (await (await page.request.get('/api/v1/productos/all', { headers })).json()) as {
    codigo: string;
    finalPrice: number | null;
    lote: number | null;
    minimumQuantity: number;
    stock: number;
  }[];
  const product = products.find(
    (p) => p.finalPrice !== null && p.finalPrice >= 30 && (p.lote ?? 1) <= 1 && p.minimumQuantity <= 1,
  );
  expect(product).toBeDefined();
  const quantity = Math.ceil(250 / product!.finalPrice!);
  expect(product!.stock).toBeGreaterThanOrEqual(quantity);
  const added = await page.request.post('/api/v1/carrito', {
    headers,
    data: { codigo: product!.codigo, Cantidad: quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.reload();
}

/** Through the checkout's steps up to the summary; the order is placed by the caller. */
async function goToSummary(page: Page) {
  await page.getByRole('button', { name: ca('cart.open', { count: 1 }) }).click();
  const dialog = page.getByRole('dialog', { name: ca('cart.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ca('ordering.nav.next') }).click();
  // The company's usual address is chosen for it.
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: ca('ordering.nav.next') }).click();
  await dialog.getByRole('checkbox', { name: ca('ordering.conditions.accept') }).check();
  await dialog.getByRole('button', { name: ca('ordering.nav.next') }).click();
  await expect(dialog.getByRole('button', { name: ca('ordering.nav.confirm') })).toBeVisible();
  return dialog;
}

test('an order that could not reach the ERP is found on the ERP link screen, retried there once the ERP is back, and solved in the error log', async ({
  page,
  adminPage,
  request,
}) => {
  test.setTimeout(150_000);
  const username = await createBuyer(adminPage);
  await fillCart(page, username);
  const checkout = await goToSummary(page);

  let code: string;
  try {
    // Down only from here: other tests' orders meanwhile wait a few seconds, then go through.
    await setSandboxSwitches(request, { down: true, downMode: '503' });
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
    );
    await checkout.getByRole('button', { name: ca('ordering.nav.confirm') }).click();
    const response = await placed;
    expect(response.status()).toBe(201);
    code = ((await response.json()) as { Codigo: string }).Codigo;

    // The administrator's screen: the ERP does not answer; the order waits, with its last error.
    await adminPage.goto('/enllac-erp');
    await expect(adminPage.getByRole('heading', { level: 1, name: ca('screens.enllacErp') })).toBeVisible();
    const summary = adminPage.getByRole('list', { name: ca('admin.erpLink.summary') });
    const table = adminPage.getByRole('table', { name: ca('admin.erpLink.caption') });
    const row = table.getByRole('row').filter({ hasText: code });
    const refresh = adminPage.getByRole('button', { name: ca('admin.erpLink.refresh') });
    // The worker tries it as soon as it is stored; the screen reads again every 10 s.
    await expect(row).toContainText(ca('admin.erpLink.states.retrying'), { timeout: 15_000 });
    await expect(row).toContainText(ca('admin.erpLink.types.orderCreate'));
    // The token request comes first and fails first: "ERP token endpoint answered 503".
    await expect(row).toContainText(/answered 503/);
    await expect(row.getByRole('cell').nth(6)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(summary).toContainText(ca('admin.erpLink.health.down'));
    await expectAccessible(adminPage, 'the ERP link screen');
    // Until the third attempt has failed: its next one is then 6 s or more away, so the retry
    // below is the screen's doing, not the worker's back-off coming due.
    await expect(async () => {
      await refresh.click();
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^[3-9]$/, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    const sentCard = summary.getByRole('listitem').filter({ hasText: ca('admin.erpLink.counts.sent24h') });
    const sentBefore = Number(await sentCard.getByText(/^\d+$/).textContent());

    // The ERP is back: "retry now" sends it at once.
    await setSandboxSwitches(request, { down: false });
    await row.getByRole('button', { name: ca('admin.erpLink.retryLabel', { reference: code }) }).click();
    await expect(adminPage.getByText(ca('messages:admin.erpLink.sent'), { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    // Others' orders held up meanwhile may go through too: at least this one more was sent.
    await expect
      .poll(async () => Number(await sentCard.getByText(/^\d+$/).textContent()))
      .toBeGreaterThan(sentBefore);
    expect(await sandboxOrderCopies(request, code)).toHaveLength(1);
    await refresh.click();
    await expect(summary).toContainText(ca('admin.erpLink.health.up'));
  } finally {
    await setSandboxSwitches(request, { down: false });
  }

  // The failure is in the error log under the order's code; the administrator marks it solved.
  await adminPage.goto(`/log-errors?text=${encodeURIComponent(code)}`);
  const entry = adminPage.getByRole('row').filter({ hasText: code }).filter({ hasText: 'ERP_UNAVAILABLE' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(/answered 503/);
  const solved = entry.getByRole('switch');
  await expect(solved).not.toBeChecked();
  // By keyboard, as the switch's input sits under its drawn track.
  await solved.focus();
  await adminPage.keyboard.press('Space');
  await expect(solved).toBeChecked();
  await adminPage.reload();
  await expect(entry.getByRole('switch')).toBeChecked();
});

test('on a phone the ERP link screen does not scroll sideways and reads well', async ({ adminPage }) => {
  const viewport = adminPage.viewportSize();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  try {
    await adminPage.goto('/enllac-erp');
    await expect(adminPage.getByRole('list', { name: ca('admin.erpLink.summary') })).toContainText(
      ca('admin.erpLink.health.title'),
    );
    await expectNoSidewaysScroll(adminPage, 'the ERP link screen on a phone');
    await expectAccessible(adminPage, 'the ERP link screen on a phone');
  } finally {
    if (viewport) await adminPage.setViewportSize(viewport);
  }
});
