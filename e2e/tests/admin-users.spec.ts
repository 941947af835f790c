// The users screen in the browser: an administrator creates a login for
// Talleres Soldamar (C0003, bronze) through the form, picking the customer by name; that user
// logs in, lands on the catalogue and sees the bronze prices. A role of our own that manages
// users loses `DELETE /usuaris/{id}`: its user no longer sees any delete button and the API
// answers 403. axe checks the list and the open form.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, fillLogin, logIn, logOut, textIn } from './portal.ts';

/** A Catalan text (the demo users' language). */
const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (key: string) => new RegExp(`^${escape(t(key))}`);
const euros = (amount: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API with a bearer token, as `page`'s browser context calls it. */
function apiWith(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return async (method: Method, url: string, data?: unknown) =>
    page.request.fetch(`/api/v1${url}`, { method, headers, data });
}

/** The session's access token, as the app keeps it (sessionStorage `user`). */
async function tokenOf(page: Page): Promise<string> {
  const token = await accessTokenOf(page);
  return token!;
}

/** A demo user's token straight from the token endpoint, without a browser session. */
async function tokenFor(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/auth/oauth/token', {
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function dades<T>(response: Awaited<ReturnType<ReturnType<typeof apiWith>>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { dades: T }).dades;
}

interface Product {
  id: number;
  codigo: string;
  finalPrice: number | null;
  prices: { idLista: number; desdeUnidades: number; precioNeto: number }[];
}

/** A consumable of the demo catalogue with distinct prices per tier (see catalogue.spec.ts). */
const PRODUCT = 'TIP-M6-12';

test('an administrator creates a login for a customer through the form; the new user sees the customer’s prices', async ({
  page,
}) => {
  // Four deliberate scrypt hashes (two logins, a new user, a token) on a shared machine.
  test.slow();
  const username = unique('soldamar');
  const password = 'soldamar-password-1';

  await logIn(page, 'admin', '/usuaris');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.usuaris') })).toBeVisible();
  const table = page.getByRole('table', { name: t('admin.users.caption') });
  await expect(table.getByRole('cell', { name: 'bronze', exact: true })).toBeVisible();
  await expectAccessible(page, 'users list');

  await page.getByRole('button', { name: t('admin.users.create') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.users.createTitle') });
  await expect(dialog).toBeVisible();
  // The first field has the focus: the form is usable from the keyboard at once.
  await expect(dialog.getByLabel(label('admin.users.fields.username'))).toBeFocused();

  // Sending it empty shows the spec's mandatory message and keeps the dialog.
  await dialog.getByRole('button', { name: t('admin.common.save') }).click();
  await expect(dialog.getByText(t('messages:validation.required')).first()).toBeVisible();
  await expect(dialog.getByLabel(label('admin.users.fields.username'))).toBeFocused();

  await dialog.getByLabel(label('admin.users.fields.username')).fill(username);
  await dialog.getByLabel(label('admin.users.fields.email')).fill(`${username}@soldamar.example`);
  await dialog.getByLabel(label('admin.users.fields.contactName')).fill('Marta Soldamar');
  await dialog.getByLabel(label('admin.users.fields.password')).fill(password);
  await dialog.getByLabel(label('admin.users.fields.confirmPassword')).fill(password);

  await dialog.getByLabel(label('admin.users.fields.roles')).click();
  await page.getByRole('option', { name: t('roles.CLIENT'), exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // The customer by part of its company name: the server searches, accents and case ignored.
  const customer = dialog.getByLabel(label('admin.users.fields.customer'));
  await customer.click();
  await customer.fill('soldamar');
  await page.getByRole('option', { name: 'C0003 · Talleres Soldamar SA' }).click();
  await expect(customer).toHaveValue('C0003 · Talleres Soldamar SA');
  await expectAccessible(page, 'user form dialog');

  await dialog.getByRole('button', { name: t('admin.common.save') }).click();
  await expect(page.getByText(t('messages:users.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list finds the new user by the customer's name, with its customer and role.
  await page.getByLabel(t('admin.users.search')).fill(username);
  await expect(page).toHaveURL(new RegExp(`[?&]text=${username}`));
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('C0003');
  await expect(row).toContainText('Talleres Soldamar SA');
  await expect(row).toContainText(t('roles.CLIENT'));
  await expect(row).toContainText(t('admin.users.active'));

  await logOut(page, 'admin');
  await fillLogin(page, username, password);
  await expect(page).toHaveURL('/products');

  // The bronze list's price, as the demo bronze user of the same customer reads it from the API.
  const bronzeApi = apiWith(page, await tokenFor(page, 'bronze'));
  const found = (await (
    await bronzeApi('GET', `/productos/search?queryString=${PRODUCT}&size=50`)
  ).json()) as {
    content: Product[];
  };
  const asBronze = found.content.find((product) => product.codigo === PRODUCT)!;
  expect(asBronze.finalPrice).not.toBeNull();
  const detail = (await (await bronzeApi('GET', `/productos?id=${asBronze.id}`)).json()) as Product;
  const gold = detail.prices.filter((line) => line.idLista === 1).map((line) => line.precioNeto);
  expect(gold).not.toContain(asBronze.finalPrice);

  // The catalogue, as the new user's session asks for it, shows that same price on the card.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/v1/productos/search') && response.url().includes(PRODUCT),
  );
  await page.goto(`/products?q=${PRODUCT}`);
  const answer = (await (await answered).json()) as { content: Product[] };
  const index = answer.content.findIndex((product) => product.codigo === PRODUCT);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(answer.content[index]!.finalPrice).toBe(asBronze.finalPrice);
  await expect(page.getByRole('main').getByTestId('product-price').nth(index)).toHaveText(
    euros(asBronze.finalPrice!),
  );
});

test('a role without `DELETE /usuaris/{id}` sees no delete button on the users screen, and the API refuses it', async ({
  adminPage,
  page,
}) => {
  // Three new users (three scrypt hashes) and a login besides the screens.
  test.slow();
  const admin = apiWith(adminPage, await tokenOf(adminPage));
  const permissions = await dades<{ idPermis: number; endPoint: string; idPantalla: number | null }[]>(
    await admin('GET', '/permisos'),
  );
  const idOf = (endPoint: string) => {
    const found = permissions.find((permission) => permission.endPoint === endPoint);
    expect(found, endPoint).toBeDefined();
    return found!;
  };
  const usersScreen = idOf('GET /usuaris').idPantalla!;
  const manage = [
    'GET /usuaris',
    'POST /usuaris',
    'PUT /usuaris',
    'DELETE /usuaris/{id}',
    'GET /clientes',
    'GET /rols',
  ];
  const deletePermission = idOf('DELETE /usuaris/{id}').idPermis;

  // A role of our own that manages users, and a user holding it: the demo roles stay as they are.
  const role = await dades<{ idRol: number }>(
    await admin('POST', '/rols', {
      nom: unique('GESTIO_USUARIS_').toUpperCase(),
      permisos: manage.map((endPoint) => idOf(endPoint).idPermis),
      idPantallaInici: usersScreen,
    }),
  );
  const managerName = unique('gestor');
  const managerPassword = 'gestor-password-1';
  const manager = await dades<{ idUsuari: number }>(
    await admin('POST', '/usuaris', {
      username: managerName,
      email: `${managerName}@portal.example`,
      password: managerPassword,
      confirmPassword: managerPassword,
      idioma: 'ca',
      roles: [role.idRol],
    }),
  );
  // Someone the manager could delete.
  const targetName = unique('objectiu');
  const target = await dades<{ idUsuari: number }>(
    await admin('POST', '/usuaris', {
      username: targetName,
      email: `${targetName}@portal.example`,
      password: managerPassword,
      confirmPassword: managerPassword,
      idioma: 'ca',
      roles: [],
    }),
  );

  try {
    await page.goto('/login');
    await fillLogin(page, managerName, managerPassword);
    await expect(page).toHaveURL('/usuaris');
    await page.goto(`/usuaris?text=${targetName}`);
    const deleteTarget = page.getByRole('button', {
      name: t('admin.users.delete', { username: targetName }),
    });
    await expect(deleteTarget).toBeVisible();

    const revoked = await admin('POST', '/permisos/treure-permis', {
      idPermis: deletePermission,
      idRol: role.idRol,
    });
    expect(revoked.ok()).toBe(true);

    // The next navigation stores the screen's actions again: no delete button on any row.
    await page.reload();
    const editTarget = page.getByRole('button', { name: t('admin.users.edit', { username: targetName }) });
    await expect(editTarget).toBeVisible();
    await expect(deleteTarget).toHaveCount(0);
    await page.goto('/usuaris');
    await expect(
      page
        .getByRole('table', { name: t('admin.users.caption') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escape(t('admin.users.delete', { username: '' }))}`) }),
    ).toHaveCount(0);
    const actions = await page.evaluate(() =>
      (JSON.parse(sessionStorage.getItem('actions') ?? '[]') as { endPoint: string }[]).map(
        (a) => a.endPoint,
      ),
    );
    expect(actions).toContain('PUT /usuaris');
    expect(actions).not.toContain('DELETE /usuaris/{id}');
    await expectAccessible(page, 'users list without delete');

    // On a 390 px phone the list scrolls inside its own box, never the page.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('table', { name: t('admin.users.caption') })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the users list on a phone');

    // Hiding is a courtesy: the server refuses the call all the same.
    const refused = await apiWith(page, await tokenOf(page))('DELETE', `/usuaris/${target.idUsuari}`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { missatge: string }).missatge).toBe('errors.forbidden');
    const still = await dades<{ totalElements: number }>(await admin('GET', `/usuaris?text=${targetName}`));
    expect(still.totalElements).toBe(1);
  } finally {
    await admin('POST', '/permisos/donar-permis', { idPermis: deletePermission, idRol: role.idRol });
    await admin('DELETE', `/usuaris/${target.idUsuari}`);
    await admin('DELETE', `/usuaris/${manager.idUsuari}`);
    await admin('DELETE', `/rols/${role.idRol}`);
  }
});
