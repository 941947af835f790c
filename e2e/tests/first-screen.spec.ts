// The build users get and its first screen: React DOM in the bundle (no other implementation of
// React's API in its place), the login screen painted from the HTML before any JavaScript runs,
// then hydrated — the same elements, now React's — without a mismatch, and the plain document
// (no login form) on every other address.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { serverMessages, ui } from './portal.ts';

const webDist =
  process.env.E2E_WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const login = ui.ca.login!;

test('the build runs on React DOM, and no other implementation of React is bundled', async () => {
  const assets = path.join(webDist, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const sources = await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')));
  // React DOM's own marks: the links of its production error messages and the keys it hangs its
  // fibres on the DOM nodes by; hydrateRoot for the prerendered login screen.
  const reactDom = sources.filter(
    (source) => source.includes('react.dev/errors/') && source.includes('__reactFiber$'),
  );
  expect(reactDom, 'a chunk with React DOM').toHaveLength(1);
  expect(reactDom[0]).toContain('hydrateRoot');
  // Preact names its contexts `__cC<n>` and its memo components `Memo(…)`; preact/compat in place
  // of React DOM brings both.
  for (const [index, source] of sources.entries()) {
    expect(source.includes('"__cC"') || source.includes('"Memo("'), scripts[index]).toBe(false);
  }
});

/** Holds the entry script back until `release()`: what shows before it is the HTML's alone. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function isHydrated(page: Page) {
  return page.waitForFunction(() => {
    const form = document.querySelector('#root form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber$'));
  });
}

test('the login screen paints before its JavaScript runs and is hydrated in place, keeping what was typed', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 400/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });

  const username = page.getByLabel(new RegExp(`^${login.username}`));
  const password = page.getByLabel(new RegExp(`^${login.password}`));
  await expect(page.getByRole('heading', { level: 1, name: login.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(ui.ca.screens!.login!));
  // Typed before the JavaScript has arrived (a visitor on a slow line does).
  await username.fill('gold');
  await password.fill('not-the-password');
  await page.evaluate(() => {
    (window as { prerenderedForm?: Element | null }).prerenderedForm = document.querySelector('#root form');
  });

  release();
  await isHydrated(page);
  expect(
    await page.evaluate(
      () =>
        (window as { prerenderedForm?: Element | null }).prerenderedForm ===
        document.querySelector('#root form'),
    ),
    'the prerendered form is the one React now drives',
  ).toBe(true);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(serverMessages.ca.auth!.invalidCredentials!);
  expect(problems, 'no hydration mismatch nor any other error').toEqual([]);
  await expectAccessible(page, 'the hydrated login screen');
});

test('the root address hydrates the same prerendered screen', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto('/');
  await isHydrated(page);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(page.getByText(serverMessages.ca.validation!.required!)).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('a visitor whose browser asks for English gets the login screen in English, rendered afresh', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: ui.en.login!.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: login.title })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: ui.en.login!.submit, exact: true }).click();
  await expect(page.getByText(serverMessages.en.validation!.required!)).toHaveCount(2);
  expect(problems).toEqual([]);
  await context.close();
});

test('no other address paints the login form, not even before its JavaScript runs', async ({ page }) => {
  for (const address of ['/recuperar-contrasenya', '/no-such-screen']) {
    const release = await holdEntryScript(page);
    await page.goto(address, { waitUntil: 'commit' });
    // The HTML alone (the entry held back): an empty root, not the login's form.
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('#root > *')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${login.password}`))).toHaveCount(0);
    await page.unroute(ENTRY_SCRIPT);
  }
});
