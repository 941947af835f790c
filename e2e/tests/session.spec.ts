// A session that follows the user across tabs: the refresh token lives in an
// HttpOnly cookie no script can read, so a product opened in a new tab is still logged in; logout
// in one tab ends the session in every tab of the browser; a session ended elsewhere sends the
// tab to the login page, which says the session expired. These tests change who is logged in, so
// they use fresh pages rather than the per-role fixtures.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { accessTokenOf, logIn, logOut, mainNavigation, textIn, ui } from './portal.ts';

const ca = ui.ca;

// Each journey logs in afresh (a deliberate scrypt hash) and runs axe on several screens, the
// catalogue's among them: on a busy two-core machine that alone took half a minute.
test.slow();

test('a product opened in a new tab keeps the session, and logout in one tab ends it in both', async ({
  page,
  context,
}) => {
  await logIn(page, 'gold', '/products');
  await expectAccessible(page, 'catalogue');

  // The refresh token is in a cookie for the token endpoints only, out of every script's reach.
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'portal_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth/oauth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_refresh');
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).not.toContain(refresh!.value);

  // A product, opened in a tab of its own (its session storage starts empty).
  const link = page.getByRole('main').locator('a[href*="/product/detail"]').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const tab = await context.newPage();
  await tab.goto(href!);
  await expect(tab).toHaveURL(href!);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    tab.getByRole('button', { name: ca.layout!.userMenu!.replace('{{name}}', 'gold') }),
  ).toBeVisible();
  expect(await tab.evaluate(() => sessionStorage.getItem('user'))).toContain('"username":"gold"');
  await expectAccessible(tab, 'product detail in a new tab');

  // Both tabs work on their own.
  await mainNavigation(page).getByRole('link', { name: ca.screens!.history, exact: true }).click();
  await expect(page).toHaveURL('/history');

  // Logout in the first tab: the other follows at once, and says why.
  await logOut(page, 'gold');
  await expect(tab).toHaveURL('/login');
  await expect(
    tab.getByRole('status').filter({ hasText: textIn('ca', 'messages:auth.loggedOut') }),
  ).toBeVisible();
  expect(await tab.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  await expectAccessible(tab, 'login after a logout in another tab');
  await expectAccessible(page, 'login after logout');

  // The browser has no session left: a tab opened now is asked to log in.
  expect((await context.cookies()).find((cookie) => cookie.name === 'portal_refresh')).toBeUndefined();
  const third = await context.newPage();
  await third.goto(href!);
  // The login screen, which will go on to the product once logged in.
  await expect(third).toHaveURL(`/login?${new URLSearchParams({ next: href! }).toString()}`);
  await expect(third.getByRole('button', { name: ca.login!.submit, exact: true })).toBeVisible();
});

test('the browser reopened on the portal takes up the session it left', async ({ page, context }) => {
  await logIn(page, 'silver', '/products');
  await page.close();
  // A new tab at the portal's address: the login screen's route sends it home, logged in.
  const again = await context.newPage();
  await again.goto('/');
  await expect(again).toHaveURL('/products');
  await expect(
    again.getByRole('button', { name: ca.layout!.userMenu!.replace('{{name}}', 'silver') }),
  ).toBeVisible();
  await expectAccessible(again, 'catalogue in a reopened tab');
});

test('a session ended elsewhere sends the tab to the login page, which says the session expired', async ({
  page,
  request,
}) => {
  await logIn(page, 'distributor', '/products');
  // Another device, or an administrator, ends this log-in: the access token names it.
  const revoked = await request.post('/auth/oauth/revoke', { form: { token: await accessTokenOf(page) } });
  expect(revoked.ok()).toBe(true);

  // The next call is refused and the renewal too: the tab is logged out. That call is the next
  // screen's permission check, or one the catalogue makes on its own before the click lands (then
  // the link is gone and the click gives up).
  await mainNavigation(page)
    .getByRole('link', { name: ca.screens!.history, exact: true })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: textIn('ca', 'messages:errors.tokenExpired') }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  await expectAccessible(page, 'login after the session expired');
});
