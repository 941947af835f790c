// The three interface languages (spec §1, DESIGN §8): the switch changes every text at once and
// a logged-in user's choice is kept on the server.
import { expect, test } from '@playwright/test';
import { logIn, logOut, mainNavigation, ui, DEMO_PASSWORD, fillLogin } from './portal.ts';

test('the language switch changes the interface: Catalan, then English, then Spanish', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('heading', { level: 1, name: ui.ca.login!.title })).toBeVisible();

  await page.getByLabel(ui.ca.language!.label!, { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: ui.en.login!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: ui.en.login!.submit, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel(ui.en.language!.label!, { exact: true }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: ui.es.login!.title })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${ui.es.login!.username}`))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test("a logged-in user's language is saved and used at the next login", async ({ page }) => {
  await logIn(page, 'gold', '/products');
  await expect(mainNavigation(page, 'ca').getByRole('link').first()).toHaveText(ui.ca.screens!.products!);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/usuaris/self') && response.request().method() === 'PUT',
  );
  await page.getByLabel(ui.ca.language!.label!, { exact: true }).selectOption('en');
  expect((await saved).ok()).toBe(true);
  await expect(mainNavigation(page, 'en').getByRole('link').first()).toHaveText(ui.en.screens!.products!);
  await expect(page.getByRole('heading', { level: 1, name: ui.en.screens!.products })).toBeVisible();

  // Log out in English, log in again: the server remembers English.
  await page.getByRole('button', { name: ui.en.layout!.userMenu!.replace('{{name}}', 'gold') }).click();
  await page.getByRole('menuitem', { name: ui.en.layout!.logout }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel(ui.en.language!.label!, { exact: true }).selectOption('ca');
  await fillLogin(page, 'gold', DEMO_PASSWORD);
  await expect(page).toHaveURL('/products');
  await expect(mainNavigation(page, 'en').getByRole('link').first()).toHaveText(ui.en.screens!.products!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Leave the demo user as it was.
  await page.getByLabel(ui.en.language!.label!, { exact: true }).selectOption('ca');
  await expect(mainNavigation(page, 'ca').getByRole('link').first()).toHaveText(ui.ca.screens!.products!);
  await logOut(page, 'gold');
});
