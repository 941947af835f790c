// The customer's journey without the flaws a buyer noticed: adding from the
// catalogue's list (item 6), one word for the cart in the server's messages (item 9), and the
// smaller flaws of item 10 — the cart button's plural, the quantity breaks of a product sold in
// lots, stock counts with a thousands separator, weekend delivery dates, the quick order's line
// numbers after adding, and an add confirmed once. Each buys as a login of its own (buyer.ts), so
// no other test's cart meets it; axe judges every screen and dialog visited.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts, type Buyer, type CatalogueProduct } from './buyer.ts';
import { expect, test as base } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const units = new Intl.NumberFormat('de-DE');
/** The first thing a screen shows after a navigation, on a machine that may be busy. */
const LOADED = { timeout: 30_000 };
const DETAIL_SCREEN: Record<string, string> = {
  equipment: 'equipments',
  consumable: 'consumables',
  accessory: 'accessories',
};

const test = base.extend<object, { buyer: Buyer }>({
  buyer: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { buyer, close } = await newBuyer(browser, adminPage, workerInfo, {
        codigoCliente: 'C0003',
        name: 'journey',
      });
      await use(buyer);
      await close();
    },
    { scope: 'worker' },
  ],
});

interface PriceLine {
  idLista: number;
  precioNeto: number;
  desdeUnidades: number;
}

/** The first multiple of the lote not below the minimum (docs/decisions.md, "Lote and minimum combine"). */
function smallestOrderable(product: Pick<CatalogueProduct, 'lote' | 'minimumQuantity'>): number {
  const minimum = Math.max(1, product.minimumQuantity);
  return product.lote && product.lote > 1 ? Math.ceil(minimum / product.lote) * product.lote : minimum;
}

/** Priced, in stock, sold only in lots of 2 or more. */
function soldInLots(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  return products.filter(
    (p) => p.finalPrice !== null && (p.lote ?? 0) >= 2 && p.stock >= 50 && p.type !== 'service',
  );
}

async function emptyCart(buyer: Buyer) {
  await buyer.api('DELETE', '/carrito');
}

/** The card of a product on the catalogue's result list. */
function cardOf(page: Page, product: CatalogueProduct): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.nombre, exact: true }) });
}

async function showInCatalogue(page: Page, product: CatalogueProduct, view: 'grid' | 'list') {
  await page.goto(`/products?${new URLSearchParams({ q: product.codigo, view }).toString()}`);
  const card = cardOf(page, product);
  await expect(card).toBeVisible(LOADED);
  return card;
}

test('item 6: a buyer adds from the list and the grid, the quantity starting at the minimum and stepping by the lote, under the detail’s rules', async ({
  buyer,
}) => {
  test.slow();
  const { page } = buyer;
  await emptyCart(buyer);
  const lot = soldInLots(buyer.products)[0]!;
  const simple = simpleProducts(buyer.products)[0]!;
  expect(lot).toBeDefined();
  expect(simple).toBeDefined();
  const start = smallestOrderable(lot);

  const card = await showInCatalogue(page, lot, 'list');
  const quantity = card.getByRole('textbox', { name: t('products.card.quantityOf', { name: lot.nombre }) });
  const add = card.getByRole('button', { name: t('products.card.addNamed', { name: lot.nombre }) });
  await expect(quantity).toHaveValue(String(start));
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue(String(start + lot.lote!));
  await expectAccessible(page, 'catalogue list with its add controls');

  // A quantity off the lote: the detail screen's message, and nothing can be added.
  await quantity.fill(String(start + 1));
  await expect(card.getByText(t('messages:cart.lote', { lote: lot.lote! }))).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(add).toBeDisabled();

  await quantity.fill(String(start + lot.lote!));
  await add.click();
  await expect(card.getByText(t('products.detail.added', { count: start + lot.lote! }))).toBeVisible();
  // Item 10: one product is "1 producte", not "1 productes".
  await expect(page.getByRole('button', { name: t('cart.open', { count: 1 }) })).toHaveAccessibleName(
    /\(1 producte\)$/,
  );
  await expect(card.getByRole('button', { name: t('products.detail.viewCart') })).toBeVisible();

  const gridCard = await showInCatalogue(page, simple, 'grid');
  await expect(
    gridCard.getByRole('textbox', { name: t('products.card.quantityOf', { name: simple.nombre }) }),
  ).toHaveValue(String(smallestOrderable(simple)));
  await gridCard.getByRole('button', { name: t('products.card.addNamed', { name: simple.nombre }) }).click();
  await expect(
    gridCard.getByText(t('products.detail.added', { count: smallestOrderable(simple) })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.open', { count: 2 }) })).toBeVisible();
  await expectAccessible(page, 'catalogue grid after adding');

  // The lines went in as asked.
  const cart = (await buyer.api('GET', '/carrito')) as { lineas: { codigo: string; Cantidad: number }[] };
  expect(cart.lineas.map((line) => [line.codigo, line.Cantidad]).sort()).toEqual(
    [
      [lot.codigo, start + lot.lote!],
      [simple.codigo, smallestOrderable(simple)],
    ].sort(),
  );
});

test('items 9 and 10: an add is confirmed once, beside its button, and the server speaks of the cart with the screens’ word', async ({
  buyer,
}) => {
  test.slow();
  const { page } = buyer;
  await emptyCart(buyer);
  const [first, second] = simpleProducts(buyer.products).slice(1, 3) as [CatalogueProduct, CatalogueProduct];

  const card = await showInCatalogue(page, first, 'list');
  await card.getByRole('button', { name: t('products.card.addNamed', { name: first.nombre }) }).click();
  await expect(card.getByText(t('products.detail.added', { count: 1 }))).toBeVisible();
  // And spec §8's positive toast, once.
  await expect(page.getByRole('alert').getByText(t('messages:cart.added'))).toHaveCount(1);
  await page.getByRole('button', { name: t('cart.open', { count: 1 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog.getByRole('list', { name: t('ordering.lines.listLabel') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The product goes into the cart elsewhere (another tab) while its card still offers it: the
  // server's refusal is shown, in the word the cart button uses.
  const other = await showInCatalogue(page, second, 'list');
  await buyer.api('POST', '/carrito', { codigo: second.codigo, Cantidad: 1 });
  await other.getByRole('button', { name: t('products.card.addNamed', { name: second.nombre }) }).click();
  const refusal = other.getByRole('alert');
  await expect(refusal).toHaveText(new RegExp(t('messages:cart.alreadyInCart').replace('.', '\\.')));
  const cartWord = t('cart.title').toLowerCase();
  await expect(refusal).toContainText(cartWord);
  await expect(refusal.getByRole('button', { name: t('products.detail.viewCart') })).toBeVisible();
  await expectAccessible(page, 'card refused as already in the cart');
});

test('item 10: a product sold in lots shows its quantity breaks from the first quantity that can be ordered, and stock counts are grouped', async ({
  buyer,
}) => {
  test.slow();
  const { page } = buyer;
  // A product sold in lots whose price list has a break below its first lot.
  let chosen: { product: CatalogueProduct; lines: PriceLine[] } | null = null;
  for (const product of soldInLots(buyer.products)) {
    const detail = (await buyer.api('GET', `/productos?id=${product.id}`)) as { prices: PriceLine[] };
    const own = detail.prices
      .filter((line) => line.idLista === 5)
      .sort((a, b) => a.desdeUnidades - b.desdeUnidades);
    if (own.length > 0 && own[0]!.desdeUnidades < smallestOrderable(product)) {
      chosen = { product, lines: own };
      break;
    }
  }
  expect(chosen, 'a product sold in lots with a break from fewer units').not.toBeNull();
  const { product, lines } = chosen!;

  await page.goto(`/consumables/product/detail?id=${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible(LOADED);
  const rows = page.getByRole('table', { name: t('products.detail.prices') }).locator('tbody tr');
  const firstCell = rows.first().locator('td').first();
  // The field starts at the smallest orderable quantity; its break is the first row, from there.
  await expect(firstCell).toHaveText(
    `${units.format(smallestOrderable(product))} (${t('products.detail.appliesNow')})`,
  );
  expect(await rows.locator('td:first-child').allTextContents()).not.toContain(
    String(lines[0]!.desdeUnidades),
  );
  await expectAccessible(page, 'detail of a product sold in lots');

  const stocked = buyer.products.find((p) => p.stock >= 1000 && p.type !== 'service');
  expect(stocked, 'a product with a stock of thousands').toBeDefined();
  await page.goto(`/${DETAIL_SCREEN[stocked!.type]}/product/detail?id=${stocked!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: stocked!.nombre })).toBeVisible(LOADED);
  await expect(page.getByText(`${units.format(stocked!.stock)} unitats`, { exact: true })).toBeVisible();
});

test('item 10: the quick order numbers what is left after adding as the box shows it', async ({ buyer }) => {
  test.slow();
  const { page } = buyer;
  await emptyCart(buyer);
  const [good, other] = simpleProducts(buyer.products).slice(3, 5) as [CatalogueProduct, CatalogueProduct];
  const lot = soldInLots(buyer.products)[1]!;
  const unknown = 'NO-SUCH-CODE-77';
  await page.goto('/products');
  await page.getByRole('button', { name: t('cart.open', { count: 0 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  const box = dialog.getByLabel(t('ordering.quick.label'));
  await box.fill(
    [`${good.codigo} 1`, `${unknown} 2`, `${other.codigo} 1`, `${lot.codigo} ${lot.lote! + 1}`].join('\n'),
  );
  await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();
  const rows = dialog.getByRole('table', { name: t('ordering.quick.tableCaption') }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(
    t('messages:quickOrder.unknownCode', { lineNumber: 2, codigo: unknown }),
  );

  await dialog.getByRole('button', { name: t('ordering.quick.addValid', { count: 2 }) }).click();
  await expect(dialog.getByText(t('ordering.quick.added', { count: 2 }))).toBeVisible();
  await expect(box).toHaveValue([`${unknown} 2`, `${lot.codigo} ${lot.lote! + 1}`].join('\n'));
  // The verdicts follow the box: its first line is line 1.
  await expect(rows.nth(0)).toContainText(
    t('messages:quickOrder.unknownCode', { lineNumber: 1, codigo: unknown }),
  );
  await expect(rows).toHaveCount(2);
  expect(await rows.locator('td:first-child').allTextContents()).toEqual(['1', '2']);
  await expectAccessible(page, 'quick order after adding');
  await page.keyboard.press('Escape');
});

test('item 10: the wished delivery date offers no weekend, and the server refuses one', async ({ buyer }) => {
  test.slow();
  const { page } = buyer;
  await emptyCart(buyer);
  const product = simpleProducts(buyer.products).find((p) => p.finalPrice! >= 120)!;
  await buyer.api('POST', '/carrito', { codigo: product.codigo, Cantidad: 1 });
  await page.goto('/products');
  await page.getByRole('button', { name: t('cart.open', { count: 1 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();

  await dialog.getByLabel(t('ordering.conditions.fechaEntrega')).click();
  // Next month, wholly in the future: its Saturdays and Sundays (the last two columns, the week
  // starting on Monday) cannot be picked, its working days can.
  await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
  const weeks = page
    .locator('table')
    .filter({ has: page.locator('tbody button') })
    .locator('tbody tr');
  await expect(weeks.first()).toBeVisible();
  for (const week of await weeks.all()) {
    const days = week.locator('td button');
    await expect(days).toHaveCount(7);
    await expect(days.nth(5)).toBeDisabled();
    await expect(days.nth(6)).toBeDisabled();
  }
  await expect(weeks.nth(2).locator('td button').first()).toBeEnabled();
  await expectAccessible(page, 'delivery date picker');
  await page.keyboard.press('Escape');

  // Typed around the picker, or sent without the screen, a Saturday is refused by the server.
  const saturday = (() => {
    const now = new Date();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7));
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  })();
  const contacts = (await buyer.api('GET', '/cliente/contactos')) as { id: number }[];
  const refused = await page.request.post('/api/v1/pedidos/add', {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { accessToken: string }).accessToken)}`,
      'Accept-Language': 'ca',
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: {
      lineasPedido: [{ codigo: product.codigo, Cantidad: 1 }],
      idContacto: contacts[0]!.id,
      fechaEntrega: saturday,
      acceptedConditions: true,
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error_description: string }).error_description).toBe(
    t('messages:orders.deliveryDateWeekend'),
  );
  await page.keyboard.press('Escape');
});
