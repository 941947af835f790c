// "Buy again" on the customer's home screen, on a phone: after two orders of a product, the
// catalogue opens with the product among what the company orders most, at the last quantity
// ordered; one tap puts it in the cart. Axe on the screen with the block.
import { expectAccessible } from './a11y.ts';
import { newBuyer, simpleProducts } from './buyer.ts';
import { expect, test } from './fixtures.ts';
import { textIn } from './portal.ts';

const t = (key: string, params?: Record<string, string | number>) => textIn('ca', key, params);
const PHONE = { width: 390, height: 844 };

interface BuyAgainAnswer {
  productos: { product: { codigo: string; nombre: string }; timesOrdered: number; lastQuantity: number }[];
}

test('a buyer buys again from the home screen and the product lands in the cart', async ({
  browser,
  adminPage,
}, testInfo) => {
  // The distributor's company: the one the other specs order for least, so the product ordered
  // twice here is among its most ordered.
  const { buyer, close } = await newBuyer(browser, adminPage, testInfo, {
    codigoCliente: 'C0004',
    name: 'torna_a_comprar',
    viewport: PHONE,
  });
  try {
    const products = simpleProducts(buyer.products);
    const product = products[testInfo.workerIndex % products.length]!;
    const contacts = (await buyer.api('GET', '/cliente/contactos')) as { id: number }[];
    for (const quantity of [3, 7]) {
      await buyer.api('POST', '/pedidos/add', {
        lineasPedido: [{ codigo: product.codigo, Cantidad: quantity }],
        idContacto: contacts[0]!.id,
        acceptedConditions: true,
      });
    }
    const answer = (await buyer.api('GET', '/pedidos/habituales')) as BuyAgainAnswer;
    const item = answer.productos.find((entry) => entry.product.codigo === product.codigo);
    expect(item, 'the product ordered twice is offered').toBeDefined();
    expect(item!.lastQuantity).toBe(7);
    // Its cart is empty: the orders emptied nothing it had, and it never added anything.
    await buyer.api('DELETE', '/carrito');

    const page = buyer.page;
    await page.goto('/products');
    const block = page.getByRole('region', { name: t('products.buyAgain.title') });
    await expect(block).toBeVisible();
    const card = block.getByRole('listitem').filter({ hasText: product.nombre });
    await expect(card).toContainText(t('products.buyAgain.times', { count: item!.timesOrdered }));
    const quantity = card.getByRole('textbox', {
      name: t('products.card.quantityOf', { name: product.nombre }),
    });
    await expect(quantity).toHaveValue('7');
    await expectAccessible(page, 'the home screen with buy again');
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByRole('button', { name: t('products.card.addNamed', { name: product.nombre }) }).click();
    await expect(card.getByText(t('products.detail.added', { count: 7 }))).toBeVisible();
    const cart = (await buyer.api('GET', '/carrito')) as { lineas: { codigo: string; Cantidad: number }[] };
    expect(cart.lineas.map((line) => [line.codigo, line.Cantidad])).toEqual([[product.codigo, 7]]);
  } finally {
    await close();
  }
});
