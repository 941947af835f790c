// The product detail in a memory router: the customer's own quantity breaks, the quantity
// checked live by the cart rules with the spec's messages, the live price, adding to the cart
// and the server's verdicts, and a product that does not exist.
import { notifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { catalogueServer, product } from './testing/catalogue-server.ts';
import { customerUser } from '../../testing/session-user.ts';
import { cleanup, renderCatalogue } from './testing/render-catalogue.tsx';
import { EMPTY_CART, json, refusal } from '../../testing/fake-api.ts';

const slow = { timeout: 10_000 };
/** The bronze demo customer (price list 5), in English. */
const bronzeUser = (overrides: Parameters<typeof customerUser>[0] = {}) =>
  customerUser({ idioma: 'en', language: { id: 'en', name: 'English' }, ...overrides });
const DETAIL = '/consumables/product/detail?id=7';

function cartWith(
  codigo: string,
  Cantidad: number,
  warnings: { missatge: string; error_description: string }[] = [],
) {
  const item = product();
  return {
    ...EMPTY_CART,
    lineas: [
      {
        id: 1,
        codigo,
        title: item.nombre,
        offer: false,
        minimumQuantity: 5,
        finalPrice: 22.71,
        discount: 0,
        Cantidad,
        priceNoOffer: 22.71,
        medias: item.medias,
        prices: item.prices,
        idAlmacen: '01',
        stock: item.stock,
        lote: 5,
        lineTotal: 22.71 * Cantidad,
        errors: [],
        warnings,
      },
    ],
    missatge: 'cart.added',
  };
}

async function quantityField() {
  return (await screen.findByRole('textbox', { name: /^Quantity/ }, slow)) as HTMLInputElement;
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

beforeEach(() => {
  // Toasts live in a module-level store that outlives each rendered tree.
  notifications.clean();
  sessionStorage.clear();
  setStoredUser(bronzeUser());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product detail', { timeout: 30_000 }, () => {
  it('shows the product with the quantity breaks of the customer’s own list only', async () => {
    setStoredUser(bronzeUser({ cliente: { codigo: 'C0001', razonSocial: 'Montseny', idLista: 1 } }));
    catalogueServer({
      'GET /productos': () =>
        json(
          product({
            prices: [
              ...product().prices,
              { idLista: 1, precioNeto: 18.64, precioSinDescuento: 18.64, desdeUnidades: 1 },
              { idLista: 1, precioNeto: 17.71, precioSinDescuento: 17.71, desdeUnidades: 10 },
            ],
            finalPrice: 18.64,
          }),
        ),
      'GET /promociones/cliente/C0001': () => json({ promociones: [] }),
    });
    await renderCatalogue(DETAIL);
    expect(await screen.findByRole('heading', { level: 1, name: product().nombre }, slow)).toBeDefined();
    const table = screen.getByRole('table', { name: 'Your prices by quantity' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Sold in fives: the first break reads from 5, the first quantity that can be ordered, not from 1.
    expect(rows).toEqual([
      ['5 (applies to the quantity entered)', '18,64 €'],
      ['10', '17,71 €'],
    ]);
    expect(table.textContent).not.toContain('23,90');
    expect(screen.getByRole('table', { name: 'Characteristics' }).textContent).toContain('3.2 mm');
  });

  it('checks the quantity as it is typed with the lote and minimum messages', async () => {
    catalogueServer({ 'GET /productos': () => json(product()) });
    await renderCatalogue(DETAIL);
    const field = await quantityField();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    // Starts at the smallest orderable quantity, which is valid.
    expect(field.value).toBe('5');
    expect(add.hasAttribute('disabled')).toBe(false);

    type(field, '7');
    expect(
      await screen.findByText('This product is only sold in batches of 5 units.', {}, slow),
    ).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Enter a valid quantity to see the price.')).toBeDefined();

    type(field, '3');
    expect(await screen.findByText('The amount must be at least 5.', {}, slow)).toBeDefined();

    type(field, '');
    expect(await screen.findByText('This field is required.', {}, slow)).toBeDefined();
    expect(add.hasAttribute('disabled')).toBe(true);

    type(field, '10');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).not.toBe('true'), slow);
    expect(screen.queryByText('This product is only sold in batches of 5 units.')).toBeNull();
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('prices the typed quantity by its break and warns, without blocking, when it exceeds the stock', async () => {
    catalogueServer({ 'GET /productos': () => json(product({ stock: 8 })) });
    await renderCatalogue(DETAIL);
    const field = await quantityField();
    expect(screen.getByTestId('unit-price').textContent).toBe('23,90 €');
    expect(screen.getByTestId('line-total').textContent).toBe('119,50 €');
    expect(screen.queryByText('Stock exceeded; the order may take longer.')).toBeNull();

    type(field, '10');
    await waitFor(() => expect(screen.getByTestId('unit-price').textContent).toBe('22,71 €'), slow);
    expect(screen.getByTestId('line-total').textContent).toBe('227,10 €');
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(false);
  });

  it('warns that there is no stock', async () => {
    catalogueServer({ 'GET /productos': () => json(product({ stock: 0 })) });
    await renderCatalogue(DETAIL);
    expect(await screen.findByText('No stock; the order may take longer.', {}, slow)).toBeDefined();
    expect(screen.getByText('Out of stock')).toBeDefined();
  });

  it('adds the typed quantity to the cart, says so once beside the button and offers to view the cart', async () => {
    const open = vi.spyOn(cartDialog, 'open').mockImplementation(() => {});
    const server = catalogueServer({
      'GET /productos': () => json(product()),
      'POST /carrito': () =>
        json(
          cartWith('ELR-6013-32', 10, [
            {
              missatge: 'cart.stockExceeded',
              error_description: 'Stock exceeded; the order may take longer.',
            },
          ]),
        ),
    });
    await renderCatalogue(DETAIL);
    type(await quantityField(), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to the cart: 10 units.', {}, slow)).toBeDefined();
    // Confirmed where the customer looks, and by spec §8's positive toast of 4 s.
    const { notifications: shown, queue } = notificationsStore.getState();
    expect([...shown, ...queue]).toEqual([
      expect.objectContaining({ color: 'green', message: 'Product added to the cart.', autoClose: 4000 }),
    ]);
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post).toMatchObject({ path: '/carrito', body: { codigo: 'ELR-6013-32', Cantidad: 10 } });

    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the product is already in the cart", async () => {
    catalogueServer({
      'GET /productos': () => json(product()),
      'POST /carrito': () => refusal(409, 'cart.alreadyInCart', 'The product is already in the cart.'),
    });
    await renderCatalogue(DETAIL);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }, slow));
    const message = await screen.findByText('The product is already in the cart.', {}, slow);
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('button', { name: 'View cart' })).toBeDefined();
  });

  it('says the product is already in the cart and changes that line to the typed quantity', async () => {
    const server = catalogueServer({
      'GET /productos': () => json(product()),
      'GET /carrito': () => json(cartWith('ELR-6013-32', 15)),
      'PUT /carrito/ELR-6013-32': () => json(cartWith('ELR-6013-32', 20)),
    });
    await renderCatalogue(DETAIL);
    expect(
      await screen.findByText('This product is already in your cart (15 units).', {}, slow),
    ).toBeDefined();
    // Never added twice (spec §4): the line is changed by its code instead.
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const change = screen.getByRole('button', { name: 'Change the quantity in the cart' });
    type(await quantityField(), '15');
    await waitFor(() => expect(change.hasAttribute('disabled')).toBe(true));
    type(await quantityField(), '20');
    await waitFor(() => expect(change.hasAttribute('disabled')).toBe(false));
    fireEvent.click(change);
    expect(
      await screen.findByText('This product is already in your cart (20 units).', {}, slow),
    ).toBeDefined();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/carrito/ELR-6013-32', body: { Cantidad: 20 } }),
    ]);
    const { notifications: shown, queue } = notificationsStore.getState();
    expect([...shown, ...queue]).toEqual([
      expect.objectContaining({ color: 'green', message: 'The cart now holds 20 units.' }),
    ]);
  });

  it('says the product info is missing for an unknown id, and for no id without asking', async () => {
    const server = catalogueServer({
      'GET /productos': () => refusal(404, 'errors.productInfoMissing', 'Product information is missing.'),
    });
    await renderCatalogue('/consumables/product/detail?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' }, slow)).toBeDefined();
    expect(screen.getByRole('main').querySelector('[role="alert"]')!.textContent).toBe(
      'Product information is missing.',
    );
    expect(server.requests.filter((r) => r.path === '/productos')).toHaveLength(1);

    cleanup();
    await renderCatalogue('/consumables/product/detail?id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' }, slow)).toBeDefined();
    expect(server.requests.filter((r) => r.path === '/productos')).toHaveLength(1);
  });

  it('moves a product opened under another kind’s address to its own', async () => {
    catalogueServer({ 'GET /productos': () => json(product({ type: 'equipment', lote: null })) });
    const { router } = await renderCatalogue('/consumables/product/detail?id=7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipments/product/detail'), slow);
    expect(router.state.location.search).toBe('?id=7');
  });

  it('leads back to the list with the search it was opened from', async () => {
    catalogueServer({
      'GET /productos/search': () =>
        json({ content: [product()], totalElements: 1, totalPages: 1, number: 1, size: 15 }),
      'GET /productos': () => json(product()),
    });
    const { router } = await renderCatalogue('/products?q=e6013&sort=price,asc');
    fireEvent.click(await screen.findByRole('link', { name: product().nombre }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consumables/product/detail'), slow);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, slow);
    fireEvent.click(within(crumbs).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'), slow);
    expect(router.state.location.search).toBe('?q=e6013&sort=price,asc');
  });
});
