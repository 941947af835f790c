// After the order (DESIGN §15), at phone width in Catalan, Spanish and English: an order placed by a
// login of our own for C0001 ships in two parts (the sandbox ERP's order moved forward by its drill,
// a documents synchronisation run by the administrator's API), the order page shows each part
// with its tracking link (followed to the carrier's page), the delivery note and the invoice
// download as real PDFs whose text is checked, and /documents gives a statement of the quarter as
// a PDF. Axe judges every screen; nothing scrolls sideways.
import { pdfText } from '@portal/erp-sandbox/testing/pdf-text';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts, type Buyer } from './buyer.ts';
import { expect, test as base } from './fixtures.ts';
import { accessTokenOf, textIn, ui } from './portal.ts';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_ERP_PORT ?? '4391'}/_sandbox`;
const PHONE = { width: 390, height: 844 };
const LOADED = { timeout: 30_000 };

const test = base.extend<object, { buyer: Buyer }>({
  buyer: [
    async ({ browser, adminPage }, use, workerInfo) => {
      const { buyer, close } = await newBuyer(browser, adminPage, workerInfo, {
        codigoCliente: 'C0001',
        name: 'documents',
        viewport: PHONE,
      });
      await use(buyer);
      await close();
    },
    { scope: 'worker' },
  ],
});

async function advance(request: APIRequestContext, code: string, seconds: number) {
  const response = await request.post(`${SANDBOX}/orders/${code}/advance`, { data: { seconds } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A documents run started by the administrator (or the one the schedule started), to its end. */
async function syncDocuments(adminPage: Page) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  await expect(async () => {
    const started = await adminPage.request.post('/api/v1/sincronitzacio', {
      headers,
      data: { tipus: 'documents' },
    });
    expect([200, 201, 202]).toContain(started.status());
  }).toPass({ timeout: 60_000 });
  await expect
    .poll(
      async () => {
        const overview = (await (
          await adminPage.request.get('/api/v1/sincronitzacio', { headers })
        ).json()) as {
          dades?: { actual: { estat: string } | null };
          actual?: { estat: string } | null;
        };
        return (overview.dades ?? overview).actual?.estat;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

async function pdfOf(download: Download): Promise<string> {
  return pdfText(await readFile((await download.path())!));
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

async function switchLanguage(page: Page, from: keyof typeof ui, to: keyof typeof ui) {
  await page.getByLabel(ui[from].language!.label!, { exact: true }).selectOption(to);
}

test('an order ships in two parts, its documents download as PDFs, and a statement of the quarter', async ({
  buyer,
  adminPage,
  request,
}) => {
  test.setTimeout(180_000);
  const { page } = buyer;
  const product = simpleProducts(buyer.products)[0]!;
  const contacts = (await buyer.api('GET', '/cliente/contactos')) as { id: number }[];
  const placed = (await buyer.api('POST', '/pedidos/add', {
    lineasPedido: [{ codigo: product.codigo, Cantidad: 3 }],
    idContacto: contacts[0]!.id,
    acceptedConditions: true,
  })) as { Codigo: string };
  const code = placed.Codigo;
  await expect
    .poll(
      async () => ((await buyer.api('GET', `/pedidos/pedido/${code}`)) as { estado: string }).estado,
      LOADED,
    )
    .not.toBe('received');

  // Catalan: the first part leaves.
  await advance(request, code, 600);
  await syncDocuments(adminPage);
  const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
  await page.goto('/history');
  await page.getByRole('link', { name: t('ordering.history.openOrderOf', { code }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('ordering.orderPage.title', { code }) }),
  ).toBeVisible(LOADED);
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^${t('ordering.orderPage.shipmentTitle', { part: 1, numero: '' }).split(' (')[0]}`),
    }),
  ).toBeVisible();
  await expect(page.getByText(t('ordering.orderPage.stillToShip'))).toBeVisible();
  await expectAccessible(page, 'order page, first part shipped');
  await noSidewaysScroll(page);

  // The second part, then the invoice.
  await advance(request, code, 360);
  await syncDocuments(adminPage);
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^${t('ordering.orderPage.shipmentTitle', { part: 2, numero: '' }).split(' (')[0]}`),
    }),
  ).toBeVisible(LOADED);
  await expect(page.getByText(t('ordering.orderPage.allShipped'))).toBeVisible();
  await expectAccessible(page, 'order page, shipped in two parts and invoiced');
  await noSidewaysScroll(page);

  // The tracking link opens the carrier's page.
  const [carrier] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: new RegExp(t('ordering.orderPage.track', { number: '' }).trim()) })
      .first()
      .click(),
  ]);
  await expect(carrier.getByRole('heading', { name: /tracking/ })).toBeVisible();
  await carrier.close();

  // The delivery note and the invoice, as the ERP printed them (C0001's language: Catalan).
  const documents = (await buyer.api('GET', `/documents/pedido/${code}`)) as {
    deliveryNotes: { numero: string; lines: { batch: string }[] }[];
    invoices: { numero: string }[];
  };
  const note = documents.deliveryNotes[0]!;
  const [noteDownload] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: t('ordering.orderPage.downloadDeliveryNote', { numero: note.numero }) })
      .click(),
  ]);
  const noteText = await pdfOf(noteDownload);
  expect(noteText).toContain('Albarà');
  expect(noteText).toContain(note.numero);
  expect(noteText).toContain(note.lines[0]!.batch);
  const invoice = documents.invoices[0]!;
  const [invoiceDownload] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: t('ordering.orderPage.downloadInvoice', { numero: invoice.numero }) })
      .click(),
  ]);
  const invoiceText = await pdfOf(invoiceDownload);
  expect(invoiceText).toContain('Factura');
  expect(invoiceText).toContain(invoice.numero);
  expect(invoiceText).toContain('Base imposable');

  // Spanish: the documents screen and a statement of the quarter.
  await switchLanguage(page, 'ca', 'es');
  const es = (key: string, params?: Record<string, string | number>) => textIn('es', key, params);
  // The switch has taken (and is stored for the session) before the next screen loads.
  await expect(
    page.getByRole('heading', { level: 1, name: es('ordering.orderPage.title', { code }) }),
  ).toBeVisible();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: es('screens.documents') })).toBeVisible(LOADED);
  await expect(page.getByRole('cell', { name: invoice.numero, exact: true })).toBeVisible(LOADED);
  await expectAccessible(page, 'documents, Spanish');
  await noSidewaysScroll(page);
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: es('documents.statement.pdf') }).click(),
  ]);
  const statementText = await pdfOf(statement);
  expect(statementText).toContain('Extracto de cuenta');
  expect(statementText).toContain(invoice.numero);
  expect(statementText).toContain('Saldo final');

  // English: the delivery notes list.
  await switchLanguage(page, 'es', 'en');
  const en = (key: string) => textIn('en', key);
  await page.getByRole('tab', { name: en('documents.deliveryNotes') }).click();
  await expect(page.getByRole('cell', { name: note.numero, exact: true })).toBeVisible(LOADED);
  await expectAccessible(page, 'documents, English, delivery notes');
  await noSidewaysScroll(page);
  await switchLanguage(page, 'en', 'ca');
});
