// A whole order by keyboard alone (WCAG 2.1.1): log in, search, add two
// products, go through the four steps and place the order with Tab, Enter, Space and the arrow
// keys. Nothing is clicked or filled: locators only tell which element has the focus and what
// the page shows. The login is made for this test by the administrator (buyer.ts), and its first
// log-in is the keyboard's.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { simpleProducts, type CatalogueProduct } from './buyer.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached by ${limit} presses of Tab`).toBe(true);
}

async function newLogin(adminPage: Page, username: string) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  const roles = (await (await adminPage.request.get('/api/v1/rols', { headers })).json()) as {
    dades: { idRol: number; nom: string }[];
  };
  const created = await adminPage.request.post('/api/v1/usuaris', {
    headers,
    data: {
      username,
      email: `${username}@buyer.example`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      roles: [roles.dades.find((role) => role.nom === 'CLIENT')!.idRol],
      codigoCliente: 'C0002',
      idioma: 'ca',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a customer places an order with the keyboard alone', async ({ adminPage, page }, workerInfo) => {
  test.slow();
  const username = `keyboard_${workerInfo.workerIndex}_${Date.now()}`;
  await newLogin(adminPage, username);

  // Log in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel(new RegExp(`^${t('login.username')}`)));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel(new RegExp(`^${t('login.password')}`)));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products', { timeout: 30_000 });
  await expectAccessible(page, 'catalogue, reached by keyboard');

  // Two products that pass the minimum order together.
  const token = await accessTokenOf(page);
  const products = (await (
    await page.request.get('/api/v1/productos/all', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ca' },
    })
  ).json()) as CatalogueProduct[];
  const [first, second] = simpleProducts(products).filter((p) => p.finalPrice! >= 60) as [
    CatalogueProduct,
    CatalogueProduct,
  ];

  // Search and add, twice; the second quantity raised with the arrow key.
  const search = page
    .getByRole('searchbox', { name: t('products.search.label') })
    .or(page.getByRole('textbox', { name: t('products.search.label') }));
  for (const [product, raise] of [
    [first, 0],
    [second, 1],
  ] as const) {
    await tabTo(page, search);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(product.codigo);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.nombre, exact: true }) });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const quantity = card.getByRole('textbox', {
      name: t('products.card.quantityOf', { name: product.nombre }),
    });
    await tabTo(page, quantity);
    for (let step = 0; step < raise; step++) await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue(String(1 + raise));
    await tabTo(
      page,
      card.getByRole('button', { name: t('products.card.addNamed', { name: product.nombre }) }),
    );
    await page.keyboard.press('Enter');
    await expect(card.getByText(t('products.detail.added', { count: 1 + raise }))).toBeVisible();
  }

  // The cart, and the four steps.
  const cartButton = page.getByRole('button', { name: t('cart.open', { count: 2 }) });
  await tabTo(page, cartButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: t('ordering.lines.listLabel') }).getByRole('listitem'),
  ).toHaveCount(2);
  const next = dialog.getByRole('button', { name: t('ordering.nav.next') });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Delivery: the company's first address is chosen; the arrows move between addresses.
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const addresses = await dialog.getByRole('radio').count();
  if (addresses > 1) {
    await tabTo(page, chosen);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  }
  await expectAccessible(page, 'delivery step, by keyboard');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Conditions: Space ticks the acceptance.
  const accept = dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Summary, and the order.
  const confirm = dialog.getByRole('button', { name: t('ordering.nav.confirm') });
  await tabTo(page, confirm);
  await expectAccessible(page, 'summary, by keyboard');
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/pedidos/add') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await placed).status()).toBe(201);
  await expect(dialog.getByRole('heading', { name: /\d/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: t('cart.open', { count: 0 }) })).toBeVisible();
});
