// A customer company as a team in the browser (DESIGN §13): the company administrator of Calderería
// Montseny (`gold`) invites a new buyer from /equip with a limit per order; the invitation is in
// the Mailbox, and its link, opened in the invitee's own browser, sets the name and password of a
// login that did not exist; the new buyer logs in with the address and lands on the catalogue; the
// team screen then lists them with their role and limit, and the second use of the link is refused;
// narrowed to one of the company's delivery addresses, their checkout offers that one only. axe
// checks the team screen, the invitation and member dialogs, the invitee's page and checkout; the
// team screen at phone width does not scroll sideways.
import type { Browser } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, fillLogin, logIn, mainNavigation, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (key: string) => new RegExp(`^${escape(t(key))}`);

async function ownBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  return { context, page: await context.newPage() };
}

test('a company administrator invites a new buyer, who joins from the mailed link and logs in', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = `comprador.${Date.now().toString(36)}@montseny.example`;
  const gold = await ownBrowser(browser, baseURL);
  await logIn(gold.page, 'gold', '/products');
  await gold.page.goto('/equip');
  await expect(gold.page.getByRole('heading', { level: 1, name: t('screens.team') })).toBeVisible();
  const members = gold.page.getByRole('table', { name: t('team.members') });
  await expect(members.getByRole('row').filter({ hasText: 'taller@montseny.example' })).toContainText(
    '500,00 €',
  );
  // The choice of who sees the documents, in the screen axe reads.
  await expect(gold.page.getByRole('checkbox', { name: t('team.roles.consulta') })).toBeChecked();
  await expectAccessible(gold.page, 'team screen');

  await gold.page.getByRole('button', { name: t('team.invite') }).click();
  const dialog = gold.page.getByRole('dialog', { name: t('team.inviteTitle') });
  await dialog.getByLabel(label('team.email')).fill(email);
  await dialog.getByLabel(label('team.orderLimit')).fill('750');
  await expectAccessible(gold.page, 'invitation dialog');
  await dialog.getByRole('button', { name: t('team.sendInvitation') }).click();
  await expect(dialog).toBeHidden();
  const invitations = gold.page.getByRole('table', { name: t('team.invitations') });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toBeVisible();

  // The invitation in the Mailbox, in Catalan; its link carries the single-use token.
  await adminPage.goto('/bustia');
  const filters = adminPage.getByRole('search', { name: t('mailbox.filters') });
  await filters.getByRole('textbox', { name: t('mailbox.recipient'), exact: true }).fill(email);
  const row = adminPage
    .getByRole('table', { name: t('mailbox.caption') })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row.first()).toContainText(t('mailbox.kinds.team.invitation'));
  await row
    .first()
    .getByRole('button', { name: /^Obre el correu/ })
    .click();
  const mail = adminPage.getByRole('dialog');
  const href = await mail.getByRole('link', { name: /\/invitacio\?token=/ }).getAttribute('href');
  expect(href).toMatch(/\/invitacio\?token=[A-Za-z0-9_-]{43}$/);
  await adminPage.keyboard.press('Escape');

  // The invitee, in a browser of their own, with no login yet.
  const invitee = await ownBrowser(browser, baseURL);
  await invitee.page.goto(href!);
  await expect(invitee.page.getByLabel(label('invitation.email'))).toHaveValue(email);
  await expectAccessible(invitee.page, 'invitation page');
  await invitee.page.getByLabel(label('invitation.name')).fill('Arnau Bosch');
  await invitee.page.getByLabel(label('changePassword.password')).fill('soldadura-2026');
  await invitee.page.getByLabel(label('changePassword.confirmPassword')).fill('soldadura-2026');
  await invitee.page.getByRole('button', { name: t('invitation.submit') }).click();
  await expect(invitee.page).toHaveURL('/login');
  // Said on the login screen and, while it lasts, in a toast too.
  await expect(invitee.page.getByText(t('messages:team.invitationAccepted')).first()).toBeVisible();
  await fillLogin(invitee.page, email, 'soldadura-2026');
  await expect(invitee.page).toHaveURL('/products', { timeout: 30_000 });
  // A buyer: the catalogue and a cart, no team screen.
  await expect(invitee.page.getByRole('link', { name: t('screens.team'), exact: true })).toHaveCount(0);

  // The link works once.
  await invitee.page.goto(href!);
  await expect(invitee.page.getByText(t('invitation.link.used'))).toBeVisible();

  // The team lists the new buyer with the limit given; the invitation is no longer open.
  await gold.page.reload();
  const joined = members.getByRole('row').filter({ hasText: email });
  await expect(joined).toContainText('Arnau Bosch');
  await expect(joined).toContainText(t('team.roles.comprador'));
  await expect(joined).toContainText('750,00 €');
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The new buyer may send orders to the works at the port only.
  await joined.getByRole('button', { name: t('team.editLabel', { name: 'Arnau Bosch' }) }).click();
  const edit = gold.page.getByRole('dialog', { name: 'Arnau Bosch' });
  await edit.getByRole('radio', { name: t('team.someAddressesChoice') }).check();
  await edit.getByRole('checkbox', { name: /^Obra Port de Barcelona/ }).check();
  await expectAccessible(gold.page, 'member dialog with its addresses');
  await edit.getByRole('button', { name: t('team.save') }).click();
  await expect(edit).toBeHidden();
  await expect(joined).toContainText(t('team.someAddresses', { n: 1, total: 2 }));

  // Their checkout offers that address and no other.
  const token = await accessTokenOf(invitee.page);
  const products = (await (
    await invitee.page.request.get('/api/v1/productos/all', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { codigo: string; finalPrice: number | null; lote: number | null; minimumQuantity: number }[];
  const product = products.find(
    (p) => p.finalPrice !== null && (p.lote ?? 1) <= 1 && p.minimumQuantity <= 1,
  )!;
  const added = await invitee.page.request.post('/api/v1/carrito', {
    headers: { Authorization: `Bearer ${token}` },
    // Enough for the minimum order, within the buyer's 750 EUR.
    data: { codigo: product.codigo, Cantidad: Math.ceil(110 / product.finalPrice!) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await invitee.page.goto('/products');
  await invitee.page.getByRole('button', { name: t('cart.open', { count: 1 }) }).click();
  const cart = invitee.page.getByRole('dialog', { name: t('cart.title') });
  await cart.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(cart.getByRole('radio', { name: /Obra Port de Barcelona/ })).toBeChecked();
  await expect(cart.getByRole('radio')).toHaveCount(1);
  await expectAccessible(invitee.page, 'checkout with the one address allowed');

  await gold.page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(gold.page, 'team screen on a phone');
  await gold.context.close();
  await invitee.context.close();
});

test('the company administrator keeps the viewers away from the documents, and gives them back', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const gold = await ownBrowser(browser, baseURL);
  await logIn(gold.page, 'gold', '/products');
  await gold.page.goto('/equip');
  const viewers = gold.page.getByRole('checkbox', { name: t('team.roles.consulta') });
  const save = gold.page.getByRole('button', { name: t('team.documentReaders.save') });
  await viewers.uncheck();
  await save.click();
  await expect(gold.page.getByText(t('team.documentReaders.saved'))).toBeVisible();
  await expect(save).toBeDisabled();

  const viewer = await ownBrowser(browser, baseURL);
  try {
    // The demo's viewer reads the portal in Spanish.
    await logIn(viewer.page, 'gold-consulta', '/products');
    const menu = mainNavigation(viewer.page, 'es');
    await expect(menu.getByRole('link', { name: textIn('es', 'screens.history') })).toBeVisible();
    await expect(menu.getByRole('link', { name: textIn('es', 'screens.documents') })).toHaveCount(0);
    await viewer.page.goto('/documents');
    await expect(viewer.page).toHaveURL('/404');
  } finally {
    await viewers.check();
    await save.click();
    await expect(viewers).toBeChecked();
    await expect(save).toBeDisabled();
    await viewer.context.close();
    await gold.context.close();
  }
});
