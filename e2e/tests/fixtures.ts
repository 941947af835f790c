// Log in once per role: the session lives in sessionStorage (spec §2), which Playwright's
// storageState does not carry, so each worker keeps one logged-in tab per role and the tests of
// that worker reuse it (navigating with `page.goto` keeps the tab's sessionStorage). Tests that
// change who is logged in (log out, another user) use the ordinary `page` instead.
import { test as base, type Browser, type Page, type WorkerInfo } from '@playwright/test';
import { logIn } from './portal.ts';

interface RolePages {
  /** The demo administrator, logged in once per worker; starts on /usuaris. */
  adminPage: Page;
  /** The bronze demo customer, logged in once per worker; starts on /products. */
  bronzePage: Page;
  /** The demo member of the service department, logged in once per worker; starts on /servei. */
  serveiPage: Page;
  /** gold-comprador, a buyer of C0001 with limits (500 EUR an order, 3,000 a month). */
  compradorPage: Page;
  /** gold-aprovador, the approver of C0001. */
  aprovadorPage: Page;
}

function rolePage(
  username: string,
  home: string,
): [
  (args: { browser: Browser }, use: (page: Page) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>, workerInfo: WorkerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion });
      const page = await context.newPage();
      await logIn(page, username, home);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<object, RolePages>({
  adminPage: rolePage('admin', '/usuaris'),
  bronzePage: rolePage('bronze', '/products'),
  serveiPage: rolePage('servei', '/servei'),
  compradorPage: rolePage('gold-comprador', '/products'),
  aprovadorPage: rolePage('gold-aprovador', '/products'),
});

export { expect } from '@playwright/test';
