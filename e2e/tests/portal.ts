// What the end-to-end tests share: the demo logins, the texts they look for (read from the
// catalogues the app itself uses, so a changed text does not break a test) and the login steps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
type Catalogue = Record<string, Record<string, string>>;
const readJson = (relative: string) =>
  JSON.parse(readFileSync(path.resolve(here, relative), 'utf8')) as Catalogue;

export const ui = {
  ca: readJson('../../apps/web/src/shared/i18n/locales/ca.json'),
  es: readJson('../../apps/web/src/shared/i18n/locales/es.json'),
  en: readJson('../../apps/web/src/shared/i18n/locales/en.json'),
};
export const serverMessages = {
  ca: readJson('../../packages/domain/src/messages/ca.json'),
};

export const DEMO_PASSWORD = 'portal-demo-2026';

export const CUSTOMER_SCREENS = ['/products', '/history', '/sat', '/maintenance', '/standarization'];
export const ADMIN_SCREENS = [
  '/usuaris',
  '/rols',
  '/permisos',
  '/pantalles',
  '/params',
  '/log-errors',
  '/registre-canvis',
  '/enllac-erp',
];
export const CUSTOMER_SCREEN_NAMES = ['products', 'history', 'sat', 'maintenance', 'standarization'];
export const ADMIN_SCREEN_NAMES = [
  'usuaris',
  'rols',
  'permisos',
  'pantalles',
  'params',
  'logErrors',
  'registreCanvis',
  'enllacErp',
];

const ca = ui.ca;

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel(new RegExp(`^${ca.login!.username}`)).fill(username);
  await page.getByLabel(new RegExp(`^${ca.login!.password}`)).fill(password);
  await page.getByRole('button', { name: ca.login!.submit, exact: true }).click();
}

/** Logs in from the login screen (in Catalan, the demo users' language) and waits for the home screen. */
export async function logIn(page: Page, username: string, home: string) {
  await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  // A login is a deliberate scrypt hash (bounded in concurrency on the server): on a busy 2-core
  // machine several at once take longer than an ordinary expectation's 10 s.
  await expect(page).toHaveURL(home, { timeout: 30_000 });
}

export function mainNavigation(page: Page, language: keyof typeof ui = 'ca') {
  return page.getByRole('navigation', { name: ui[language].layout!.mainNavigation });
}

export async function menuHrefs(page: Page): Promise<string[]> {
  return mainNavigation(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

export async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: ca.layout!.userMenu!.replace('{{name}}', username) }).click();
  await page.getByRole('menuitem', { name: ca.layout!.logout }).click();
  await expect(page).toHaveURL('/login');
}
