// WCAG 2.2 AA on the customer's side: axe finds nothing serious or critical on
// any customer screen or dialog, with their toasts, menus and pickers open; a toast's close button
// has a name; the user menu's name begins with what it shows; the page behind an open dialog is
// out of reach (inert) and the focus comes back to what opened it; the totals are a definition
// list of term and amount pairs. Buys as a login of its own (buyer.ts).
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts, type Buyer } from './buyer.ts';
import { expect, test as base } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

const test = base.extend<object, { buyer: Buyer }>({
  buyer: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { buyer, close } = await newBuyer(browser, adminPage, workerInfo, {
        codigoCliente: 'C0004',
        name: 'a11y',
      });
      await use(buyer);
      await close();
    },
    { scope: 'worker' },
  ],
});

async function openCart(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: t('cart.open', { count }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Two products worth more than the minimum order, in a fresh cart. */
async function fillCart(buyer: Buyer) {
  await buyer.api('DELETE', '/carrito');
  const [first, second] = simpleProducts(buyer.products).filter((p) => p.finalPrice! >= 60) as [
    (typeof buyer.products)[number],
    (typeof buyer.products)[number],
  ];
  await buyer.api('POST', '/carrito', { codigo: first.codigo, Cantidad: 2 });
  await buyer.api('POST', '/carrito', { codigo: second.codigo, Cantidad: 1 });
  return [first, second] as const;
}

/** After a navigation, on a machine that may be busy: the screen's heading, its data loaded. */
const LOADED = { timeout: 30_000 };

async function screenLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expect(page.getByRole('main').getByLabel(t('app.loading'))).toHaveCount(0, LOADED);
}

for (const [title, screens] of [
  [
    'the catalogue and the history',
    [
      ['/products', 'catalogue grid'],
      ['/products?view=list', 'catalogue list'],
      ['/history', 'order history'],
    ],
  ],
  [
    'the service requests',
    [
      ['/sat', 'after-sales requests'],
      ['/sat?nova=1', 'after-sales request form'],
      ['/maintenance', 'maintenance requests'],
      ['/maintenance?nova=1', 'maintenance request form'],
      ['/standarization', 'standardisation requests'],
      ['/standarization?nova=1', 'standardisation request form'],
    ],
  ],
] as const) {
  test(`${title}: no serious or critical axe violation`, async ({ buyer }) => {
    test.slow();
    for (const [path, what] of screens) {
      await buyer.page.goto(path);
      await screenLoaded(buyer.page);
      await expectAccessible(buyer.page, what);
    }
  });
}

test('the accessibility statement: from the login page’s footer and a logged-in screen’s, with where to report a barrier', async ({
  page,
  buyer,
}) => {
  // Before logging in, from the foot of the login page.
  await page.goto('/login');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('layout.accessibility') })
    .click();
  await expect(page).toHaveURL('/accessibilitat');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.accessibility') })).toBeVisible(LOADED);
  // Customer service's address as the parameters have it (the demo's `emailContacto`).
  await expect(page.getByRole('link', { name: 'atencio.client@example.com' })).toHaveAttribute(
    'href',
    'mailto:atencio.client@example.com',
  );
  await expectAccessible(page, 'accessibility statement');

  // Logged in, from the foot of the catalogue, by keyboard (the cards grow as their own codes
  // arrive, moving the foot under a pointer); the session stays.
  await buyer.page.goto('/products');
  await screenLoaded(buyer.page);
  await buyer.page.getByRole('link', { name: t('layout.accessibility') }).press('Enter');
  await expect(buyer.page.getByRole('heading', { level: 1, name: t('screens.accessibility') })).toBeVisible(
    LOADED,
  );
  await buyer.page.getByRole('link', { name: t('accessibility.back') }).click();
  await expect(buyer.page).toHaveURL(/\/products/);
});

test('a product’s detail, the profile with its dialogs, and the user menu: no serious or critical axe violation', async ({
  buyer,
}) => {
  test.slow();
  const { page } = buyer;
  const product = simpleProducts(buyer.products)[0]!;
  await page.goto(`/consumables/product/detail?id=${product.id}`);
  await screenLoaded(page);
  await expectAccessible(page, 'product detail');

  await page.goto('/perfil');
  await screenLoaded(page);
  await expectAccessible(page, 'profile');
  for (const [button, title] of [
    ['profile.changePassword', 'profile.changePassword'],
    ['profile.changeEmail', 'profile.changeEmail'],
    ['profile.addresses.add', 'ordering.contact.title'],
  ] as const) {
    await page.getByRole('button', { name: t(button) }).click();
    const dialog = page.getByRole('dialog', { name: t(title) });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `${t(title)} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // The user menu, and customer service from it.
  await page.getByRole('button', { name: t('layout.userMenu', { name: buyer.username }) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'user menu');
  await page.getByRole('menuitem', { name: t('customerService.menuEntry') }).click();
  const service = page.getByRole('dialog');
  await expect(service).toBeVisible(LOADED);
  await expectAccessible(page, 'customer service dialog');
  await page.keyboard.press('Escape');
  await expect(service).toBeHidden();
});

test('the cart dialog, step by step, with the quick order and a new address: no serious or critical axe violation', async ({
  buyer,
}) => {
  test.slow();
  const { page } = buyer;
  const [product] = await fillCart(buyer);
  await page.goto('/products');
  const dialog = await openCart(page, 2);
  await expect(dialog.getByRole('list', { name: t('ordering.lines.listLabel') })).toBeVisible(LOADED);
  await expectAccessible(page, 'cart lines');
  await dialog.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  await dialog.getByLabel(t('ordering.quick.label')).fill(`NO-SUCH-CODE 2\n${product.codigo} 1`);
  await dialog.getByRole('button', { name: t('ordering.quick.check') }).click();
  await expect(dialog.getByRole('table', { name: t('ordering.quick.tableCaption') })).toBeVisible();
  await expectAccessible(page, 'quick order verdicts');
  await dialog.getByRole('tab', { name: t('ordering.lines.tabLines', { count: 2 }) }).click();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1, LOADED);
  await expectAccessible(page, 'delivery step');
  await dialog.getByRole('button', { name: t('ordering.delivery.newAddress') }).click();
  const address = page.getByRole('dialog', { name: t('ordering.contact.title') });
  await expect(address).toBeVisible(LOADED);
  await address.getByRole('button', { name: t('ordering.contact.save') }).click();
  await expect(address.getByText(t('messages:validation.required')).first()).toBeVisible();
  await expectAccessible(page, 'new address dialog with its errors');
  await page.keyboard.press('Escape');
  await expect(address).toBeHidden();
  // The focus goes back to what opened the address dialog (it had fallen to the page's body), and
  // each step is seen drawn before "next" is pressed again.
  await expect(dialog.getByRole('button', { name: t('ordering.delivery.newAddress') })).toBeFocused();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  const accept = dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') });
  await expect(accept).not.toBeChecked(LOADED);
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByText(t('messages:orders.acceptConditions'))).toBeVisible(LOADED);
  await expectAccessible(page, 'conditions step refused');
  await accept.check();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('button', { name: t('ordering.nav.confirm') })).toBeVisible();
  await expectAccessible(page, 'summary step');
  await page.keyboard.press('Escape');
});

test('a toast names its close button, and the user menu’s name begins with what it shows', async ({
  buyer,
}) => {
  const { page } = buyer;
  await page.goto('/perfil');
  await screenLoaded(page);
  // A new delivery address says so in a toast.
  await page.getByRole('button', { name: t('profile.addresses.add') }).click();
  const address = page.getByRole('dialog', { name: t('ordering.contact.title') });
  await address.getByLabel(t('ordering.contact.nombreContacto')).fill(`Magatzem ${Date.now()}`);
  await address.getByLabel(t('ordering.contact.direccion')).fill('Carrer de la Forja 3');
  await address.getByLabel(t('ordering.contact.codigoPostal')).fill('08301');
  await address.getByLabel(t('ordering.contact.poblacion')).fill('Mataró');
  await address.getByLabel(t('ordering.contact.provincia')).fill('Barcelona');
  await address.getByRole('button', { name: t('ordering.contact.save') }).click();
  const toast = page.getByRole('alert').filter({ hasText: t('messages:contacts.created') });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: t('common.close') })).toBeVisible();
  await expectAccessible(page, 'profile with a toast');

  // WCAG 2.5.3: a speech user says what they see.
  const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(buyer.username) });
  // Its visible words: the text shown, leaving out what is hidden from assistive technology (the
  // avatar is a figure).
  const shown = await menu.evaluate((button) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('[aria-hidden="true"]') || parent.offsetParent === null) continue;
      words.push(node.textContent!.trim());
    }
    return words.filter(Boolean).join(' ');
  });
  expect(shown).toBe(buyer.username);
  expect(await menu.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
});

test('the page behind an open dialog is out of reach, and the focus goes back to what opened it', async ({
  buyer,
}) => {
  const { page } = buyer;
  await fillCart(buyer);
  await page.goto('/products');
  await screenLoaded(page);
  const cartButton = page.getByRole('button', { name: t('cart.open', { count: 2 }) });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog).toBeVisible();
  // Inert: no pointer, no focus, no reading cursor for the page behind.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('root')!.contains(document.activeElement))).toBe(
      false,
    );
  }

  // The totals: a definition list of term and amount pairs.
  const totals = dialog.getByRole('group', { name: t('ordering.totals.title') });
  await expect(totals).toBeVisible();
  const shape = await totals
    .locator('dl')
    .evaluate((list) =>
      [...list.querySelectorAll(':scope > dt, :scope > dd, :scope > div > dt, :scope > div > dd')].map(
        (node) => node.tagName,
      ),
    );
  expect(shape.length).toBeGreaterThanOrEqual(4);
  expect(shape).toEqual(shape.map((_, index) => (index % 2 === 0 ? 'DT' : 'DD')));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(cartButton).toBeFocused();
});
