// Logging in and out (spec §2, §4): each role lands on its home screen with its own menu; a
// wrong password shows the server's message; logout ends the session.
import { expect, test } from '@playwright/test';
import {
  ADMIN_SCREEN_NAMES,
  ADMIN_SCREENS,
  CUSTOMER_SCREEN_NAMES,
  CUSTOMER_SCREENS,
  fillLogin,
  logIn,
  logOut,
  mainNavigation,
  menuHrefs,
  serverMessages,
  ui,
} from './portal.ts';

const screens = ui.ca.screens!;

test('a customer lands on the catalogue with exactly the customer screens in the menu', async ({ page }) => {
  await logIn(page, 'bronze', '/products');
  await expect(page.getByRole('heading', { level: 1, name: screens.products })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link')).toHaveText(
    CUSTOMER_SCREEN_NAMES.map((name) => screens[name]!),
  );
  expect(await menuHrefs(page)).toEqual(CUSTOMER_SCREENS);
  for (const name of ADMIN_SCREEN_NAMES) {
    await expect(mainNavigation(page).getByRole('link', { name: screens[name]!, exact: true })).toHaveCount(
      0,
    );
  }
});

test('an administrator lands on users with exactly the administration screens in the menu', async ({
  page,
}) => {
  await logIn(page, 'admin', '/usuaris');
  await expect(page.getByRole('heading', { level: 1, name: screens.usuaris })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link')).toHaveText(
    ADMIN_SCREEN_NAMES.map((name) => screens[name]!),
  );
  expect(await menuHrefs(page)).toEqual(ADMIN_SCREENS);
  for (const name of CUSTOMER_SCREEN_NAMES) {
    await expect(mainNavigation(page).getByRole('link', { name: screens[name]!, exact: true })).toHaveCount(
      0,
    );
  }
});

test('the e-mail works as the login too', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'purchasing@turia.example', 'portal-demo-2026');
  await expect(page).toHaveURL('/products');
});

test("a wrong password shows the server's message and keeps the visitor on the login screen", async ({
  page,
}) => {
  await page.goto('/login');
  await fillLogin(page, 'gold', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(serverMessages.ca.auth!.invalidCredentials!);
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
});

test('empty fields are refused with the required-field message before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let tokenRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/oauth/token')) tokenRequests++;
  });
  await page.getByRole('button', { name: ui.ca.login!.submit, exact: true }).click();
  await expect(page.getByText(serverMessages.ca.validation!.required!)).toHaveCount(2);
  expect(tokenRequests).toBe(0);
});

test('logout returns to the login screen and a protected route then asks for login again', async ({
  page,
}) => {
  await logIn(page, 'silver', '/products');
  await logOut(page, 'silver');
  await expect(page.getByRole('heading', { level: 1, name: ui.ca.login!.title })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();

  await page.goto('/history');
  await expect(page).toHaveURL('/login?next=%2Fhistory');
  // Back leads to the login again, never to the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/login(\?next=%2Fhistory)?$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.ca.login!.title })).toBeVisible();
});

test('a field with the focus shows a ring of two pixels, not only another border colour', async ({
  page,
}) => {
  await page.goto('/login');
  const username = page.getByLabel(new RegExp(`^${ui.ca.login!.username}`));
  await username.focus();
  const ring = await username.evaluate((input) => {
    const style = getComputedStyle(input);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring).toEqual({ style: 'solid', width: '2px' });
});
