// The ordering journey on a phone: at 390×844 nothing on any screen of
// it runs past the screen's edge (wide tables scroll inside their own box), a step's refusal takes
// the customer to the problem — focused, in sight, above the dialog's sticky action bar — and a
// toast leaves "next" uncovered; at 412×823 a cart line's whole name and each quick-order line's
// verdict are in sight; at 360 px wide every customer screen still fits. Buys as a login of its
// own (buyer.ts), logged in once per worker at the phone's size.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expectNothingOverflows, expectPageFitsWindow, expectWhollyShown } from './a11y.ts';
import { newBuyer, simpleProducts, type Buyer, type CatalogueProduct } from './buyer.ts';
import { expect, test as base } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
/** The first thing a screen shows after a navigation, on a machine that may be busy. */
const LOADED = { timeout: 30_000 };

const test = base.extend<object, { phone: Buyer }>({
  phone: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { buyer, close } = await newBuyer(browser, adminPage, workerInfo, {
        codigoCliente: 'C0002',
        name: 'phone',
        viewport: { width: 390, height: 844 },
      });
      await use(buyer);
      await close();
    },
    { scope: 'worker' },
  ],
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'drawn on the page').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The checkout's refusal brought the customer to `problem`: it has the focus (or holds it) and
 * sits wholly in sight, above the sticky bar of back/next.
 */
async function expectInSight(page: Page, problem: Locator, bar: Locator) {
  const screenHeight = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const [shown, barBox] = [await boxOf(problem), await boxOf(bar)];
      return shown.y >= 0 && shown.y + shown.height <= Math.min(barBox.y, screenHeight);
    })
    .toBe(true);
}

/**
 * Where `code`, inside `element`'s text, runs onto a new line other than right after one of its
 * hyphens: the positions of its characters that start a line they should not.
 */
function breaksInsideParts(element: Element, code: string): number[] {
  const nodes: { node: Text; from: number }[] = [];
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    nodes.push({ node, from: text.length });
    text += node.data;
  }
  const start = text.indexOf(code);
  if (start < 0) return [-1];
  const range = document.createRange();
  const topOf = (index: number) => {
    let at = nodes[0]!;
    for (const entry of nodes) if (entry.from <= index) at = entry;
    const { node, from } = at;
    range.setStart(node, index - from);
    range.setEnd(node, index - from + 1);
    return range.getBoundingClientRect().top;
  };
  const wrong: number[] = [];
  for (let index = start + 1; index < start + code.length; index++) {
    if (topOf(index) > topOf(index - 1) + 2 && text[index - 1] !== '-') wrong.push(index - start);
  }
  return wrong;
}

async function addFromCard(page: Page, product: CatalogueProduct) {
  await page.goto(`/products?${new URLSearchParams({ q: product.codigo, view: 'list' }).toString()}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.nombre, exact: true }) });
  await expect(card).toBeVisible(LOADED);
  await card.getByRole('button', { name: t('products.card.addNamed', { name: product.nombre }) }).click();
  await expect(card.getByText(t('products.detail.added', { count: 1 }))).toBeVisible();
  await expectNothingOverflows(page, `catalogue list with ${product.codigo} added`);
}

test('the ordering journey at 390×844: nothing runs past the edge, refusals come into sight, and a toast leaves "next" uncovered', async ({
  phone,
}) => {
  test.slow();
  const { page } = phone;
  await phone.api('DELETE', '/carrito');
  const [first, second] = simpleProducts(phone.products).filter((p) => p.finalPrice! >= 60) as [
    CatalogueProduct,
    CatalogueProduct,
  ];

  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible(LOADED);
  await expectNothingOverflows(page, 'catalogue grid');
  await addFromCard(page, first);
  await addFromCard(page, second);
  await page.goto(`/consumables/product/detail?id=${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.nombre })).toBeVisible(LOADED);
  await expectNothingOverflows(page, 'product detail');

  await page.getByRole('button', { name: t('cart.open', { count: 2 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  const next = dialog.getByRole('button', { name: t('ordering.nav.next') });
  const bar = next.locator('..');
  await expect(next).toBeVisible();
  await expectNothingOverflows(page, 'cart lines');

  // The quick order's verdicts: a card per line, its verdict under it, all in sight.
  await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  await dialog.getByLabel(t('ordering.quick.label')).fill(`NO-SUCH-CODE-9 3\n${first.codigo} 1`);
  await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();
  const verdicts = dialog.getByRole('list', { name: t('ordering.quick.tableCaption') });
  await expect(verdicts.getByRole('listitem')).toHaveCount(2);
  await expectNothingOverflows(page, 'quick order verdicts');
  await expectAccessible(page, 'quick order verdicts on a phone');
  await dialog.getByRole('tab', { name: t('ordering.lines.tabLines', { count: 2 }) }).click();

  // A refused quantity: "next" takes the customer to the field, above the sticky bar.
  const quantity = dialog.getByLabel(t('ordering.lines.quantityOf', { title: second.nombre }));
  await quantity.fill('0');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await next.click();
  await expect(dialog.getByText(t('ordering.lines.fixQuantities'))).toBeVisible();
  await expect(quantity).toBeFocused();
  await expectInSight(page, quantity, bar);
  await quantity.fill('1');
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');

  // A new address: its toast must not cover "next".
  await next.click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNothingOverflows(page, 'delivery step');
  await dialog.getByRole('button', { name: t('ordering.delivery.newAddress') }).click();
  const address = page.getByRole('dialog', { name: t('ordering.contact.title') });
  await address.getByLabel(t('ordering.contact.nombreContacto')).fill(`Obra ${Date.now()}`);
  await address.getByLabel(t('ordering.contact.direccion')).fill('Polígon Can Roqueta, nau 4');
  await address.getByLabel(t('ordering.contact.codigoPostal')).fill('08202');
  await address.getByLabel(t('ordering.contact.poblacion')).fill('Sabadell');
  await address.getByLabel(t('ordering.contact.provincia')).fill('Barcelona');
  await expectNothingOverflows(page, 'new address dialog');
  await address.getByRole('button', { name: t('ordering.contact.save') }).click();
  const toast = page.getByRole('alert').filter({ hasText: t('messages:contacts.created') });
  await expect(toast).toBeVisible();
  await expect(address).toBeHidden();
  expect(overlaps(await boxOf(toast), await boxOf(next)), 'the toast covers "next"').toBe(false);
  expect(overlaps(await boxOf(toast), await boxOf(bar)), 'the toast covers the action bar').toBe(false);

  // The conditions not accepted: "next" takes the customer to the box and its message.
  await next.click();
  const accept = dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') });
  await expect(accept).toBeVisible();
  await expectNothingOverflows(page, 'conditions step');
  await next.click();
  const refusal = dialog.getByText(t('messages:orders.acceptConditions'));
  await expect(refusal).toBeVisible();
  await expect(accept).toBeFocused();
  await expectInSight(page, refusal, bar);
  await expectAccessible(page, 'conditions refused on a phone');
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();

  await next.click();
  const confirm = dialog.getByRole('button', { name: t('ordering.nav.confirm') });
  await expect(confirm).toBeVisible();
  await expectNothingOverflows(page, 'summary');
  await confirm.click();
  await expect(dialog.getByRole('button', { name: t('ordering.placed.toHistory') })).toBeVisible({
    timeout: 20_000,
  });
  await expectNothingOverflows(page, 'order placed');
  await dialog.getByRole('button', { name: t('ordering.placed.toHistory') }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.history') })).toBeVisible();
  await expectNothingOverflows(page, 'order history');
});

test("at 412×823 the cart shows each line's whole name and the quick order each line's verdict, and neither scrolls sideways", async ({
  phone,
}) => {
  const { page } = phone;
  await page.setViewportSize({ width: 412, height: 823 });
  try {
    await phone.api('DELETE', '/carrito');
    // The longest names of the catalogue, the ones a narrow line cuts first.
    const [longest, next, third] = simpleProducts(phone.products).sort(
      (a, b) => b.nombre.length - a.nombre.length,
    ) as [CatalogueProduct, CatalogueProduct, CatalogueProduct];
    await phone.api('POST', '/carrito', { codigo: longest.codigo, Cantidad: 1 });
    await phone.api('POST', '/carrito', { codigo: next.codigo, Cantidad: 1 });

    await page.goto('/products');
    await page.getByRole('button', { name: t('cart.open', { count: 2 }) }).click();
    const dialog = page.getByRole('dialog', { name: t('cart.title') });
    for (const product of [longest, next]) {
      const line = dialog.getByRole('listitem', { name: product.nombre, exact: true });
      const name = line.getByText(product.nombre, { exact: true });
      await expect(name).toBeVisible(LOADED);
      await expectWhollyShown(name, `the name of the cart line ${product.codigo}`);
    }
    await expectPageFitsWindow(page, 'the cart lines');
    await expectNothingOverflows(page, 'the cart lines at 412 px');
    await expectAccessible(page, 'the cart lines at 412 px');

    // A code the catalogue does not have and one it has (not in the cart yet): each verdict under
    // its line, in sight.
    await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
    await dialog.getByLabel(t('ordering.quick.label')).fill(`NO-SUCH-CODE-9 3\n${third.codigo} 1`);
    await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();
    const verdicts = dialog.getByRole('list', { name: t('ordering.quick.tableCaption') });
    const lines = verdicts.locator(':scope > li');
    await expect(lines).toHaveCount(2);
    const [unknown, known] = [lines.nth(0), lines.nth(1)];
    // Each line as typed, its code never broken inside a part: on another line, if at all, after a hyphen.
    for (const [item, typed, code] of [
      [unknown, 'NO-SUCH-CODE-9 3', 'NO-SUCH-CODE-9'],
      [known, `${third.codigo} 1`, third.codigo],
    ] as const) {
      const text = item.getByText(typed, { exact: true });
      await expectWhollyShown(text, `the line "${typed}"`);
      expect(await text.evaluate(breaksInsideParts, code), `where "${code}" breaks`).toEqual([]);
    }
    // The verdict, the card's last value: why the unknown code cannot go into the cart, OK for the other.
    await expect(unknown.locator('dd').last()).toHaveText(
      t('messages:quickOrder.unknownCode', { lineNumber: 1, codigo: 'NO-SUCH-CODE-9' }),
    );
    await expect(known.locator('dd').last()).toContainText(t('ordering.quick.ok'));
    for (const [item, what] of [
      [unknown, 'the verdict on the unknown code'],
      [known, 'the verdict on the known code'],
    ] as const) {
      await expectWhollyShown(item.locator('dd').last(), what);
    }
    await expectPageFitsWindow(page, 'the quick order verdicts');
    await expectNothingOverflows(page, 'the quick order verdicts at 412 px');
    await expectAccessible(page, 'the quick order verdicts at 412 px');
  } finally {
    await page.setViewportSize({ width: 390, height: 844 });
  }
});

test('every customer screen fits a 360 px wide phone', async ({ phone }) => {
  test.slow();
  const { page } = phone;
  await page.setViewportSize({ width: 360, height: 780 });
  try {
    const product = simpleProducts(phone.products)[0]!;
    for (const [path, what] of [
      ['/products', 'catalogue grid'],
      ['/products?view=list', 'catalogue list'],
      [`/consumables/product/detail?id=${product.id}`, 'product detail'],
      ['/history', 'order history'],
      ['/sat', 'after-sales requests'],
      ['/sat?nova=1', 'after-sales request form'],
      ['/maintenance', 'maintenance requests'],
      ['/maintenance?nova=1', 'maintenance request form'],
      ['/standarization', 'standardisation requests'],
      ['/standarization?nova=1', 'standardisation request form'],
      ['/perfil', 'profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
      await expect(page.getByRole('main').getByLabel(t('app.loading'))).toHaveCount(0, LOADED);
      await expectNothingOverflows(page, `${what} at 360 px`);
    }
  } finally {
    await page.setViewportSize({ width: 390, height: 844 });
  }
});
