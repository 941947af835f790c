// What the end-to-end tests share: the demo logins, the texts they look for (read from the
// catalogues the app itself uses, so a changed text does not break a test) and the login steps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalanDe, catalanDeQuoted } from '@portal/domain/catalan';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  es: readJson('../../packages/domain/src/messages/es.json'),
  en: readJson('../../packages/domain/src/messages/en.json'),
};

type Tree = { [key: string]: string | Tree };

/** Counts of units as the app groups them (`{{count, quantity}}`): German format, spec §9. */
const quantityFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
/** The formats the texts name, as the app's i18next has them. */
const FORMATS: Record<string, (value: string) => string> = {
  quantity: (value) => quantityFormat.format(Number(value)),
  de: catalanDe,
  deQuoted: catalanDeQuoted,
};

/**
 * A text of the app by its dotted key (`admin.users.create`), or a server message
 * (`messages:users.saved`), with its placeholders filled. A counted text (`cart.open` with
 * `count`) takes the plural form of the language's rules, as i18next does.
 */
export function textIn(
  language: keyof typeof ui,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const [tree, dotted] = key.startsWith('messages:')
    ? [serverMessages[language] as unknown as Tree, key.slice('messages:'.length)]
    : [ui[language] as unknown as Tree, key];
  const find = (path: string) => {
    let node: string | Tree | undefined = tree;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return node;
  };
  let node = find(dotted);
  if (typeof node !== 'string' && typeof params.count === 'number')
    node = find(`${dotted}_${new Intl.PluralRules(language).select(params.count)}`);
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*((?:,\s*\w+\s*)*)\}\}/g, (whole, name: string, formats: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // Each format in turn, as i18next chains them (`{{count, quantity, de}}`).
    return formats
      .split(',')
      .map((format) => format.trim())
      .filter(Boolean)
      .reduce<string>((text, format) => FORMATS[format]?.(text) ?? text, String(value));
  });
}

/** The access token of the user logged in on this page (the spec's session key `user`). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(token).toBeTruthy();
  return token!;
}

// The sandbox ERP's drill switches (docs/erp-contract.md §12), on the port the config gives it.
const SANDBOX = `http://127.0.0.1:${process.env.E2E_ERP_PORT ?? '4391'}/_sandbox`;

export async function setSandboxSwitches(request: APIRequestContext, switches: Record<string, unknown>) {
  const response = await request.put(`${SANDBOX}/switches`, { data: switches });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The sandbox ERP's own copies of the portal's orders with this code. */
export async function sandboxOrderCopies(request: APIRequestContext, portalCode: string) {
  const response = await request.get(`${SANDBOX}/orders`);
  const body = (await response.json()) as { portalCode: string }[] | { items: { portalCode: string }[] };
  return (Array.isArray(body) ? body : body.items).filter((order) => order.portalCode === portalCode);
}

export const DEMO_PASSWORD = 'portal-demo-2026';

/** The company administrator's menu (every demo customer login is its company's administrator). */
export const CUSTOMER_SCREENS = [
  '/products',
  '/history',
  '/llistes',
  '/documents',
  '/sat',
  '/maintenance',
  '/standarization',
  '/aprovacions',
  '/equip',
];
export const ADMIN_SCREENS = [
  '/usuaris',
  '/rols',
  '/permisos',
  '/pantalles',
  '/params',
  '/log-errors',
  '/registre-canvis',
  '/enllac-erp',
  '/sincronitzacio',
  '/bustia',
  '/servei',
];
export const CUSTOMER_SCREEN_NAMES = [
  'products',
  'history',
  'llistes',
  'documents',
  'sat',
  'maintenance',
  'standarization',
  'approvals',
  'team',
];
export const ADMIN_SCREEN_NAMES = [
  'usuaris',
  'rols',
  'permisos',
  'pantalles',
  'params',
  'logErrors',
  'registreCanvis',
  'enllacErp',
  'sincronitzacio',
  'mailbox',
  'service',
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
