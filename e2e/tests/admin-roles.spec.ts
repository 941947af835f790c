// The roles and permissions screens in the browser: an administrator
// takes every permission of the order history from the customer role through the roles screen's
// checkboxes, a customer then has no history in the menu and gets /404 going there, and the
// permissions come back through the same screen; a role of one's own is created, given a
// permission and a home screen, renamed and deleted; deleting a role some user holds is refused
// with the server's message; permissions are filtered, created, edited and deleted. axe checks
// both screens and their dialogs, and the roles screen does not scroll sideways on a phone.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, DEMO_PASSWORD, logIn, logOut, mainNavigation, menuHrefs, textIn } from './portal.ts';

// Journeys of a dozen server round trips and up to three logins (a deliberate scrypt hash each)
// on a shared two-core machine: a minute is not always enough.
test.describe.configure({ timeout: 180_000 });

/** A Catalan text (the demo users' language). */
const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The administration API as the logged-in administrator of the page calls it. */
async function adminApi(page: Page) {
  const token = await accessTokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api/v1${url}`, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { dades: T }).dades;
  };
  return { call, request: page.request as APIRequestContext };
}

interface Listed {
  idPermis: number;
  endPoint: string;
  idPantalla: number | null;
  granted?: boolean;
}

/** On a 390 px phone nothing scrolls the page sideways (tables scroll inside their own box). */
async function expectPhoneLayout(page: Page, shown: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expect(shown).toBeVisible();
    await expectNoSidewaysScroll(page, page.url());
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
}

/**
 * axe on what this screen draws: the answers' notifications are shared by every screen and
 * checked with them, so the check waits for them to go.
 */
async function expectScreenAccessible(page: Page, what: string) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, what);
}

/** The permission notification of spec §8/§9 with this text. */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

async function openRole(page: Page, name: string) {
  await page.goto('/rols');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.rols') })).toBeVisible();
  await page.getByRole('link', { name: t('admin.roles.selectRole', { name }) }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('admin.roles.detailTitle', { name }) }),
  ).toBeVisible();
}

/** The fieldset of a screen's permissions in the role's matrix, named "Screen (n de m)". */
const screenGroup = (page: Page, screenName: string) =>
  page.getByRole('group', { name: new RegExp(`^${escape(t(`screens.${screenName}`))} \\(`) });

test('revoking the history from the buyer role through the roles screen takes it from buyers, and granting it back restores it', async ({
  adminPage,
  page,
}) => {
  const api = await adminApi(adminPage);
  const client = (await api.call<{ idRol: number; nom: string }[]>('GET', '/rols')).find(
    (r) => r.nom === 'CLIENT',
  )!;
  const history = (await api.call<{ idPantalla: number; url: string }[]>('GET', '/pantalles')).find(
    (s) => s.url === '/history',
  )!;
  const historyPermissions = await api.call<Listed[]>(
    'GET',
    `/permisos?idRol=${client.idRol}&idPantalla=${history.idPantalla}`,
  );
  expect(historyPermissions.length).toBeGreaterThan(0);
  expect(historyPermissions.every((p) => p.granted)).toBe(true);

  try {
    await openRole(adminPage, 'CLIENT');
    await expectAccessible(adminPage, 'the roles screen with a role open');
    const group = screenGroup(adminPage, 'history');
    const boxes = group.getByRole('checkbox');
    await expect(boxes).toHaveCount(historyPermissions.length);
    for (const permission of historyPermissions) {
      const box = group.getByRole('checkbox', { name: new RegExp(`^${escape(permission.endPoint)}`) });
      await expect(box).toBeChecked();
      await box.click();
      await expect(box).not.toBeChecked();
    }
    await expect(notice(adminPage, t('messages:admin.permissions.revoked'))).toBeVisible();
    await expect(group).toHaveAccessibleName(
      new RegExp(escape(t('admin.roles.grantedCount', { granted: 0, total: historyPermissions.length }))),
    );
    const stored = await api.call<Listed[]>(
      'GET',
      `/permisos?idRol=${client.idRol}&idPantalla=${history.idPantalla}`,
    );
    expect(stored.filter((p) => p.granted)).toEqual([]);

    // A buyer (the CLIENT role) logging in now has no history in the menu, and the address leads
    // to /404.
    await logIn(page, 'gold-comprador', '/products');
    await expect(mainNavigation(page).getByRole('link', { name: t('screens.products') })).toBeVisible();
    const menu = await menuHrefs(page);
    expect(menu).toContain('/products');
    expect(menu).not.toContain('/history');
    await page.goto('/history');
    await expect(page).toHaveURL('/404');

    // Granted back through the same screen.
    for (const permission of historyPermissions) {
      const box = group.getByRole('checkbox', { name: new RegExp(`^${escape(permission.endPoint)}`) });
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(notice(adminPage, t('messages:admin.permissions.granted'))).toBeVisible();
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: t('screens.history') })).toBeVisible();
    await logOut(page, 'gold-comprador');
    await logIn(page, 'gold-comprador', '/products');
    await expect(mainNavigation(page).getByRole('link', { name: t('screens.history') })).toBeVisible();
    expect(await menuHrefs(page)).toContain('/history');
  } finally {
    // Whatever happened above, the customers get their history back.
    for (const permission of historyPermissions) {
      await api.call('POST', '/permisos/donar-permis', {
        idRol: client.idRol,
        idPermis: permission.idPermis,
      });
    }
  }
});

test('an administrator creates a role, gives it a permission and a home screen, renames it and deletes it', async ({
  adminPage: page,
}) => {
  const name = `E2E_${Date.now().toString(36).toUpperCase()}`;
  const renamed = `${name}_B`;
  const api = await adminApi(page);
  try {
    await page.goto('/rols');
    await page.getByRole('button', { name: t('admin.roles.create') }).click();
    const create = page.getByRole('dialog', { name: t('admin.roles.createTitle') });
    await expect(create.getByRole('textbox', { name: t('admin.roles.name') })).toBeFocused();
    await create.getByRole('button', { name: t('admin.common.save') }).click();
    await expect(create.getByText(t('messages:validation.required'))).toBeVisible();
    await expectAccessible(page, 'the new role dialog with an error');
    await create.getByRole('textbox', { name: t('admin.roles.name') }).fill(name);
    await create.getByRole('button', { name: t('admin.common.save') }).click();
    // The answer's toast lasts 4 s: look for it first.
    await expect(page.getByText(t('messages:common.saved')).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('admin.roles.detailTitle', { name }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/rols\?rol=\d+$/);

    // A permission on the parameters screen, then that screen as its home.
    const params = screenGroup(page, 'params');
    await params.getByRole('checkbox', { name: /^GET \/params/ }).click();
    await expect(params.getByRole('checkbox', { name: /^GET \/params/ })).toBeChecked();
    await page.getByRole('textbox', { name: t('admin.roles.home') }).click();
    await page.getByRole('option', { name: t('screens.params'), exact: true }).click();
    await expect(notice(page, t('messages:admin.permissions.homeSet'))).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: t('admin.roles.selectRole', { name }) }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(t('screens.params'));

    // On a phone the matrix wraps and the roles table scrolls in its box.
    await expectPhoneLayout(page, params);

    await page.getByRole('button', { name: t('admin.roles.renameRole', { name }) }).click();
    const rename = page.getByRole('dialog', { name: t('admin.roles.renameTitle', { name }) });
    await rename.getByRole('textbox', { name: t('admin.roles.name') }).fill(renamed);
    await rename.getByRole('button', { name: t('admin.common.save') }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: t('admin.roles.detailTitle', { name: renamed }) }),
    ).toBeVisible();

    await page.getByRole('button', { name: t('admin.roles.deleteRole', { name: renamed }) }).click();
    const confirm = page.getByRole('dialog', { name: t('admin.roles.deleteTitle', { name: renamed }) });
    await expect(confirm).toContainText(t('admin.roles.deleteText', { name: renamed }));
    await expectScreenAccessible(page, 'the delete role confirmation');
    await confirm.getByRole('button', { name: t('admin.roles.deleteConfirm') }).click();
    await expect(page.getByText(t('messages:common.deleted')).first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: t('admin.roles.selectRole', { name: renamed }) }),
    ).toHaveCount(0);
    await expect(page.getByText(t('admin.roles.pickRole'))).toBeVisible();
    await expect(page).toHaveURL('/rols');
  } finally {
    const roles = await api.call<{ idRol: number; nom: string }[]>('GET', '/rols');
    for (const role of roles.filter((r) => r.nom === name || r.nom === renamed))
      await api.call('DELETE', `/rols/${role.idRol}`);
  }
});

test('deleting a role that a user holds is refused with the server’s message and changes nothing', async ({
  adminPage: page,
}) => {
  const api = await adminApi(page);
  const name = `E2E_HELD_${Date.now().toString(36).toUpperCase()}`;
  const role = await api.call<{ idRol: number }>('POST', '/rols', { nom: name });
  const username = `e2e-held-${Date.now().toString(36)}`;
  const user = await api.call<{ idUsuari: number }>('POST', '/usuaris', {
    username,
    email: `${username}@example.com`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    roles: [role.idRol],
  });
  try {
    await openRole(page, name);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: t('admin.roles.selectRole', { name }) }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await page.getByRole('button', { name: t('admin.roles.deleteRole', { name }) }).click();
    await page
      .getByRole('dialog', { name: t('admin.roles.deleteTitle', { name }) })
      .getByRole('button', { name: t('admin.roles.deleteConfirm') })
      .click();
    await expect(page.getByText(t('messages:admin.roles.inUse'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('admin.roles.selectRole', { name }) })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('admin.roles.detailTitle', { name }) }),
    ).toBeVisible();
    const roles = await api.call<{ idRol: number; usuaris: number }[]>('GET', '/rols');
    expect(roles.find((r) => r.idRol === role.idRol)?.usuaris).toBe(1);
  } finally {
    await api.call('DELETE', `/usuaris/${user.idUsuari}`);
    await api.call('DELETE', `/rols/${role.idRol}`);
  }
});

test('the permissions screen filters by screen and role in the address, and creates, edits and deletes a permission', async ({
  adminPage: page,
}) => {
  const api = await adminApi(page);
  const endPoint = `GET /e2e-${Date.now().toString(36)}`;
  try {
    await page.goto('/permisos');
    const table = page.getByRole('table', { name: t('admin.permissions.caption') });
    await expect(table.getByRole('row').filter({ hasText: 'GET /usuaris' }).first()).toBeVisible();
    await expectAccessible(page, 'the permissions screen');
    await expectPhoneLayout(page, table);

    await page.getByRole('textbox', { name: t('admin.permissions.filterScreen') }).click();
    await page.getByRole('option', { name: t('screens.params'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]idPantalla=\d+/);
    await expect(table.getByRole('row')).toHaveCount(5); // the header and the four /params permissions
    await page.getByRole('textbox', { name: t('admin.permissions.filterRole') }).click();
    await page.getByRole('option', { name: 'CLIENT', exact: true }).click();
    await expect(page).toHaveURL(/[?&]idRol=\d+/);
    await expect(page.getByText(t('admin.permissions.empty'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(t('admin.permissions.roleNote', { name: 'CLIENT' }))).toBeVisible();
    await expectAccessible(page, 'the permissions screen filtered by a role');
    await page.getByRole('textbox', { name: t('admin.permissions.filterRole') }).click();
    await page.getByRole('option', { name: t('admin.permissions.anyRole'), exact: true }).click();
    await expect(page).not.toHaveURL(/idRol=/);
    await expect(table.getByRole('row')).toHaveCount(5);

    await page.getByRole('button', { name: t('admin.permissions.create') }).click();
    const create = page.getByRole('dialog', { name: t('admin.permissions.createTitle') });
    const endPointField = create.getByRole('textbox', { name: t('admin.permissions.endPoint') });
    await endPointField.fill('GET e2e');
    await create.getByRole('button', { name: t('admin.common.save') }).click();
    await expect(create.getByText(t('messages:admin.permissions.endPointFormat'))).toBeVisible();
    await expect(endPointField).toBeFocused();
    await expectAccessible(page, 'the new permission dialog with an error');
    await endPointField.fill(endPoint);
    await create.getByRole('textbox', { name: t('admin.permissions.descripcio') }).fill('End-to-end');
    await create.getByRole('textbox', { name: t('admin.permissions.screen') }).click();
    await page.getByRole('option', { name: new RegExp(`^${escape(t('screens.params'))} `) }).click();
    await create.getByRole('button', { name: t('admin.common.save') }).click();
    await expect(create).toBeHidden();
    await expect(notice(page, t('messages:common.saved'))).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: endPoint });
    await expect(row).toContainText('End-to-end');

    await page.getByRole('button', { name: t('admin.permissions.editPermission', { endPoint }) }).click();
    const edit = page.getByRole('dialog', { name: t('admin.permissions.editTitle', { endPoint }) });
    await edit.getByRole('textbox', { name: t('admin.permissions.descripcio') }).fill('Edited end-to-end');
    await edit.getByRole('button', { name: t('admin.common.save') }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Edited end-to-end');

    await page.getByRole('button', { name: t('admin.permissions.deletePermission', { endPoint }) }).click();
    const confirm = page.getByRole('dialog', { name: t('admin.permissions.deleteTitle', { endPoint }) });
    await expectScreenAccessible(page, 'the delete permission confirmation');
    await confirm.getByRole('button', { name: t('admin.permissions.deleteConfirm') }).click();
    await expect(notice(page, t('messages:common.deleted'))).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    const left = (await api.call<Listed[]>('GET', '/permisos')).filter((p) => p.endPoint === endPoint);
    for (const permission of left) await api.call('DELETE', `/permisos/${permission.idPermis}`);
  }
});
