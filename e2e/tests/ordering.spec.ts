// Ordering in the browser (spec §4, §5, §9; DESIGN §7): the quick order's verdict per line, the
// four checkout steps with a new delivery address, the ERP's confirmation and the order in the
// history, and the shipping rule per tier. Each test logs a user in and empties that user's cart
// first, so no test depends on another; test data is picked from the seeded catalogue through
// the API, at the prices of the user's own tier.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, textIn } from './portal.ts';

type Language = 'ca' | 'es' | 'en';

interface CatalogueProduct {
  codigo: string;
  nombre: string;
  type: string;
  lote: number | null;
  minimumQuantity: number;
  stock: number;
  finalPrice: number | null;
}

/**
 * Logs the user in, empties their cart through the API and reloads, so the screen starts from an
 * empty cart. Returns what the rest of the test needs: the session language (another test may
 * have changed a demo user's language) and an API client with the user's token.
 */
async function startWithEmptyCart(page: Page, username: string) {
  await logIn(page, username, '/products');
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(token).toBeTruthy();
  const language = ((await page.locator('html').getAttribute('lang')) ?? 'ca') as Language;
  // Product names come in the request's language: the same as the screen's.
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': language };
  const emptied = await page.request.delete('/api/v1/carrito', { headers });
  expect(emptied.ok()).toBe(true);
  await page.reload();
  const t = (key: string, params?: Record<string, string | number>) => textIn(language, key, params);
  return { language, t, headers, api: page.request };
}

async function catalogue(
  api: APIRequestContext,
  headers: Record<string, string>,
): Promise<CatalogueProduct[]> {
  const response = await api.get('/api/v1/productos/all', { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogueProduct[];
}

/** Priced, in stock, sold by the unit and from one unit: any quantity from 1 goes. */
function simpleProducts(products: CatalogueProduct[]): CatalogueProduct[] {
  return products.filter(
    (p) =>
      p.finalPrice !== null &&
      p.finalPrice > 0 &&
      (p.lote ?? 1) <= 1 &&
      p.minimumQuantity <= 1 &&
      p.stock >= 10,
  );
}

async function addThroughApi(
  api: APIRequestContext,
  headers: Record<string, string>,
  codigo: string,
  quantity: number,
) {
  const response = await api.post('/api/v1/carrito', { headers, data: { codigo, Cantidad: quantity } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openCart(
  page: Page,
  t: (key: string, params?: Record<string, string | number>) => string,
  count: number,
) {
  await page.getByRole('button', { name: t('cart.open', { count }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a quick order of five lines reports each line and adds only the three good ones', async ({ page }) => {
  const { t, headers, api } = await startWithEmptyCart(page, 'distributor');
  const products = await catalogue(api, headers);
  const good = simpleProducts(products).slice(0, 3);
  const batched = products.find(
    (p) => p.finalPrice !== null && (p.lote ?? 0) >= 2 && p.minimumQuantity <= p.lote!,
  );
  expect(good).toHaveLength(3);
  expect(batched).toBeDefined();
  const unknownCode = 'NO-SUCH-CODE-42';
  const wrongQuantity = batched!.lote! + 1;
  const lines = [
    `${good[0]!.codigo} 2`,
    `${unknownCode} 4`,
    `${good[1]!.codigo};1`,
    `${batched!.codigo} ${wrongQuantity}`,
    `${good[2]!.codigo}\t3`,
  ];

  const dialog = await openCart(page, t, 0);
  await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  await dialog.getByLabel(t('ordering.quick.label')).fill(lines.join('\n'));
  await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();

  const verdicts = dialog.getByRole('table', { name: t('ordering.quick.tableCaption') });
  const rows = verdicts.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(dialog.getByText(t('ordering.quick.summary', { ok: 3, total: 5 }))).toBeVisible();
  for (const index of [0, 2, 4]) {
    await expect(rows.nth(index).getByText(t('ordering.quick.ok'), { exact: true })).toBeVisible();
  }
  await expect(rows.nth(1)).toContainText(
    t('messages:quickOrder.unknownCode', { lineNumber: 2, codigo: unknownCode }),
  );
  await expect(rows.nth(3)).toContainText(t('messages:cart.lote', { lote: batched!.lote! }));

  await dialog.getByRole('button', { name: t('ordering.quick.addValid', { count: 3 }) }).click();
  await expect(dialog.getByText(t('ordering.quick.added', { count: 3 }))).toBeVisible();
  // What could not be added stays in the box, to be corrected.
  await expect(dialog.getByLabel(t('ordering.quick.label'))).toHaveValue([lines[1], lines[3]].join('\n'));

  await dialog.getByRole('tab', { name: t('ordering.lines.tabLines', { count: 3 }) }).click();
  const cartLines = dialog.getByRole('list', { name: t('ordering.lines.listLabel') }).getByRole('listitem');
  await expect(cartLines).toHaveCount(3);
  for (const product of good) {
    await expect(dialog.getByLabel(t('ordering.lines.quantityOf', { title: product.nombre }))).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: t('cart.open', { count: 3 }) })).toBeVisible();
});

test('a customer orders three products through the four steps, with a new address, and finds the order in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { t, headers, api } = await startWithEmptyCart(page, 'silver');
  const products = simpleProducts(await catalogue(api, headers));
  // Enough goods to pass the 100 EUR minimum with a few units each.
  const chosen = products.filter((p) => p.finalPrice! >= 15).slice(0, 3);
  expect(chosen).toHaveLength(3);
  const [first, second, third] = chosen as [CatalogueProduct, CatalogueProduct, CatalogueProduct];
  await addThroughApi(api, headers, first.codigo, 3);
  await addThroughApi(api, headers, second.codigo, 2);
  await page.reload();

  // The third product through the screen: the quick order in the cart dialog.
  const dialog = await openCart(page, t, 2);
  await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  await dialog.getByLabel(t('ordering.quick.label')).fill(`${third.codigo} 4`);
  await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();
  await dialog.getByRole('button', { name: t('ordering.quick.addValid', { count: 1 }) }).click();
  await expect(dialog.getByText(t('ordering.quick.added', { count: 1 }))).toBeVisible();
  await dialog.getByRole('tab', { name: t('ordering.lines.tabLines', { count: 3 }) }).click();

  // Step 1 → 2.
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  const contactName = `E2E Taller ${Date.now()}`;
  await dialog.getByRole('button', { name: t('ordering.delivery.newAddress') }).click();
  const addressDialog = page.getByRole('dialog', { name: t('ordering.contact.title') });
  await expect(addressDialog).toBeVisible();
  // The required fields are checked before anything is sent.
  await addressDialog.getByRole('button', { name: t('ordering.contact.save') }).click();
  await expect(addressDialog.getByText(t('messages:validation.required')).first()).toBeVisible();
  await addressDialog.getByLabel(t('ordering.contact.nombreContacto')).fill(contactName);
  await addressDialog.getByLabel(t('ordering.contact.direccion')).fill('Carrer del Ferro 21');
  await addressDialog.getByLabel(t('ordering.contact.codigoPostal')).fill('08940');
  await addressDialog.getByLabel(t('ordering.contact.poblacion')).fill('Cornellà de Llobregat');
  await addressDialog.getByLabel(t('ordering.contact.provincia')).fill('Barcelona');
  await addressDialog.getByRole('button', { name: t('ordering.contact.save') }).click();
  await expect(addressDialog).toBeHidden();
  await expect(page.getByText(t('messages:contacts.created'))).toBeVisible();
  await expect(dialog.getByRole('radio', { name: new RegExp(contactName) })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Step 2 → 3: the conditions must be accepted.
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await dialog.getByLabel(t('ordering.conditions.referencia')).fill('E2E-PO-77');
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByText(t('messages:orders.acceptConditions'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('ordering.nav.confirm') })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') }).check();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();

  // Step 4: the summary, then the order and the ERP's confirmation.
  for (const product of chosen)
    await expect(dialog.getByRole('cell', { name: product.codigo, exact: true })).toBeVisible();
  await expect(dialog.getByText(contactName)).toBeVisible();
  await expect(dialog.getByText('E2E-PO-77')).toBeVisible();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const order = (await response.json()) as { Codigo: string };
  // The sandbox ERP answers within the few seconds the screen waits; only then is it "placed".
  await expect(
    dialog.getByRole('heading', { name: t('ordering.placed.title', { code: order.Codigo }) }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(t('messages:orders.sentToErp'))).toBeVisible();
  await expect(dialog.getByText(new RegExp(t('ordering.placed.erpNumber', { numero: '.+' })))).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.open', { count: 0 }) })).toBeVisible();

  // The history lists it with its lines.
  await dialog.getByRole('button', { name: t('ordering.placed.toHistory') }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.history') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.Codigo });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: t('ordering.history.showLines', { code: order.Codigo }) }).click();
  const lines = page.getByRole('table', { name: t('ordering.history.linesCaption', { code: order.Codigo }) });
  await expect(lines.locator('tbody tr')).toHaveCount(3);
  for (const product of chosen)
    await expect(lines.getByRole('cell', { name: product.codigo, exact: true })).toBeVisible();
});

test('a bronze order under 500 EUR shows the shipping cost, a gold one ships free', async ({ page }) => {
  for (const [username, free] of [
    ['bronze', false],
    ['gold', true],
  ] as const) {
    const { t, headers, api } = await startWithEmptyCart(page, username);
    const product = simpleProducts(await catalogue(api, headers)).find((p) => p.finalPrice! * 2 < 500);
    expect(product).toBeDefined();
    await addThroughApi(api, headers, product!.codigo, 2);
    await page.reload();
    const dialog = await openCart(page, t, 1);
    // The totals' shipping row: its term and its amount (or the free-shipping badge).
    const shipping = dialog.locator('dt', { hasText: t('ordering.totals.shipping') }).locator('..');
    await expect(shipping).toBeVisible();
    if (free) {
      await expect(shipping).toContainText(t('ordering.totals.freeShipping'));
    } else {
      await expect(shipping).not.toContainText(t('ordering.totals.freeShipping'));
      await expect(shipping).toContainText(/\d+,\d{2} €/);
      await expect(
        dialog.getByText(t('ordering.totals.freeShippingFrom', { amount: '500,00 €' })),
      ).toBeVisible();
    }
    await page.keyboard.press('Escape');
    // The next buyer logs in afresh: the tab's session and the browser's refresh cookie go.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
  }
});
