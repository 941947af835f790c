// Spending limits and approval in the browser (DESIGN §13): gold-comprador (500 EUR per order)
// checks out an order over the limit and is told it awaits approval, with nothing sent to the
// ERP; gold-aprovador finds it on /aprovacions with the limit it passes, opens the rejection
// dialog from the keyboard (its reason field takes the focus, Escape closes it), then approves
// it; a second order over the limit is rejected with a reason, which the buyer's history shows
// beside the first one on its way to the ERP. axe checks the awaiting confirmation, the approvals
// screen (also at phone width, where it must not scroll sideways), the rejection dialog and the
// history.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

interface CatalogueProduct {
  codigo: string;
  finalPrice: number | null;
  lote: number | null;
  minimumQuantity: number;
}

async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}`, 'Accept-Language': 'ca' },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as unknown);
}

test('an order over the buyer’s limit waits for the approver, who approves it for the ERP', async ({
  compradorPage: page,
  aprovadorPage: approver,
}) => {
  test.slow();
  // The buyer: an empty cart, then one product enough times to pass 500 EUR before VAT.
  await page.goto('/products');
  await api(page, 'DELETE', '/carrito');
  const products = (await api(page, 'GET', '/productos/all')) as CatalogueProduct[];
  const product = products.find(
    (p) => p.finalPrice !== null && p.finalPrice >= 20 && (p.lote ?? 1) <= 1 && p.minimumQuantity <= 1,
  );
  expect(product).toBeDefined();
  const quantity = Math.ceil(520 / product!.finalPrice!);
  await api(page, 'POST', '/carrito', { codigo: product!.codigo, Cantidad: quantity });
  await page.reload();

  await page.getByRole('button', { name: t('cart.open', { count: 1 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.title') });
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  await dialog.getByRole('checkbox', { name: t('ordering.conditions.accept') }).check();
  await dialog.getByRole('button', { name: t('ordering.nav.next') }).click();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/pedidos/add') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: t('ordering.nav.confirm') }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { Codigo: string; estado: string };
  expect(order.estado).toBe('awaiting_approval');
  await expect(
    dialog.getByRole('heading', { name: t('ordering.placed.titleAwaiting', { code: order.Codigo }) }),
  ).toBeVisible();
  await expect(dialog.getByText(t('messages:orders.awaitingApproval'))).toBeVisible();
  await expectAccessible(page, 'order awaiting approval');
  await dialog
    .getByRole('button', { name: t('common.close') })
    .last()
    .click();

  // The approver, from the mailed link's address.
  await approver.goto(`/aprovacions?pedido=${order.Codigo}`);
  await expect(approver.getByRole('heading', { level: 1, name: t('screens.approvals') })).toBeVisible();
  const item = approver.getByRole('listitem', { name: t('approvals.orderTitle', { code: order.Codigo }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^Supera el límit per comanda/)).toBeVisible();
  await expect(item.getByRole('cell', { name: product!.codigo, exact: true })).toBeVisible();
  await expectAccessible(approver, 'approvals screen');
  // At phone width the lines scroll inside their own box, never the page.
  const size = approver.viewportSize();
  await approver.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(approver, 'approvals screen at phone width');
  await expectAccessible(approver, 'approvals screen at phone width');
  if (size) await approver.setViewportSize(size);

  // The rejection dialog from the keyboard: focus in the reason, required, Escape leaves it.
  const reject = item.getByRole('button', { name: t('approvals.rejectLabel', { code: order.Codigo }) });
  await reject.focus();
  await approver.keyboard.press('Enter');
  const rejectDialog = approver.getByRole('dialog', {
    name: t('approvals.rejectTitle', { code: order.Codigo }),
  });
  await expect(rejectDialog).toBeVisible();
  const reason = rejectDialog.getByRole('textbox', { name: new RegExp(`^${t('approvals.reason')}`) });
  await expect(reason).toBeFocused();
  await rejectDialog.getByRole('button', { name: t('approvals.reject') }).click();
  await expect(rejectDialog.getByText(t('messages:validation.required'))).toBeVisible();
  await expectAccessible(approver, 'rejection dialog');
  await approver.keyboard.press('Escape');
  await expect(rejectDialog).toBeHidden();

  await item.getByRole('button', { name: t('approvals.approveLabel', { code: order.Codigo }) }).click();
  await expect(approver.getByText(t('messages:approvals.approved'))).toBeVisible();
  await expect(item).toBeHidden();

  // A second order over the limit, rejected with a reason typed in the dialog.
  const [contact] = (await api(page, 'GET', '/cliente/contactos')) as { id: number }[];
  const second = (await api(page, 'POST', '/pedidos/add', {
    lineasPedido: [{ codigo: product!.codigo, Cantidad: quantity }],
    idContacto: contact!.id,
    acceptedConditions: true,
  })) as { Codigo: string; estado: string };
  expect(second.estado).toBe('awaiting_approval');
  await approver.goto(`/aprovacions?pedido=${second.Codigo}`);
  const secondItem = approver.getByRole('listitem', {
    name: t('approvals.orderTitle', { code: second.Codigo }),
  });
  await secondItem.getByRole('button', { name: t('approvals.rejectLabel', { code: second.Codigo }) }).click();
  const secondDialog = approver.getByRole('dialog', {
    name: t('approvals.rejectTitle', { code: second.Codigo }),
  });
  await secondDialog
    .getByRole('textbox', { name: new RegExp(`^${t('approvals.reason')}`) })
    .fill('Aquest mes ja n’hem comprat prou.');
  await secondDialog.getByRole('button', { name: t('approvals.reject') }).click();
  await expect(approver.getByText(t('messages:approvals.rejected'))).toBeVisible();
  await expect(secondItem).toBeHidden();

  // The buyer's history: on its way to the ERP (or already accepted by the sandbox).
  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: order.Codigo });
  await expect(row).toContainText(
    new RegExp(`${t('messages:orders.status.sent_to_erp')}|${t('messages:orders.status.accepted')}`),
    { timeout: 30_000 },
  );
  // The rejected one says why, in the approver's words.
  const rejected = page.getByRole('row').filter({ hasText: second.Codigo });
  await expect(rejected).toContainText(t('messages:orders.status.rejected'));
  await expect(rejected).toContainText('Aquest mes ja n’hem comprat prou.');
  await expectAccessible(page, 'history with orders rejected by the approver');
});
