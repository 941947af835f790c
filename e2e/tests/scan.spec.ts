// Scanning on a phone: Chromium's fake camera shows a real EAN-13 label (rendered for the test,
// fake-camera.ts); "scan" in quick order reads it and adds the product's line, which the server
// then judges like a typed one. Without a camera the dialog says so and typing stays. Axe on the
// scan dialog.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts, type CatalogueProduct } from './buyer.ts';
import { writeBarcodeVideo } from './fake-camera.ts';
import { expect, test } from './fixtures.ts';
import { accessTokenOf, textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const PHONE = { width: 390, height: 844 };

test('a buyer scans a barcode with the phone camera into quick order', async ({
  adminPage,
  bronzePage,
}, testInfo) => {
  // The label to show: a product any buyer orders by the unit, read with a buyer's session.
  const headers = { Authorization: `Bearer ${await accessTokenOf(bronzePage)}` };
  const all = (await (
    await bronzePage.request.get('/api/v1/productos/all', { headers })
  ).json()) as CatalogueProduct[];
  const product = simpleProducts(all).find((p) => p.ean !== null);
  expect(product).toBeDefined();
  const video = path.join(testInfo.outputDir, 'barcode.y4m');
  mkdirSync(testInfo.outputDir, { recursive: true });
  await writeBarcodeVideo(product!.ean!, video);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const { buyer, close } = await newBuyer(browser, adminPage, testInfo, {
      codigoCliente: 'C0002',
      name: 'escaneja',
      viewport: PHONE,
    });
    const page = buyer.page;
    await page.getByRole('button', { name: t('cart.open', { count: 0 }) }).click();
    const cart = page.getByRole('dialog', { name: t('cart.title') });
    await cart.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
    await cart.getByRole('button', { name: t('scanner.scan') }).click();
    const scan = page.getByRole('dialog', { name: t('scanner.title') });
    const added = t('scanner.added', { code: product!.ean!, count: 1 });
    await expect(scan.getByRole('status')).toContainText(added, { timeout: 30_000 });
    await expectAccessible(page, 'the scan dialog');
    await scan.getByRole('button', { name: t('scanner.done') }).click();
    await expect(scan).toBeHidden();
    const box = cart.getByLabel(t('ordering.quick.label'));
    await expect(box).toHaveValue(`${product!.ean} 1`);
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cart.getByRole('button', { name: t('ordering.quick.check') }).click();
    // On a phone each line's verdict is a card: the code it read, by the EAN scanned.
    const verdicts = cart.getByRole('list', { name: t('ordering.quick.tableCaption') });
    await expect(verdicts.getByText(product!.codigo, { exact: true })).toBeVisible();
    await expect(cart.getByText(t('ordering.quick.summary', { ok: 1, total: 1 }))).toBeVisible();
    await close();
  } finally {
    await browser.close();
  }
});

test('without a camera the scan dialog says so and typing stays', async ({
  browser,
  adminPage,
}, testInfo) => {
  const { buyer, close } = await newBuyer(browser, adminPage, testInfo, {
    codigoCliente: 'C0002',
    name: 'sense_camera',
    viewport: PHONE,
  });
  const page = buyer.page;
  await page.getByRole('button', { name: t('cart.open', { count: 0 }) }).click();
  const cart = page.getByRole('dialog', { name: t('cart.title') });
  await cart.getByRole('tab', { name: t('ordering.lines.tabQuickOrder') }).click();
  await cart.getByLabel(t('ordering.quick.label')).fill('ABC 1');
  await cart.getByRole('button', { name: t('scanner.scan') }).click();
  const scan = page.getByRole('dialog', { name: t('scanner.title') });
  await expect(scan.getByRole('alert')).toHaveText(
    new RegExp(`${t('scanner.noCamera')}|${t('scanner.notAllowed')}`.replace(/[.()]/g, '\\$&')),
  );
  await expectAccessible(page, 'the scan dialog without a camera');
  await scan.getByRole('button', { name: t('scanner.done') }).click();
  await expect(cart.getByLabel(t('ordering.quick.label'))).toHaveValue('ABC 1');
  await close();
});
