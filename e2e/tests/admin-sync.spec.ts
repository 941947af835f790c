// The synchronisation screen in the browser: the administrator starts an
// incremental run on /sincronitzacio, watches its progress arrive from the live stream and is told
// "synchronized correctly"; a price changed in the sandbox ERP reaches the bronze customer's
// product detail after the next incremental run. The screen passes axe and does not scroll
// sideways on a phone. In the `global-state` project: it changes a price in the sandbox ERP.
import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, setSandboxSwitches, textIn } from './portal.ts';

/** A Catalan text (the demo users' language). */
const ca = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

const SANDBOX = `http://127.0.0.1:${process.env.E2E_ERP_PORT ?? '4391'}/_sandbox`;
/** A welder of the demo catalogue that no other end-to-end test prices. */
const PRODUCT = 'MIG-3500-T';
const BRONZE_LIST = 5;
/** A full first fill of the demo database may still be running when the suite starts. */
const RUN_TIMEOUT = 120_000;

const euros = (amount: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;

interface PriceLine {
  idLista: number;
  desdeUnidades: number;
  precioNeto: number;
  precioSinDescuento: number | null;
}

/** Opens the screen and waits until no run is under way (the start buttons are enabled again). */
async function openSyncScreen(page: Page) {
  await page.goto('/sincronitzacio');
  await expect(page.getByRole('heading', { level: 1, name: ca('screens.sincronitzacio') })).toBeVisible();
  const incremental = page.getByRole('button', { name: ca('admin.sync.start.incremental'), exact: true });
  await expect(incremental).toBeEnabled({ timeout: RUN_TIMEOUT });
  return incremental;
}

/**
 * Records, in the page, every text the status line and every value the progress bar take, so
 * that the test can tell afterwards that the progress moved however fast the run was.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { statuses: [] as string[], values: [] as string[], alerts: [] as string[] };
    (window as unknown as { __syncSeen: typeof seen }).__syncSeen = seen;
    const look = () => {
      const status = document.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '';
      if (status && seen.statuses.at(-1) !== status) seen.statuses.push(status);
      if (value && seen.values.at(-1) !== value) seen.values.push(value);
      // Notifications are alerts; they go after 4 s, so they are noted as they come.
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent ?? '';
        if (text && !seen.alerts.includes(text)) seen.alerts.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
    look();
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __syncSeen: { statuses: string[]; values: string[]; alerts: string[] } })
          .__syncSeen,
    );
}

/** Starts an incremental run from the screen and waits for "synchronized correctly"; its id. */
async function runIncremental(page: Page): Promise<number> {
  const incremental = await openSyncScreen(page);
  const seen = await recordProgress(page);
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/sincronitzacio') && r.request().method() === 'POST',
  );
  // Each ERP answer a little slow, so the run lasts a few seconds and its progress can be seen
  // moving (an incremental run of a few changes is otherwise over in a fraction of a second).
  await setSandboxSwitches(page.request, { latencyMs: 200 });
  try {
    await incremental.click();
    return await followRun(page, started, seen);
  } finally {
    await setSandboxSwitches(page.request, { latencyMs: 0 });
  }
}

async function followRun(
  page: Page,
  started: ReturnType<Page['waitForResponse']>,
  seen: Awaited<ReturnType<typeof recordProgress>>,
): Promise<number> {
  const response = await started;
  expect(response.status(), await response.text()).toBe(202);
  const id = ((await response.json()) as { dades: { id: number } }).dades.id;
  await expect(page.getByText(ca('messages:sync.started'), { exact: true })).toBeVisible();

  const status = page.getByRole('status').filter({ hasText: /./ }).first();
  await expect(status).toHaveText(ca('messages:sync.done'), { timeout: RUN_TIMEOUT });
  const bar = page.getByRole('progressbar', { name: ca('admin.sync.current.progressLabel', { id }) });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The progress moved: the run was seen under way before it was seen done.
  const { statuses, alerts } = await seen();
  const underWay = [ca('admin.sync.current.queued', { id }), ca('admin.sync.current.runningStart', { id })];
  const [before, after] = ca('admin.sync.current.running', { id, entity: '\u0000' }).split('\u0000');
  const running = (text: string) => text.startsWith(before!) && text.endsWith(after!);
  expect(
    statuses.some((text) => underWay.includes(text) || running(text)),
    `statuses seen: ${statuses.join(' | ')}`,
  ).toBe(true);
  expect(statuses.at(-1)).toBe(ca('messages:sync.done'));
  // And the notification, besides the status line.
  expect(alerts, `notifications seen: ${alerts.join(' | ')}`).toContain(ca('messages:sync.done'));
  return id;
}

test('an administrator starts an incremental synchronization, watches it and sees it synchronized correctly', async ({
  adminPage,
}) => {
  test.setTimeout(240_000);
  const id = await runIncremental(adminPage);

  // The run's details and its counts per entity.
  await expect(adminPage.getByRole('heading', { name: ca('admin.sync.current.lastTitle') })).toBeVisible();
  await expect(
    adminPage.getByRole('table', { name: ca('admin.sync.counts.caption', { id }) }).getByRole('row'),
  ).not.toHaveCount(0);

  // The history has it first, succeeded, started by the administrator.
  const history = adminPage.getByRole('table', { name: ca('admin.sync.history.caption') });
  const first = history.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText(String(id));
  await expect(first).toContainText(ca('admin.sync.states.succeeded'));
  await expect(first).toContainText(ca('admin.sync.kinds.incremental'));
  await expect(first).toContainText(ca('admin.sync.origins.admin'));

  await expectAccessible(adminPage, 'the synchronisation screen');
});

test('a price changed in the ERP reaches the bronze customer after an incremental synchronization', async ({
  adminPage,
  bronzePage,
}) => {
  test.setTimeout(240_000);
  const headers = { Authorization: `Bearer ${await accessTokenOf(bronzePage)}` };
  const search = await bronzePage.request.get(`/api/v1/productos/search?queryString=${PRODUCT}&size=50`, {
    headers,
  });
  expect(search.status(), await search.text()).toBe(200);
  const found = ((await search.json()) as { content: { id: number; codigo: string }[] }).content.find(
    (p) => p.codigo === PRODUCT,
  );
  expect(found, PRODUCT).toBeDefined();
  const product = (await (
    await bronzePage.request.get(`/api/v1/productos?id=${found!.id}`, { headers })
  ).json()) as { id: number; nombre: string; prices: PriceLine[] };
  const original = product.prices
    .filter((line) => line.idLista === BRONZE_LIST)
    .sort((a, b) => a.desdeUnidades - b.desdeUnidades);
  expect(original.length).toBeGreaterThan(0);
  const newPrice = Math.round((original[0]!.precioNeto + 7.35) * 100) / 100;
  const wire = (lines: PriceLine[]) =>
    lines.map((line) => ({
      idLista: line.idLista,
      desdeUnidades: line.desdeUnidades,
      precioNeto: line.precioNeto.toFixed(2),
      precioSinDescuento: (line.precioSinDescuento ?? line.precioNeto).toFixed(2),
    }));
  const setSandboxPrices = async (lines: PriceLine[]) => {
    const response = await adminPage.request.put(`${SANDBOX}/prices/${PRODUCT}`, {
      data: { precios: wire(lines) },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };

  try {
    await setSandboxPrices([{ ...original[0]!, precioNeto: newPrice }, ...original.slice(1)]);
    await runIncremental(adminPage);

    await bronzePage.goto(`/consumables/product/detail?id=${product.id}`);
    await expect(bronzePage.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible();
    const rows = bronzePage.getByRole('table', { name: ca('products.detail.prices') }).locator('tbody tr');
    await expect(rows.first()).toContainText(euros(newPrice));
  } finally {
    // The sandbox as it was, for the specs after this one (the next scheduled run brings it back).
    await setSandboxPrices(original);
  }
});

test('on a phone the synchronisation screen does not scroll sideways and reads well', async ({
  adminPage,
}) => {
  const viewport = adminPage.viewportSize();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  try {
    await adminPage.goto('/sincronitzacio');
    await expect(adminPage.getByRole('table', { name: ca('admin.sync.history.caption') })).toBeVisible();
    await expect(adminPage.getByRole('heading', { name: ca('admin.sync.schedule.title') })).toBeVisible();
    await expectNoSidewaysScroll(adminPage, 'the synchronisation screen on a phone');
    await expectAccessible(adminPage, 'the synchronisation screen on a phone');
  } finally {
    if (viewport) await adminPage.setViewportSize(viewport);
  }
});
