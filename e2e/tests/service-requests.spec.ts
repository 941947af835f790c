// Service requests in the browser, one journey per kind: the bronze customer fills the
// form (a photo with the after-sales one) and sends it, and finds it in its list; the service
// department accepts it, starts it and marks it done with a note; the customer reads the new
// status and the note; the mails of each step are in the Mailbox. axe checks every screen and
// dialog visited; a last test walks the forms and the back office at phone width (the back office's
// cards at 412 px with each status in sight), and fills a form by keyboard alone.
import type { Locator, Page } from '@playwright/test';
import { SERVICE_REQUEST_STATUSES } from '@portal/domain/service-requests';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectNothingOverflows,
  expectPageFitsWindow,
  expectWhollyShown,
} from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (Mantine appends the required asterisk). */
const label = (key: string, params?: Record<string, string | number>) =>
  new RegExp(`^${escape(t(key, params))}`);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A welder of the demo catalogue (the sandbox ERP's data). */
const MACHINE = 'MIG-3500-T';
const BRONZE_EMAIL = 'compras@soldamar.example';

/** A day `days` from today in Madrid, as the date fields take it (DD/MM/YYYY). */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** The smallest valid PNG (1×1, transparent): a photo of the fault, as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function fillDate(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

/** Opens the kind's screen and its form ("New request"), checking both with axe. */
async function openForm(page: Page, route: string, screenKey: string, titleKey: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: t(`screens.${screenKey}`) })).toBeVisible();
  await expectAccessible(page, `the ${route} list`);
  await page
    .getByRole('link', { name: t('serviceRequests.list.newRequest') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${route}\\?nova=1`));
  await expect(page.getByRole('heading', { name: t(titleKey) })).toBeVisible();
}

async function fillPreferredDateAndContact(page: Page) {
  await fillDate(page.getByLabel(label('serviceRequests.form.preferredDate', { n: 1 })), dayFromToday(7));
  const person = page.getByLabel(label('serviceRequests.form.personaContacte'));
  await person.fill('Lucía Gómez');
  await page.getByLabel(label('serviceRequests.form.telefonContacte')).fill('+34 600 123 456');
}

/** Picks the first of the customer's delivery addresses in a site select. */
async function pickFirstSite(page: Page, field: RegExp) {
  await page.getByRole('textbox', { name: field }).click();
  await page.getByRole('listbox', { name: field }).getByRole('option').first().click();
}

/** Sends the form and waits for the new request's page; answers its number. */
async function send(page: Page, what: string, prefix: string): Promise<string> {
  await expectAccessible(page, `the ${what} form, filled`);
  await page.getByRole('button', { name: t('serviceRequests.form.send') }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitud\\?numero=${prefix}-\\d{6}`));
  const numero = new URL(page.url()).searchParams.get('numero')!;
  await expect(
    page.getByRole('heading', { level: 1, name: t('serviceRequests.detail.title', { numero }) }),
  ).toBeVisible();
  await expect(statusOf(page)).toHaveText(t('messages:serviceRequests.status.received'));
  await expectAccessible(page, `the ${what} request's page`);
  return numero;
}

/** The request page's status badge (the first one: the timeline names statuses too). */
function statusOf(page: Page) {
  return page
    .getByRole('main')
    .getByText(t('messages:serviceRequests.status.received'), { exact: true })
    .or(
      page
        .getByRole('main')
        .getByText(
          new RegExp(
            `^(${['accepted', 'in_progress', 'done', 'closed', 'rejected', 'cancelled'].map((s) => escape(t(`messages:serviceRequests.status.${s}`))).join('|')})$`,
          ),
        ),
    )
    .first();
}

/** The customer's list of the kind shows the request, received. */
async function expectInList(page: Page, route: string, numero: string) {
  await page.goto(route);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: numero }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(t('messages:serviceRequests.status.received'));
}

/** The service department finds the request in the back office and opens it. */
async function openInBackOffice(page: Page, numero: string) {
  await page.goto('/servei');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.service') })).toBeVisible();
  await page.getByRole('textbox', { name: label('serviceRequests.backOffice.search') }).fill(numero);
  const link = page.getByRole('link', { name: numero });
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`text=${numero}`));
  await expectAccessible(page, 'the back office, filtered');
  await link.click();
  await expect(page).toHaveURL(`/solicitud?numero=${numero}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('serviceRequests.detail.title', { numero }) }),
  ).toBeVisible();
}

/** Moves the request to `estat` through its dialog; `fill` answers the dialog's own fields. */
async function move(page: Page, estat: string, fill: (dialog: Locator) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: t(`serviceRequests.detail.move.${estat}`), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await expectAccessible(page, `the "${estat}" dialog`);
  await dialog.getByRole('button', { name: t('serviceRequests.detail.saveMove') }).click();
  await expect(dialog).toBeHidden();
  await expect(statusOf(page)).toHaveText(t(`messages:serviceRequests.status.${estat}`));
}

/** The staff's part: accepted for a day, started, done with a note. */
async function workThrough(page: Page, numero: string, note: string) {
  await openInBackOffice(page, numero);
  await expectAccessible(page, "the request's page for the service department");
  await move(page, 'accepted', async (dialog) => {
    await fillDate(dialog.getByLabel(label('serviceRequests.detail.scheduledDate')), dayFromToday(10));
  });
  await expect(page.getByRole('main')).toContainText(dayFromToday(10));
  await move(page, 'in_progress');
  await move(page, 'done', async (dialog) => {
    await dialog.getByLabel(label('serviceRequests.detail.noteOptional')).fill(note);
  });
  await expect(page.getByRole('main')).toContainText(note);
}

/** The customer reads the new status and the note on its request's page. */
async function customerSees(page: Page, numero: string, note: string) {
  await page.goto(`/solicitud?numero=${numero}`);
  await expect(statusOf(page)).toHaveText(t('messages:serviceRequests.status.done'));
  await expect(page.getByRole('main')).toContainText(note);
  await expect(page.getByRole('main')).toContainText(dayFromToday(10));
  // Past "received", the customer can no longer cancel.
  await expect(page.getByRole('button', { name: t('serviceRequests.detail.cancelRequest') })).toHaveCount(0);
}

/** The Mailbox holds the request's mails to the customer: received, and three changes of status. */
async function expectMails(page: Page, numero: string) {
  await page.goto('/bustia');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.mailbox') })).toBeVisible();
  const filters = page.getByRole('search', { name: t('mailbox.filters') });
  await filters.getByRole('textbox', { name: t('mailbox.recipient'), exact: true }).fill(BRONZE_EMAIL);
  await filters.getByRole('textbox', { name: label('mailbox.searchLabel') }).fill(numero);
  const table = page.getByRole('table', { name: t('mailbox.caption') });
  const rows = table.getByRole('row').filter({ hasText: numero });
  await expect(rows.filter({ hasText: t('mailbox.kinds.request.received') })).toHaveCount(1);
  await expect(rows.filter({ hasText: t('mailbox.kinds.request.status') })).toHaveCount(3);
}

test('after-sales: a customer sends a faulty welder with a photo; the workshop accepts it and does it; the customer reads the note; the mails are in the Mailbox', async ({
  bronzePage,
  serveiPage,
  adminPage,
}) => {
  test.slow();
  const page = bronzePage;
  await openForm(page, '/sat', 'sat', 'serviceRequests.sat.newTitle');
  // The choice between a machine bought in the portal and another one is offered only to a
  // customer whose orders hold machines; the demo's bronze customer may have none yet.
  const other = page.getByRole('radio', { name: t('serviceRequests.sat.sourceOther') });
  if (await other.count()) await other.check();
  await page.getByLabel(label('serviceRequests.sat.productCode')).fill(MACHINE);
  await fillDate(page.getByLabel(label('serviceRequests.sat.purchaseDate')), dayFromToday(-200));
  await expect(page.getByRole('main')).toContainText(/En garantia fins al/);
  const serial = unique('SN');
  await page.getByLabel(label('serviceRequests.sat.serial')).fill(serial);
  await page
    .getByLabel(label('serviceRequests.sat.fault'))
    .fill("S'atura als deu segons de soldar; error E04.");
  await page.getByRole('radio', { name: t('serviceRequests.sat.bring') }).check();
  await fillPreferredDateAndContact(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('serviceRequests.form.addFiles') }).click();
  await (await chooser).setFiles({ name: 'avaria.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('button', { name: t('serviceRequests.form.removeFile', { name: 'avaria.png' }) }),
  ).toBeVisible();

  const numero = await send(page, 'after-sales', 'SAT');
  const main = page.getByRole('main');
  await expect(main).toContainText(serial);
  await expect(main).toContainText(t('serviceRequests.detail.warrantyValue.in'));
  // The photo is shown from the server's copy.
  await expect(main.getByRole('img', { name: /avaria\.png/ })).toBeVisible();
  await expectInList(page, '/sat', numero);

  const note = 'Hem canviat el ventilador i revisat el circuit de potència.';
  await workThrough(serveiPage, numero, note);
  // The service department sees the customer's photo too.
  await expect(serveiPage.getByRole('main').getByRole('img', { name: /avaria\.png/ })).toBeVisible();
  await customerSees(page, numero, note);
  await expectMails(adminPage, numero);
});

test('maintenance: a customer asks for the yearly IEC/EN 60974-4 inspection of two machines at one of its sites; the workshop does it', async ({
  bronzePage,
  serveiPage,
  adminPage,
}) => {
  test.slow();
  const page = bronzePage;
  await openForm(page, '/maintenance', 'maintenance', 'serviceRequests.maintenance.newTitle');
  await page.getByRole('radio', { name: t('serviceRequests.maintenance.kinds.inspection_60974_4') }).check();
  const machines = page.getByRole('group', { name: label('serviceRequests.maintenance.machines') });
  await machines.getByLabel(label('serviceRequests.maintenance.productCode')).first().fill(MACHINE);
  await page.getByRole('button', { name: t('serviceRequests.maintenance.addMachine') }).click();
  await machines.getByLabel(label('serviceRequests.maintenance.productCode')).nth(1).fill(MACHINE);
  await machines.getByLabel(label('serviceRequests.maintenance.serial')).nth(1).fill(unique('SN'));
  await pickFirstSite(page, label('serviceRequests.maintenance.site'));
  await page.getByRole('switch', { name: label('serviceRequests.maintenance.anual') }).check({ force: true });
  await fillPreferredDateAndContact(page);

  const numero = await send(page, 'maintenance', 'MNT');
  await expect(page.getByRole('main')).toContainText(
    t('serviceRequests.maintenance.kinds.inspection_60974_4'),
  );
  await expectInList(page, '/maintenance', numero);

  const note = 'Inspecció feta: les dues màquines compleixen; propera revisió d’aquí a un any.';
  await workThrough(serveiPage, numero, note);
  await customerSees(page, numero, note);
  await expectMails(adminPage, numero);
});

test('standardisation: a customer asks to qualify three welders in MAG and TIG; the workshop does it', async ({
  bronzePage,
  serveiPage,
  adminPage,
}) => {
  test.slow();
  const page = bronzePage;
  await openForm(page, '/standarization', 'standarization', 'serviceRequests.standardisation.newTitle');
  await page.getByRole('radio', { name: t('serviceRequests.standardisation.kinds.welder_iso_9606') }).check();
  await page.getByLabel(label('serviceRequests.standardisation.quantity.welder_iso_9606')).fill('3');
  const processes = page.getByRole('textbox', { name: label('serviceRequests.standardisation.processes') });
  for (const code of ['135', '141']) {
    await processes.click();
    await page
      .getByRole('option', {
        name: t('serviceRequests.standardisation.process', {
          code,
          name: t(`serviceRequests.standardisation.processNames.${code}`),
        }),
      })
      .click();
  }
  await page.keyboard.press('Escape');
  await page.getByLabel(label('serviceRequests.standardisation.materials')).fill('Acer S355 de 10 mm');
  await pickFirstSite(page, label('serviceRequests.standardisation.site'));
  await fillPreferredDateAndContact(page);

  const numero = await send(page, 'standardisation', 'STD');
  await expect(page.getByRole('main')).toContainText('Acer S355 de 10 mm');
  await expectInList(page, '/standarization', numero);

  const note = 'Tres soldadors homologats; els certificats arriben per correu.';
  await workThrough(serveiPage, numero, note);
  await customerSees(page, numero, note);
  await expectMails(adminPage, numero);
});

test('a customer cancels a request still received; a service user lands on the back office with only its screens', async ({
  bronzePage,
  serveiPage,
}) => {
  const page = bronzePage;
  await openForm(page, '/standarization', 'standarization', 'serviceRequests.standardisation.newTitle');
  await page
    .getByRole('radio', { name: t('serviceRequests.standardisation.kinds.equipment_en_50504') })
    .check();
  await page.getByLabel(label('serviceRequests.standardisation.quantity.equipment_en_50504')).fill('2');
  await page.getByRole('textbox', { name: label('serviceRequests.standardisation.processes') }).click();
  await page.getByRole('option', { name: /^135/ }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(label('serviceRequests.standardisation.materials')).fill('Acer inoxidable 316L');
  await pickFirstSite(page, label('serviceRequests.standardisation.site'));
  await fillPreferredDateAndContact(page);
  const numero = await send(page, 'standardisation', 'STD');

  await page.getByRole('button', { name: t('serviceRequests.detail.cancelRequest') }).click();
  const dialog = page.getByRole('dialog', { name: t('serviceRequests.detail.cancelTitle', { numero }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: t('serviceRequests.detail.cancelConfirm') }).click();
  await expect(statusOf(page)).toHaveText(t('messages:serviceRequests.status.cancelled'));

  // The service department sees it cancelled, with nothing left to do.
  await openInBackOffice(serveiPage, numero);
  await expect(statusOf(serveiPage)).toHaveText(t('messages:serviceRequests.status.cancelled'));
  await expect(
    serveiPage.getByRole('button', { name: t('serviceRequests.detail.move.accepted') }),
  ).toHaveCount(0);
  const menu = serveiPage.getByRole('navigation', { name: textIn('ca', 'layout.mainNavigation') });
  await expect(menu.getByRole('link')).toHaveText([t('screens.service')]);
});

test('on a phone the forms, the request page and the back office do not scroll sideways; a form works by keyboard alone', async ({
  bronzePage,
  serveiPage,
}) => {
  for (const page of [bronzePage, serveiPage]) await page.setViewportSize({ width: 360, height: 780 });
  try {
    for (const route of ['/sat', '/maintenance', '/standarization']) {
      await bronzePage.goto(`${route}?nova=1`);
      await expect(bronzePage.getByRole('button', { name: t('serviceRequests.form.send') })).toBeVisible();
      await expectNoSidewaysScroll(bronzePage, `${route} form`);
      await bronzePage.goto(route);
      await expect(bronzePage.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(bronzePage, `${route} list`);
    }
    await serveiPage.goto('/servei');
    await expect(serveiPage.getByRole('heading', { level: 1, name: t('screens.service') })).toBeVisible();
    await expectNoSidewaysScroll(serveiPage, 'the back office');
    await expectAccessible(serveiPage, 'the back office on a phone');

    // At 412×823 too: a card per request, its status beside its number and in sight, the order
    // chosen from a list since there are no column headers to press.
    await serveiPage.setViewportSize({ width: 412, height: 823 });
    const requests = serveiPage.getByRole('list', { name: t('serviceRequests.backOffice.caption') });
    const cards = requests.locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    await expectPageFitsWindow(serveiPage, 'the back office at 412 px');
    const status = new RegExp(
      `^(${SERVICE_REQUEST_STATUSES.map((estat) => escape(t(`messages:serviceRequests.status.${estat}`))).join('|')})$`,
    );
    for (const card of (await cards.all()).slice(0, 4)) {
      // The badge's text: the "received" column shares its word with a status ("Rebuda").
      await expectWhollyShown(
        card.getByText(status).and(card.locator('span')),
        `the status of request ${await card.getAttribute('aria-label')}`,
      );
    }
    const order = serveiPage.getByRole('textbox', { name: t('lists.sortLabel') });
    await order.click();
    await serveiPage
      .getByRole('option', {
        name: t('lists.sortAscending', { column: t('serviceRequests.backOffice.columns.status') }),
      })
      .click();
    await expect(serveiPage).toHaveURL(/sort=estat%2Casc|sort=estat,asc/);
    await expect(cards.first()).toBeVisible();
    await expectPageFitsWindow(serveiPage, 'the back office sorted by status at 412 px');
    await expectNothingOverflows(serveiPage, 'the back office at 412 px');
    await expectAccessible(serveiPage, 'the back office at 412 px');

    // By keyboard alone: the after-sales form, field after field with Tab, to "Send" and Enter.
    const page = bronzePage;
    const bought = page.waitForResponse((response) => response.url().includes('/api/v1/sat/equips'));
    await page.goto('/sat?nova=1');
    await bought;
    const next = async (field: Locator) => {
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
    };
    // The form settles once it knows the customer's bought machines (none: the code is typed).
    const other = page.getByRole('radio', { name: t('serviceRequests.sat.sourceOther') });
    const code = page.getByLabel(label('serviceRequests.sat.productCode'));
    await expect(other.or(code).first()).toBeVisible();
    if (await other.count()) {
      await other.focus();
      await page.keyboard.press('Space');
      await next(code);
    } else {
      await code.focus();
    }
    await page.keyboard.type(MACHINE);
    await next(page.getByLabel(label('serviceRequests.sat.purchaseDate')));
    await page.keyboard.type(dayFromToday(-30));
    await next(page.getByLabel(label('serviceRequests.sat.serial')));
    await page.keyboard.type(unique('SN'));
    await next(page.getByLabel(label('serviceRequests.sat.fault')));
    await page.keyboard.type('No encén.');
    await next(page.getByRole('button', { name: t('serviceRequests.form.addFiles') }));
    await next(page.getByRole('radio', { name: t('serviceRequests.sat.bring') }));
    await next(page.getByLabel(label('serviceRequests.form.preferredDate', { n: 1 })));
    await page.keyboard.type(dayFromToday(5));
    await next(page.getByRole('button', { name: t('serviceRequests.form.addDate') }));
    await next(page.getByLabel(label('serviceRequests.form.personaContacte')));
    await next(page.getByLabel(label('serviceRequests.form.telefonContacte')));
    await page.keyboard.type('600123456');
    await next(page.getByRole('link', { name: t('serviceRequests.form.cancel') }));
    await next(page.getByRole('button', { name: t('serviceRequests.form.send') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solicitud\?numero=SAT-\d{6}/);
    await expectNoSidewaysScroll(page, "the request's page");
  } finally {
    for (const page of [bronzePage, serveiPage]) await page.setViewportSize({ width: 1280, height: 720 });
  }
});
