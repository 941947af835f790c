// The navigation rules of spec §2 in the browser: guards, home redirects, the session keys and
// the 404 page.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, logIn, textIn, ui } from './portal.ts';

const ca = ui.ca;

test('a private route without a session lands on the login screen, which then goes on to it', async ({
  page,
}) => {
  await page.goto('/products?q=tig');
  await expect(page).toHaveURL('/login?next=%2Fproducts%3Fq%3Dtig');
  await expect(page.getByRole('heading', { level: 1, name: ca.login!.title })).toBeVisible();
  await fillLogin(page, 'bronze', DEMO_PASSWORD);
  await expect(page).toHaveURL('/products?q=tig', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: textIn('ca', 'products.search.label') })).toHaveValue('tig');
});

test('the root address shows the login screen to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ca.login!.title })).toBeVisible();
});

test('a logged-in user going to /login or / is sent to their home screen', async ({ page }) => {
  await logIn(page, 'bronze', '/products');
  await page.goto('/login');
  await expect(page).toHaveURL('/products');
  await page.goto('/');
  await expect(page).toHaveURL('/products');
});

test('the session keeps user, path and the screen actions; /perfil needs no permission check', async ({
  page,
}) => {
  const permissionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/permisos/permis-pantalla'))
      permissionChecks.push(request.headers()['path'] ?? '');
  });
  await logIn(page, 'admin', '/usuaris');
  const session = await page.evaluate(() => ({
    user: JSON.parse(sessionStorage.getItem('user') ?? 'null') as {
      username: string;
      accessToken: string;
    } | null,
    path: sessionStorage.getItem('path'),
    actions: JSON.parse(sessionStorage.getItem('actions') ?? 'null') as { endPoint: string }[] | null,
  }));
  expect(session.user?.username).toBe('admin');
  expect(session.user?.accessToken).toBeTruthy();
  expect(session.path).toBe('/usuaris');
  expect(session.actions?.map((a) => a.endPoint)).toContain('GET /usuaris');
  expect(permissionChecks).toEqual(['/usuaris']);

  await page.getByRole('button', { name: ca.layout!.userMenu!.replace('{{name}}', 'admin') }).click();
  await page.getByRole('menuitem', { name: ca.layout!.profile }).click();
  await expect(page).toHaveURL('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: ca.screens!.perfil })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('admin@portal.example');
  expect(permissionChecks).toEqual(['/usuaris']);

  await page.getByRole('link', { name: ca.screens!.rols }).click();
  await expect(page).toHaveURL('/rols');
  await expect(page.getByRole('heading', { level: 1, name: ca.screens!.rols })).toBeVisible();
  expect(permissionChecks).toEqual(['/usuaris', '/rols']);
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: ca.screens!.notFound })).toBeVisible();
  await page.getByRole('link', { name: ca.notFound!.backHome }).click();
  // Home for a visitor is the login screen, which / shows.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: ca.login!.title })).toBeVisible();
});

test('a logged-in user on an address the server does not know gets the 404 page', async ({ page }) => {
  await logIn(page, 'distributor', '/products');
  await page.goto('/equipments/product/detail/extra');
  await expect(page.getByRole('heading', { level: 1, name: ca.screens!.notFound })).toBeVisible();
});
