// The screens and parameters administration in the browser: an
// administrator reorders two menu screens — once by keyboard on the drag handle, once with the
// move button — saves, and the menu follows; and sets the minimum order to 150 EUR on the
// parameters screen, after which a customer's checkout of about 120 EUR of goods is refused with
// the minimum-order message naming 150. Both change what every user sees, so each puts things
// back as they were at the end, whatever happens (the screen first, the API as a fallback).
import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { accessTokenOf, fillLogin, mainNavigation, menuHrefs, textIn } from './portal.ts';

/** A Catalan text (the demo users' language). */
const ca = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

async function tokenOf(page: Page): Promise<string> {
  const token = await accessTokenOf(page);
  return token!;
}

async function apiOf(page: Page) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'Accept-Language': 'ca' };
  const request: APIRequestContext = page.request;
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const response = await request.fetch(`/api/v1${url}`, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return call;
}

interface Screen {
  idPantalla: number;
  url: string;
  ordre: number;
  menu: boolean;
}

/** Puts the screens back where they were, through the API, and the admin's stored menu with them. */
async function restoreScreens(page: Page, original: Screen[]) {
  const call = await apiOf(page);
  const now = (await call<{ dades: Screen[] }>('GET', '/pantalles')).dades;
  const moved = original.filter(
    (screen) => now.find((s) => s.idPantalla === screen.idPantalla)?.ordre !== screen.ordre,
  );
  if (moved.length === 0) return;
  await call(
    'PUT',
    '/permisos/reordenar',
    moved.map(({ idPantalla, ordre }) => ({ idPantalla, ordre })),
  );
  const self = await call<{ dades: { menu: unknown[] } }>('GET', '/usuaris/self');
  await page.evaluate((menu) => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('user', JSON.stringify({ ...user, menu }));
  }, self.dades.menu);
}

/**
 * What each test must undo whatever happens. Run as a hook, which has a time budget of its own:
 * a test that runs out of time still puts the screens and the parameter back.
 */
const undo: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  const failures: unknown[] = [];
  for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
});

/** On a 390 px phone the screen fits: nothing scrolls the page sideways. */
async function expectFitsAPhone(page: Page, what: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expectNoSidewaysScroll(page, `${what} on a phone`);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/** Opens the screens screen and waits for its list (the server may be busy with other tests). */
async function openScreens(page: Page) {
  await page.goto('/pantalles');
  await expect(page.getByRole('heading', { level: 1, name: ca('screens.pantalles') })).toBeVisible();
  await expect(page.getByRole('list', { name: ca('admin.screens.menuListLabel') })).toBeVisible({
    timeout: 30_000,
  });
}

/** The names of the menu screens in the order the screens screen lists them. */
async function listedOrder(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: ca('admin.screens.menuListLabel') });
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => /^\d+\.([^/]+)\//.exec(item.textContent ?? '')?.[1] ?? ''));
}

test('an administrator reorders two menu screens, by keyboard and with the move button, and the menu follows', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const call = await apiOf(page);
  const original = (await call<{ dades: Screen[] }>('GET', '/pantalles')).dades;
  undo.push(() => restoreScreens(page, original));
  const params = ca('screens.params');
  const permisos = ca('screens.permisos');
  const pantalles = ca('screens.pantalles');
  await openScreens(page);
  const before = await menuHrefs(page);
  expect(before.indexOf('/permisos')).toBeLessThan(before.indexOf('/pantalles'));
  expect(before.indexOf('/pantalles')).toBe(before.indexOf('/params') - 1);
  const listed = await listedOrder(page);
  expect(listed.indexOf(permisos)).toBe(listed.indexOf(params) - 2);
  await expectAccessible(page, 'the screens screen');
  await expectFitsAPhone(page, 'the screens screen');

  // By keyboard on the drag handle: Space picks it up, the up arrow moves it above "Screens",
  // Space drops it there.
  // Each step waits for what a screen reader hears.
  const handle = page.getByRole('button', { name: ca('admin.screens.dragHandle', { name: params }) });
  const count = listed.length;
  const heard = (key: string, position: number) =>
    expect(page.getByText(ca(`admin.screens.dnd.${key}`, { name: params, position, count }))).toBeAttached();
  await handle.focus();
  await page.keyboard.press('Space');
  await heard('pickedUp', listed.indexOf(params) + 1);
  await page.keyboard.press('ArrowUp');
  await heard('movedOver', listed.indexOf(params));
  await page.keyboard.press('Space');
  await heard('dropped', listed.indexOf(params));
  await expect
    .poll(() => listedOrder(page))
    .toEqual([
      ...listed.slice(0, listed.indexOf(pantalles)),
      params,
      pantalles,
      ...listed.slice(listed.indexOf(params) + 1),
    ]);
  // With the move button: above "Permissions".
  await page.getByRole('button', { name: ca('admin.screens.moveUp', { name: params }) }).click();
  const reordered = [
    ...listed.slice(0, listed.indexOf(permisos)),
    params,
    permisos,
    pantalles,
    ...listed.slice(listed.indexOf(params) + 1),
  ];
  await expect.poll(() => listedOrder(page)).toEqual(reordered);
  await expect(page.getByText(ca('admin.screens.unsaved'))).toBeVisible();
  expect(await menuHrefs(page)).toEqual(before);

  await page.getByRole('button', { name: ca('admin.screens.save') }).click();
  await expect(page.getByText(ca('messages:admin.screens.reordered'))).toBeVisible();

  // The next navigation shows the menu in the new order.
  await mainNavigation(page)
    .getByRole('link', { name: ca('screens.usuaris') })
    .click();
  await expect(page).toHaveURL('/usuaris');
  const expected = before.filter((href) => href !== '/params');
  expected.splice(expected.indexOf('/permisos'), 0, '/params');
  await expect.poll(() => menuHrefs(page)).toEqual(expected);
  // And so does a fresh page of the same session.
  await openScreens(page);
  await expect.poll(() => listedOrder(page)).toEqual(reordered);
  await expect.poll(() => menuHrefs(page)).toEqual(expected);

  // Back as it was, through the screen: "Parameters" down twice.
  const down = page.getByRole('button', { name: ca('admin.screens.moveDown', { name: params }) });
  await down.click();
  await down.click();
  await expect.poll(() => listedOrder(page)).toEqual(listed);
  await page.getByRole('button', { name: ca('admin.screens.save') }).click();
  await expect(page.getByRole('button', { name: ca('admin.screens.save') })).toBeDisabled();
  await expect.poll(() => menuHrefs(page)).toEqual(before);
});

interface Product {
  codigo: string;
  finalPrice: number | null;
  lote: number | null;
  minimumQuantity: number;
  stock: number;
}

interface Param {
  idParam: number;
  clau: string;
  valor: string;
}

test('a minimum order of 150 set on the parameters screen refuses a checkout of about 120 EUR', async ({
  adminPage,
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await apiOf(adminPage);
  const minimum = (
    await admin<{ dades: { content: Param[] } }>('GET', '/params?text=pedidoMinimo&size=10')
  ).dades.content.find((param) => param.clau === 'pedidoMinimo')!;
  expect(minimum).toBeDefined();

  // A login of our own for the bronze company, so no other test's cart is touched.
  const roles = (await admin<{ dades: { idRol: number; nom: string }[] }>('GET', '/rols')).dades;
  const username = `e2e-minimum-${Date.now()}`;
  const password = 'minimum-order-2026';
  const user = (
    await admin<{ dades: { idUsuari: number } }>('POST', '/usuaris', {
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
      roles: [roles.find((role) => role.nom === 'CLIENT')!.idRol],
      codigoCliente: 'C0003',
      idioma: 'ca',
    })
  ).dades;
  // The user's cart goes with it.
  undo.push(() => admin('DELETE', `/usuaris/${user.idUsuari}`));

  const setMinimumOnScreen = async (valor: string) => {
    await adminPage
      .getByRole('button', { name: ca('admin.params.editLabel', { clau: 'pedidoMinimo' }) })
      .click();
    const dialog = adminPage.getByRole('dialog', {
      name: ca('admin.params.editTitle', { clau: 'pedidoMinimo' }),
    });
    await expect(dialog).toBeVisible();
    const value = dialog.getByRole('textbox', { name: ca('admin.params.value') });
    await value.fill(valor);
    return { dialog, value };
  };

  undo.push(async () => {
    const now = (await admin<{ dades: { content: Param[] } }>('GET', '/params?text=pedidoMinimo&size=10'))
      .dades.content;
    const current = now.find((param) => param.clau === 'pedidoMinimo');
    if (current && current.valor !== minimum.valor)
      await admin('PUT', '/params', { ...current, valor: minimum.valor });
  });

  await page.goto('/login');
  await fillLogin(page, username, password);
  await expect(page).toHaveURL('/products');
  const shop = await apiOf(page);
  await shop('DELETE', '/carrito');
  // About 120 EUR of one product: over the minimum of 100, under 150.
  const products = await shop<Product[]>('GET', '/productos/all');
  const product = products.find(
    (p) =>
      p.finalPrice !== null &&
      p.finalPrice >= 8 &&
      p.finalPrice <= 40 &&
      (p.lote ?? 1) <= 1 &&
      p.minimumQuantity <= 1 &&
      p.stock >= 20,
  );
  expect(product).toBeDefined();
  const quantity = Math.ceil(120 / product!.finalPrice!);
  await shop('POST', '/carrito', { codigo: product!.codigo, Cantidad: quantity });
  const cart = await shop<{ totals: { subtotal: number; pedidoMinimo: number }; blocking: unknown[] }>(
    'GET',
    '/carrito',
  );
  expect(cart.totals.subtotal).toBeGreaterThan(100);
  expect(cart.totals.subtotal).toBeLessThan(150);

  // The administrator sets 150 on the parameters screen; a wrong value is refused first.
  await adminPage.goto('/params');
  await expect(adminPage.getByRole('heading', { level: 1, name: ca('screens.params') })).toBeVisible();
  await expect(adminPage.getByRole('row', { name: /pedidoMinimo/ })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(adminPage, 'the parameters screen');
  await expectFitsAPhone(adminPage, 'the parameters screen');
  const { dialog, value } = await setMinimumOnScreen('150,555');
  await dialog.getByRole('button', { name: ca('admin.common.save') }).click();
  await expect(dialog.getByText(ca('messages:admin.params.invalidAmount'))).toBeVisible();
  await expect(value).toBeFocused();
  await expectAccessible(adminPage, 'the parameter dialog');
  await value.fill('150');
  await dialog.getByRole('button', { name: ca('admin.common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(adminPage.getByText(ca('messages:common.saved')).first()).toBeVisible();
  await expect(adminPage.getByRole('row', { name: /pedidoMinimo/ })).toContainText('150');

  // The customer's next checkout: the first step refuses to go on, naming 150.
  await page.reload();
  await page.getByRole('button', { name: ca('cart.open', { count: 1 }) }).click();
  const checkout = page.getByRole('dialog', { name: ca('cart.title') });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: ca('ordering.nav.next') }).click();
  const refusal = ca('messages:orders.minimumTotal', { amount: '150,00' });
  await expect(checkout.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(checkout.getByRole('button', { name: ca('ordering.delivery.newAddress') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Back to 100 through the screen.
  const restore = await setMinimumOnScreen(minimum.valor);
  await restore.dialog.getByRole('button', { name: ca('admin.common.save') }).click();
  await expect(restore.dialog).toBeHidden();
  await expect(adminPage.getByRole('row', { name: /pedidoMinimo/ })).toContainText(minimum.valor);
});
