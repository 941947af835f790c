// The order's money in the browser: totals that add up as they read for a bronze and a
// gold customer, the same in the cart and the summary; a refused line quantity without its old
// line total; an order the ERP rejects, told as a rejection in Catalan, its lines put back into
// the cart; the printed order from the confirmation and the history; and the summary and the
// history usable at 360 px wide. Each test buys with a login of its own (made by the
// administrator for a demo company the sandbox ERP knows), so no other test's cart meets it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test as base } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, logIn, setSandboxSwitches, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

interface Product {
  codigo: string;
  nombre: string;
  finalPrice: number | null;
  priceNoOffer: number | null;
  lote: number | null;
  minimumQuantity: number;
  stock: number;
}

interface Buyer {
  page: Page;
  api: (method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) => Promise<unknown>;
  products: Product[];
}

/** A new login for a demo company, logged in once per worker in a tab of its own. */
async function buyerFor(
  adminPage: Page,
  browserPage: Page,
  codigoCliente: string,
  name: string,
): Promise<Buyer> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  const roles = (await (await adminPage.request.get('/api/v1/rols', { headers })).json()) as {
    dades: { idRol: number; nom: string }[];
  };
  const client = roles.dades.find((role) => role.nom === 'CLIENT')!;
  const username = `${name}_${Date.now()}`;
  const created = await adminPage.request.post('/api/v1/usuaris', {
    headers,
    data: {
      username,
      email: `${username}@money.example`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      roles: [client.idRol],
      codigoCliente,
      idioma: 'ca',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await logIn(browserPage, username, '/products');
  const request: APIRequestContext = browserPage.request;
  const api: Buyer['api'] = async (method, url, data) => {
    const response = await request.fetch(`/api/v1${url}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessTokenOf(browserPage)}`,
        'Accept-Language': 'ca',
        ...(url === '/pedidos/add' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
      },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? null : ((await response.json()) as unknown);
  };
  const products = (await api('GET', '/productos/all')) as Product[];
  return { page: browserPage, api, products };
}

const test = base.extend<object, { bronze: Buyer; gold: Buyer }>({
  bronze: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion });
      await use(await buyerFor(adminPage, await context.newPage(), 'C0003', 'money_bronze'));
      await context.close();
    },
    { scope: 'worker' },
  ],
  gold: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion });
      await use(await buyerFor(adminPage, await context.newPage(), 'C0001', 'money_gold'));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Sold by the unit from one unit, priced, with a saving on it for this customer. */
function discounted(products: Product[]): Product[] {
  return products.filter(
    (p) =>
      p.finalPrice !== null &&
      p.priceNoOffer !== null &&
      p.priceNoOffer > p.finalPrice &&
      (p.lote ?? 1) <= 1 &&
      p.minimumQuantity <= 1 &&
      p.stock >= 10,
  );
}

/** `1.234,50 €` (or `−18,90 €`) → 1234.5, in cents to compare exactly. */
function cents(text: string): number {
  const match = /([\d.]+,\d{2})\s*€/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1]!.replace(/\./g, '').replace(',', '.')) * 100);
}

/** The totals as shown: each row's term and value, top to bottom. */
async function shownTotals(scope: Locator): Promise<[string, string][]> {
  const group = scope.getByRole('group', { name: t('ordering.totals.title') });
  await expect(group).toBeVisible();
  const terms = await group.locator('dt').allTextContents();
  const values = await group.locator('dd').allTextContents();
  return terms.map((term, i) => [term, values[i]!]);
}

async function startCart(buyer: Buyer, lines: [Product, number][]) {
  await buyer.api('DELETE', '/carrito');
  for (const [product, quantity] of lines) {
    await buyer.api('POST', '/carrito', { codigo: product.codigo, Cantidad: quantity });
  }
  // Opened over the history (a screen of this feature), which axe judges together with the dialog.
  await buyer.page.goto('/history');
  await buyer.page.getByRole('button', { name: t('cart.open', { count: lines.length }) }).click();
  const dialog = buyer.page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the cart's lines to the summary: the company's address, the conditions accepted. */
async function toSummary(dialog: Locator) {
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') }).check();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('button', { name: t('ordering.nav.confirm') })).toBeVisible();
}

/** Two discounted lines in the cart; the totals checked in the cart and again in the summary. */
async function expectTotalsAddUp(buyer: Buyer, free: boolean) {
  // Two lines of 60 EUR or a little more each: over the 100 EUR minimum (so the checkout goes on to
  // the summary), under the 500 EUR of free shipping.
  const [first, second] = discounted(buyer.products).filter(
    (p) => p.finalPrice! >= 5 && p.finalPrice! <= 100,
  );
  expect(second, 'two discounted products').toBeDefined();
  const units = (p: Product) => Math.ceil(60 / p.finalPrice!);
  const dialog = await startCart(buyer, [
    [first!, units(first!)],
    [second!, units(second!)],
  ]);
  const cart = (await buyer.api('GET', '/carrito')) as {
    totals: { grossTotal: number; discountTotal: number; subtotal: number; shipping: number; total: number };
  };
  for (const where of ['cart', 'summary'] as const) {
    if (where === 'summary') await toSummary(dialog);
    const rows = await shownTotals(dialog);
    expect(rows.map(([term]) => term)).toEqual([
      t('ordering.totals.grossTotal'),
      t('ordering.totals.discountTotal'),
      t('ordering.totals.subtotal'),
      t('ordering.totals.shipping'),
      t('ordering.totals.total'),
    ]);
    const [gross, discount, subtotal, shipping, total] = rows.map(([, value]) => value);
    // Top to bottom: before discount − discount = subtotal; subtotal + shipping = total.
    expect(cents(gross!) - cents(discount!)).toBe(cents(subtotal!));
    expect(discount).toMatch(/^−/);
    if (free) {
      expect(shipping).toBe(t('ordering.totals.freeShipping'));
      expect(cents(total!)).toBe(cents(subtotal!));
    } else {
      expect(cents(subtotal!) + cents(shipping!)).toBe(cents(total!));
    }
    // The screen shows the server's figures, not figures of its own.
    expect([gross!, discount!, subtotal!, total!].map(cents)).toEqual(
      [cart.totals.grossTotal, cart.totals.discountTotal, cart.totals.subtotal, cart.totals.total].map((x) =>
        Math.round(x * 100),
      ),
    );
  }
  await expectAccessible(buyer.page, `${free ? 'gold' : 'bronze'} checkout summary`);
  await buyer.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a bronze cart’s totals add up as they read, in the cart and in the summary, with shipping', async ({
  bronze,
}) => {
  await expectTotalsAddUp(bronze, false);
});

test('a gold cart’s totals add up as they read, in the cart and in the summary, shipping free', async ({
  gold,
}) => {
  await expectTotalsAddUp(gold, true);
});

test('a quantity the server refuses does not keep showing the old line total', async ({ bronze }) => {
  const batched = bronze.products.find(
    (p) => p.finalPrice !== null && (p.lote ?? 0) >= 2 && p.minimumQuantity <= p.lote! && p.stock >= 10,
  );
  expect(batched).toBeDefined();
  const dialog = await startCart(bronze, [[batched!, batched!.lote!]]);
  const line = dialog.getByRole('listitem', { name: batched!.nombre });
  const lineTotal = line.getByText(t('ordering.lines.lineTotal'), { exact: true }).locator('..');
  await expect(lineTotal).toContainText('€');
  await line
    .getByLabel(t('ordering.lines.quantityOf', { title: batched!.nombre }))
    .fill(String(batched!.lote! + 1));
  await expect(line.getByText(t('messages:cart.lote', { lote: batched!.lote! }))).toBeVisible();
  await expect(lineTotal).not.toContainText('€');
  await expect(lineTotal).toContainText('—');
  await bronze.page.keyboard.press('Escape');
});

test('an order the ERP rejects is told as a rejection in Catalan, and its lines go back into the cart', async ({
  bronze,
}) => {
  // The sandbox rejects orders above 5.000 EUR (its credit limit): this one only; other tests'
  // orders stay far below it.
  const machine = bronze.products
    .filter(
      (p) => p.finalPrice !== null && p.finalPrice >= 300 && (p.lote ?? 1) <= 1 && p.minimumQuantity <= 1,
    )
    .sort((a, b) => b.finalPrice! - a.finalPrice!)[0];
  expect(machine).toBeDefined();
  const quantity = Math.ceil(5200 / machine!.finalPrice!);
  await setSandboxSwitches(bronze.page.request, { rejectAboveTotal: 5000 });
  try {
    const dialog = await startCart(bronze, [[machine!, quantity]]);
    await toSummary(dialog);
    const placed = bronze.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
    const order = (await (await placed).json()) as { Codigo: string };
    // The heading follows the ERP's answer; it never says "placed".
    await expect(
      dialog.getByRole('heading', { name: t('ordering.placed.titleRejected', { code: order.Codigo }) }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(t('ordering.placed.title', { code: order.Codigo }))).toHaveCount(0);
    await expect(dialog.getByText(t('messages:orders.rejection.creditLimit'))).toBeVisible();
    await expect(dialog.getByText(/credit limit/i)).toHaveCount(0);
    // The cart was emptied when the order was placed.
    await expect(bronze.page.getByRole('button', { name: t('cart.open', { count: 0 }) })).toBeVisible();
    await expectAccessible(bronze.page, 'a rejected order');

    await dialog.getByRole('button', { name: t('ordering.placed.putBack') }).click();
    await expect(dialog.getByText(t('ordering.placed.putBackDone', { count: 1 }))).toBeVisible();
    await expect(bronze.page.getByRole('button', { name: t('cart.open', { count: 1 }) })).toBeVisible();
    await dialog.getByRole('button', { name: t('ordering.history.openCart') }).click();
    await expect(dialog.getByLabel(t('ordering.lines.quantityOf', { title: machine!.nombre }))).toHaveValue(
      String(quantity),
    );
    await bronze.page.keyboard.press('Escape');
  } finally {
    await setSandboxSwitches(bronze.page.request, { rejectAboveTotal: null });
  }
});

test('the printed order, from the confirmation and from the history, with the same money', async ({
  gold,
}) => {
  const [product] = discounted(gold.products).filter((p) => p.finalPrice! >= 60);
  expect(product).toBeDefined();
  const dialog = await startCart(gold, [[product!, 2]]);
  await toSummary(dialog);
  const placed = gold.page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
  const order = (await (await placed).json()) as { Codigo: string; total: number; grossTotal: number };
  await dialog.getByRole('button', { name: t('ordering.placed.print') }).click();
  await expect(gold.page).toHaveURL(`/history/print?codigo=${order.Codigo}`);
  const sheet = gold.page.getByRole('article', { name: t('ordering.print.title', { code: order.Codigo }) });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('cell', { name: product!.codigo, exact: true })).toBeVisible();
  const totals = sheet.getByRole('group', { name: t('ordering.print.totals', { code: order.Codigo }) });
  await expect(totals.locator('dd').first()).toHaveText(`${order.grossTotal.toFixed(2).replace('.', ',')} €`);
  await expect(totals.locator('dd').last()).toContainText(order.total.toFixed(2).replace('.', ','));
  await expectAccessible(gold.page, 'the printed order');

  // On paper only the sheet shows: the header and the menu, and the buttons, do not.
  await gold.page.emulateMedia({ media: 'print' });
  await expect(gold.page.getByRole('banner')).toBeHidden();
  await expect(gold.page.getByRole('button', { name: t('ordering.print.print') })).toBeHidden();
  await expect(sheet.getByRole('cell', { name: product!.codigo, exact: true })).toBeVisible();
  await gold.page.emulateMedia({ media: 'screen' });

  // The same sheet from the history's row.
  await gold.page.getByRole('link', { name: t('ordering.print.back') }).click();
  await expect(gold.page).toHaveURL('/history');
  await gold.page
    .getByRole('link', { name: t('ordering.history.printOrder', { code: order.Codigo }) })
    .click();
  await expect(sheet).toBeVisible();
});

test('the summary and the history are usable at 360 px wide', async ({ bronze }) => {
  await bronze.page.setViewportSize({ width: 360, height: 740 });
  try {
    const lines = discounted(bronze.products).slice(0, 3);
    expect(lines).toHaveLength(3);
    const dialog = await startCart(
      bronze,
      lines.map((p) => [p, Math.max(2, Math.ceil(60 / p.finalPrice!))] as [Product, number]),
    );
    await toSummary(dialog);
    // Each line a card: its name, and its line total in full.
    const cards = dialog.getByRole('list', { name: t('ordering.summary.lines') }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText(/\d+,\d{2} €$/).last()).toBeVisible();
    }
    await expectNoSidewaysScroll(bronze.page, 'checkout summary at 360 px');
    await expectAccessible(bronze.page, 'checkout summary at 360 px');
    const placed = bronze.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
    const order = (await (await placed).json()) as { Codigo: string; total: number };
    await dialog.getByRole('button', { name: t('ordering.placed.toHistory') }).click();

    await expect(bronze.page).toHaveURL('/history');
    const card = bronze.page.getByRole('listitem', { name: order.Codigo });
    await expect(card).toBeVisible();
    // Status, total and the actions in sight, without scrolling sideways.
    await expect(
      card
        .getByText(t(`messages:orders.status.received`))
        .or(card.getByText(t('messages:orders.status.sent_to_erp'))),
    ).toBeVisible();
    await expect(card.getByText(`${order.total.toFixed(2).replace('.', ',')} €`)).toBeVisible();
    await expect(
      card.getByRole('button', { name: t('ordering.history.reorderOrder', { code: order.Codigo }) }),
    ).toBeVisible();
    await expect(
      card.getByRole('link', { name: t('ordering.history.printOrder', { code: order.Codigo }) }),
    ).toBeVisible();
    await card.getByRole('button', { name: t('ordering.history.showLines', { code: order.Codigo }) }).click();
    await expect(
      bronze.page.getByRole('table', { name: t('ordering.history.linesCaption', { code: order.Codigo }) }),
    ).toBeVisible();
    await expectNoSidewaysScroll(bronze.page, 'history at 360 px');
    await expectAccessible(bronze.page, 'history at 360 px');
  } finally {
    await bronze.page.setViewportSize({ width: 1280, height: 720 });
  }
});
