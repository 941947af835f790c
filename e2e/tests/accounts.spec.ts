// Accounts and mail in the browser. The demo has no SMTP server, so every mail is kept
// in the database and an administrator reads it in the Mailbox: the journeys below follow the
// mailed links from there, as a person trying the demo would.
// - A user recovers the password through a mailed link; the old password and the old session stop
//   working, the new password logs in.
// - A user changes the password from the profile and logs in again with it.
// - A company registers; an administrator activates it on the users screen; its user logs in and
//   sees the base price list.
// - A customer asks about a product; the message is in the Mailbox, with a copy to the customer.
// axe checks every screen and dialog visited. Each journey makes its own user, so the demo logins
// that other tests share keep their passwords.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, fillLogin, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (Mantine appends the required asterisk). */
const label = (key: string) => new RegExp(`^${escape(t(key))}`);
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A CIF with a valid control digit (an `S.L.`, letter B), different on every run. */
function freshCif(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

type Api = (method: string, url: string, data?: unknown) => Promise<unknown>;

/** The API as the administrator's browser session calls it; answers its `dades`. */
async function adminApi(adminPage: Page): Promise<Api> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  return async (method, url, data) => {
    const response = await adminPage.request.fetch(`/api/v1${url}`, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { dades: unknown }).dades;
  };
}

/** A new customer login of Talleres Soldamar (C0003, bronze), made through the users API. */
async function newCustomerUser(adminPage: Page, prefix: string) {
  const api = await adminApi(adminPage);
  const roles = (await api('GET', '/rols')) as { idRol: number; nom: string }[];
  const client = roles.find((role) => role.nom === 'CLIENT')!;
  const username = unique(prefix);
  const email = `${username}@soldamar.example`;
  await api('POST', '/usuaris', {
    username,
    email,
    nomContacte: 'Lucía Prova',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    idioma: 'ca',
    roles: [client.idRol],
    codigoCliente: 'C0003',
  });
  return { username, email };
}

/** A browser context of its own (a user's own browser: its session storage is not the admin's). */
async function ownBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  return { context, page: await context.newPage() };
}

/** Opens the newest mail to `recipient` of that kind in the Mailbox and answers its dialog. */
async function openMail(adminPage: Page, recipient: string, kind: string) {
  await adminPage.goto('/bustia');
  await expect(adminPage.getByRole('heading', { level: 1, name: t('screens.mailbox') })).toBeVisible();
  const filters = adminPage.getByRole('search', { name: t('mailbox.filters') });
  await filters.getByRole('textbox', { name: t('mailbox.recipient'), exact: true }).fill(recipient);
  const table = adminPage.getByRole('table', { name: t('mailbox.caption') });
  const row = table.getByRole('row').filter({ hasText: recipient }).filter({ hasText: kind });
  await expect(row.first()).toBeVisible();
  await row
    .first()
    .getByRole('button', { name: /^Obre el correu/ })
    .click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByText(recipient).first()).toBeVisible();
  return dialog;
}

test('a user recovers the password through the Mailbox; the old password and the old session stop working', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Three logins and two password hashes on a shared machine.
  test.slow();
  const { username, email } = await newCustomerUser(adminPage, 'recupera');

  // The user's old session, in a browser of its own.
  const old = await ownBrowser(browser, baseURL);
  await old.page.goto('/login');
  await fillLogin(old.page, username, DEMO_PASSWORD);
  await expect(old.page).toHaveURL('/products', { timeout: 30_000 });

  // "Forgot your password?" from the login screen.
  const user = await ownBrowser(browser, baseURL);
  const page = user.page;
  await page.goto('/login');
  await page.getByRole('link', { name: t('login.forgotPassword') }).click();
  await expect(page).toHaveURL('/recuperar-contrasenya');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.recoverPassword') })).toBeVisible();
  await expectAccessible(page, 'password recovery');
  await page.getByLabel(label('recovery.email')).fill(email.toUpperCase());
  await page.getByRole('button', { name: t('recovery.submit') }).click();
  // Said on the page, and by a positive toast (spec §8).
  await expect(page.getByRole('status').getByText(t('messages:users.recoveryLinkSent'))).toBeVisible();
  await expect(page.getByRole('alert').getByText(t('messages:users.recoveryLinkSent'))).toBeVisible();

  // The administrator opens the mail in the Mailbox; its link carries the token.
  const mail = await openMail(adminPage, email, t('mailbox.kinds.password.reset'));
  await expectAccessible(adminPage, 'mailbox with a mail open');
  const link = mail.getByRole('link', { name: /\/canviar-contrasenya\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/canviar-contrasenya\?token=[A-Za-z0-9_-]{43}$/);
  await adminPage.keyboard.press('Escape');

  // The link in the user's browser: a new password, twice.
  await page.goto(href!);
  const password = page.getByLabel(label('changePassword.password'));
  await expect(password).toBeVisible();
  await expectAccessible(page, 'change password from a link');
  await password.fill('nova-contrasenya-2026');
  await page.getByLabel(label('changePassword.confirmPassword')).fill('una-altra-cosa-2026');
  await page.getByRole('button', { name: t('changePassword.submit') }).click();
  await expect(page.getByText(t('messages:validation.passwordsDontMatch'))).toBeVisible();
  await page.getByLabel(label('changePassword.confirmPassword')).fill('nova-contrasenya-2026');
  await page.getByRole('button', { name: t('changePassword.submit') }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').getByText(t('messages:users.passwordChanged'))).toBeVisible();
  await expect(page.getByRole('alert').getByText(t('messages:users.passwordChanged'))).toBeVisible();

  // The same link a second time: already used.
  await page.goto(href!);
  await expect(page.getByText(t('changePassword.link.used'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('changePassword.askNewLink') })).toBeVisible();

  // The old password is refused, the new one logs in.
  await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  await expect(page.getByText(t('messages:auth.invalidCredentials'))).toBeVisible({ timeout: 30_000 });
  await fillLogin(page, username, 'nova-contrasenya-2026');
  await expect(page).toHaveURL('/products', { timeout: 30_000 });

  // The old session ended with the password: its next navigation lands on the login.
  await old.page
    .getByRole('link', { name: t('screens.history') })
    .first()
    .click();
  await expect(old.page).toHaveURL('/login');

  await old.context.close();
  await user.context.close();
});

test('a user changes the password from the profile and logs in again with it', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.slow();
  const { username } = await newCustomerUser(adminPage, 'canvia');
  const { context, page } = await ownBrowser(browser, baseURL);
  await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL('/products', { timeout: 30_000 });

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.perfil') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('profile.company.title') })).toBeVisible();
  await expectAccessible(page, 'profile');
  await page.getByRole('button', { name: t('profile.changePassword') }).click();
  const dialog = page.getByRole('dialog', { name: t('changeOwnPassword.title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'change password dialog');

  // A wrong current password is refused on its field.
  await dialog.getByLabel(label('changeOwnPassword.currentPassword')).fill('no-es-aquesta-2026');
  await dialog.getByLabel(label('changeOwnPassword.newPassword')).fill('canviada-des-del-perfil');
  await dialog.getByLabel(label('changeOwnPassword.confirmPassword')).fill('canviada-des-del-perfil');
  await dialog.getByRole('button', { name: t('changeOwnPassword.submit') }).click();
  await expect(dialog.getByText(t('messages:accounts.currentPasswordWrong'))).toBeVisible();

  await dialog.getByLabel(label('changeOwnPassword.currentPassword')).fill(DEMO_PASSWORD);
  // Checking the current password and hashing the new one are two deliberately slow scrypt
  // hashes, queued behind every other login of a busy machine: wait for the server's answer.
  const changed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/usuaris/canviar-contrasenya') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: t('changeOwnPassword.submit') }).click();
  expect((await changed).ok()).toBe(true);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').getByText(t('messages:users.passwordChanged'))).toBeVisible();
  await expect(page.getByRole('alert').getByText(t('messages:users.passwordChanged'))).toBeVisible();

  await fillLogin(page, username, 'canviada-des-del-perfil');
  await expect(page).toHaveURL('/products', { timeout: 30_000 });
  await context.close();
});

test('a user changes the e-mail from the profile: nothing changes until the mailed link is confirmed', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.slow();
  const { username, email } = await newCustomerUser(adminPage, 'correu');
  const newEmail = `${username}@nou.example`;
  const { context, page } = await ownBrowser(browser, baseURL);
  await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL('/products', { timeout: 30_000 });
  await page.goto('/perfil');
  await page.getByRole('button', { name: t('profile.changeEmail') }).click();
  const dialog = page.getByRole('dialog', { name: t('changeEmail.title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'change e-mail dialog');
  await dialog.getByLabel(label('changeEmail.newEmail')).fill(newEmail);
  await dialog.getByLabel(label('changeEmail.currentPassword')).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: t('changeEmail.submit') }).click();
  await expect(dialog.getByText(newEmail).first()).toBeVisible();
  await dialog.getByRole('button', { name: t('changeEmail.done') }).click();

  // Before the link is opened the new address does not log in.
  const other = await ownBrowser(browser, baseURL);
  await other.page.goto('/login');
  await fillLogin(other.page, newEmail, DEMO_PASSWORD);
  await expect(other.page.getByText(t('messages:auth.invalidCredentials'))).toBeVisible({ timeout: 30_000 });

  // The link went to the new address; the page confirms on a click, not on opening.
  const mail = await openMail(adminPage, newEmail, t('mailbox.kinds.email.confirm'));
  const href = await mail.getByRole('link', { name: /\/confirmar-email\?token=/ }).getAttribute('href');
  await adminPage.keyboard.press('Escape');
  await other.page.goto(href!);
  await expect(other.page.getByRole('heading', { level: 1, name: t('screens.confirmEmail') })).toBeVisible();
  await expectAccessible(other.page, 'e-mail confirmation');
  await other.page.getByRole('button', { name: t('confirmEmail.submit') }).click();
  await expect(other.page.getByText(t('messages:accounts.emailChanged'))).toBeVisible();

  // The old address is told, and the new one logs in.
  await openMail(adminPage, email, t('mailbox.kinds.email.changed'));
  await adminPage.keyboard.press('Escape');
  await other.page.goto('/login');
  await fillLogin(other.page, newEmail, DEMO_PASSWORD);
  await expect(other.page).toHaveURL('/products', { timeout: 30_000 });
  await other.context.close();
  await context.close();
});

test('a company registers, an administrator activates it, and its user logs in and sees base prices', async ({
  adminPage,
  page,
}) => {
  test.slow();
  const local = unique('ebro');
  const email = `${local}@ebro.example`;
  const password = 'registre-2026-ebro';

  await page.goto('/login');
  await page.getByRole('button', { name: t('login.register') }).click();
  const dialog = page.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible();
  const field = (key: string) => dialog.getByLabel(label(`register.fields.${key}`));
  await field('razonSocial').fill('Soldaduras del Ebro SL');
  // A CIF with a wrong control digit first: the spec's message, nothing sent.
  await field('cif').fill('B12345675');
  await field('telefono').fill('+34 976 000 000');
  await field('direccion').fill('Carrer del Port 4');
  await field('codigoPostal').fill('43870');
  await field('poblacion').fill('Amposta');
  await field('provincia').fill('Tarragona');
  await field('nomContacte').fill('Marta Ruiz');
  await field('email').fill(email);
  await field('password').fill(password);
  await field('confirmPassword').fill(password);
  await expectAccessible(page, 'registration dialog');
  await dialog.getByRole('button', { name: t('register.submit') }).click();
  await expect(dialog.getByText(t('messages:validation.cif'))).toBeVisible();
  await expect(field('cif')).toBeFocused();
  await field('cif').fill(freshCif());
  await dialog.getByRole('button', { name: t('register.submit') }).click();
  await expect(dialog.getByText(t('messages:customers.registrationReceived'))).toBeVisible();

  // Until an administrator activates it, the login is refused, saying why.
  await page.keyboard.press('Escape');
  await fillLogin(page, local, password);
  await expect(page.getByText(t('messages:auth.awaitingActivation'))).toBeVisible({ timeout: 30_000 });

  // The administrator was told (mail to emailContacto) and activates the user on the users screen.
  await openMail(adminPage, 'atencio.client@example.com', t('mailbox.kinds.registration.pending'));
  await adminPage.keyboard.press('Escape');
  await adminPage.goto(`/usuaris?text=${local}`);
  const table = adminPage.getByRole('table', { name: t('admin.users.caption') });
  const row = table.getByRole('row').filter({ hasText: local });
  await expect(row).toContainText(t('admin.users.disabled'));
  await row.getByRole('button', { name: t('admin.users.enable', { username: local }) }).click();
  await expect(row).toContainText(t('admin.users.active'));
  // The applicant is told the account is ready.
  await openMail(adminPage, email, t('mailbox.kinds.account.activated'));
  await adminPage.keyboard.press('Escape');

  // The new user logs in and sees the base list's (5) price of a product.
  await fillLogin(page, local, password);
  await expect(page).toHaveURL('/products', { timeout: 30_000 });
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/v1/productos/search') && response.url().includes('TIP-M6-12'),
  );
  await page.goto('/products?q=TIP-M6-12');
  const found = (await (await answered).json()) as {
    content: { id: number; codigo: string; finalPrice: number }[];
  };
  const product = found.content.find((item) => item.codigo === 'TIP-M6-12')!;
  const detail = (await (
    await page.request.get(`/api/v1/productos?id=${product.id}`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    })
  ).json()) as { prices: { idLista: number; desdeUnidades: number; precioNeto: number }[] };
  const base = detail.prices
    .filter((line) => line.idLista === 5)
    .sort((a, b) => a.desdeUnidades - b.desdeUnidades)[0]!;
  const gold = detail.prices.filter((line) => line.idLista === 1).map((line) => line.precioNeto);
  expect(product.finalPrice).toBe(base.precioNeto);
  expect(gold).not.toContain(product.finalPrice);
});

test('a customer asks about a product; the message reaches customer service in the Mailbox, with a copy', async ({
  adminPage,
  bronzePage,
}) => {
  const page = bronzePage;
  const subject = unique('Consulta ');
  const search = await page.request.get('/api/v1/productos/search?queryString=TIP-M6-12&size=5', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const found = (await search.json()) as { content: { id: number; codigo: string }[] };
  const product = found.content.find((item) => item.codigo === 'TIP-M6-12')!;
  await page.goto(`/consumables/product/detail?id=${product.id}`);
  await page.getByRole('button', { name: t('customerService.askAboutProduct') }).click();
  const dialog = page.getByRole('dialog', { name: t('customerService.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('TIP-M6-12').first()).toBeVisible();
  // Customer service's address and phone are shown there.
  await expect(dialog.getByRole('link', { name: 'atencio.client@example.com' })).toBeVisible();
  await expectAccessible(page, 'customer service dialog');
  await dialog.getByLabel(label('customerService.subject')).fill(subject);
  await dialog
    .getByLabel(label('customerService.observations'))
    .fill('Quin diàmetre de fil admet aquest broquet?');
  await dialog.getByRole('button', { name: t('customerService.send') }).click();
  await expect(page.getByText(t('messages:accounts.serviceSent'))).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await openMail(adminPage, 'atencio.client@example.com', t('mailbox.kinds.service.message'));
  await expect(mail.getByText(subject).first()).toBeVisible();
  await expect(mail.getByText(/TIP-M6-12/).first()).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await openMail(adminPage, 'compras@soldamar.example', t('mailbox.kinds.service.copy'));
  await adminPage.keyboard.press('Escape');
});

test('the account screens fit a phone without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/recuperar-contrasenya',
    '/canviar-contrasenya?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.register') }).click();
  await expect(page.getByRole('dialog', { name: t('register.title') })).toBeVisible();
  await expectNoSidewaysScroll(page, 'registration dialog');
});
