// Lists in the browser: a buyer saves the cart as a list shared with the company, and a
// colleague of the same company (a second login the administrator makes for it) finds the list
// on /llistes and adds it all to the colleague's own cart in one step. Axe on every screen and
// dialog visited.
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts, type Buyer } from './buyer.ts';
import { expect, test } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);

test.describe('lists shared with the company', () => {
  let owner: Buyer;
  let colleague: Buyer;
  const closers: (() => Promise<void>)[] = [];

  test.beforeAll(async ({ browser, adminPage }, workerInfo) => {
    for (const name of ['llista_a', 'llista_b']) {
      const made = await newBuyer(browser, adminPage, workerInfo, { codigoCliente: 'C0001', name });
      closers.push(made.close);
      if (name === 'llista_a') owner = made.buyer;
      else colleague = made.buyer;
    }
  });
  test.afterAll(async () => {
    for (const close of closers) await close();
  });

  // Two users' journeys with an accessibility scan of each screen: on a busy two-core machine
  // they outlast the default test time.
  test('a buyer saves the cart as a shared list and a colleague adds it all to the cart', async () => {
    test.slow();
    const [first, second] = simpleProducts(owner.products);
    expect(second).toBeDefined();
    await owner.api('POST', '/carrito', { codigo: first!.codigo, Cantidad: 3 });
    await owner.api('POST', '/carrito', { codigo: second!.codigo, Cantidad: 2 });
    const listName = `Reposició ${owner.username}`;

    const page = owner.page;
    await page.reload();
    await page.getByRole('button', { name: t('cart.open', { count: 2 }) }).click();
    const cart = page.getByRole('dialog', { name: t('cart.title') });
    await cart.getByRole('button', { name: t('shoppingLists.saveCart') }).click();
    const save = page.getByRole('dialog', { name: t('shoppingLists.save.cartTitle') });
    await expect(save).toBeVisible();
    await expectAccessible(page, 'the save-as-list dialog');
    await save.getByRole('button', { name: t('shoppingLists.save.submit') }).click();
    // A list needs a name: the field says so and nothing is saved.
    await expect(save.getByText(t('shoppingLists.save.nameRequired'))).toBeVisible();
    await save.getByLabel(new RegExp(`^${t('shoppingLists.save.name')}`)).fill(listName);
    await save.getByLabel(t('shoppingLists.save.share')).check();
    await save.getByRole('button', { name: t('shoppingLists.save.submit') }).click();
    await expect(page.getByText(t('shoppingLists.save.saved', { name: listName }))).toBeVisible();
    await expect(save).toBeHidden();

    // The colleague's cart is empty; the shared list is on the colleague's lists screen.
    const other = colleague.page;
    await other.goto('/llistes');
    await expect(other.getByRole('heading', { level: 1, name: t('screens.llistes') })).toBeVisible();
    const link = other.getByRole('link', { name: listName });
    await expect(link).toBeVisible();
    await expect(other.getByRole('row', { name: new RegExp(listName) })).toContainText(
      t('shoppingLists.shared'),
    );
    await link.click();
    const detail = other.getByRole('region', { name: listName });
    await expect(detail.getByRole('cell', { name: first!.codigo, exact: true })).toBeVisible();
    await expect(detail.getByLabel(t('shoppingLists.quantityOf', { codigo: first!.codigo }))).toHaveValue(
      '3',
    );
    // Only the owner may share, unshare or delete it.
    await expect(detail.getByRole('button', { name: t('shoppingLists.delete') })).toHaveCount(0);
    await expectAccessible(other, 'a shared list');

    await detail.getByRole('button', { name: t('shoppingLists.addAllToCart') }).click();
    await expect(detail.getByText(t('shoppingLists.addedToCart', { count: 2 }))).toBeVisible();
    await expect(other.getByRole('button', { name: t('cart.open', { count: 2 }) })).toBeVisible();
    const colleagueCart = (await colleague.api('GET', '/carrito')) as {
      lineas: { codigo: string; Cantidad: number }[];
    };
    expect(colleagueCart.lineas.map((line) => [line.codigo, line.Cantidad]).sort()).toEqual(
      [
        [first!.codigo, 3],
        [second!.codigo, 2],
      ].sort(),
    );
    await expectAccessible(other, 'a list added to the cart');
  });

  test('a buyer imports a CSV of the company’s own codes and fills a list by own code and EAN', async () => {
    const [first, second] = simpleProducts(owner.products)
      .filter((p) => p.ean !== null)
      .slice(2);
    expect(second).toBeDefined();
    const own = (n: number) => `OWN-${owner.username}-${n}`.toUpperCase();
    const page = owner.page;
    await page.goto('/llistes');
    const section = page.getByRole('region', { name: t('ownCodes.importTitle') });
    const chooser = page.waitForEvent('filechooser');
    await section.getByLabel(t('shoppingLists.import.file')).click();
    await (
      await chooser
    ).setFiles({
      name: 'codis.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFFcodigo;codigo_propio\r\n${first!.codigo};${own(1)}\r\n${second!.codigo};"${own(2)}"\r\nNO-SUCH;X\r\n`,
      ),
    });
    await section.getByRole('button', { name: t('ownCodes.importSubmit') }).click();
    await expect(section.getByText(t('ownCodes.written', { count: 2 }))).toBeVisible();
    await expect(
      section.getByText(t('messages:ownCodes.unknownProduct', { lineNumber: 4, codigo: 'NO-SUCH' })),
    ).toBeVisible();
    await expectAccessible(page, 'own codes imported');

    // A list filled by the company's own code and by an EAN: each line is our product.
    const listName = `Codis ${owner.username}`;
    await page.getByLabel(new RegExp(`^${t('shoppingLists.save.name')}`)).fill(listName);
    await page.getByRole('button', { name: t('shoppingLists.newList') }).click();
    const detail = page.getByRole('region', { name: listName });
    await detail.getByRole('tab', { name: t('shoppingLists.tabs.import') }).click();
    await detail
      .getByLabel(t('shoppingLists.import.text'))
      .fill(`${own(1).toLowerCase()};4\n${second!.ean};6`);
    await detail.getByRole('button', { name: t('shoppingLists.import.submit') }).click();
    await expect(detail.getByText(t('shoppingLists.import.written', { count: 2 }))).toBeVisible();
    await detail.getByRole('tab', { name: t('shoppingLists.tabs.lines', { count: 2 }) }).click();
    await expect(detail.getByLabel(t('shoppingLists.quantityOf', { codigo: first!.codigo }))).toHaveValue(
      '4',
    );
    await expect(detail.getByLabel(t('shoppingLists.quantityOf', { codigo: second!.codigo }))).toHaveValue(
      '6',
    );
    // The company's own code is shown beside ours.
    await expect(detail.getByText(own(2))).toBeVisible();
    await expectAccessible(page, 'a list filled by own codes');
  });
});
