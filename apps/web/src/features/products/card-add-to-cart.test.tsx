// Adding to the cart from the catalogue's list: the card's quantity starts at
// the smallest orderable one and steps by the lote, is checked by the detail screen's rules with
// its messages, and the card says once, beside its button, what went into the cart.
import { notifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { customerUser } from '../../testing/session-user.ts';
import { catalogueServer, product, productPage } from './testing/catalogue-server.ts';
import { cleanup, renderCatalogue } from './testing/render-catalogue.tsx';
import { EMPTY_CART, json } from '../../testing/fake-api.ts';

const slow = { timeout: 10_000 };
// Sold in fives, from ten: the card starts at 10 and steps by 5.
const electrodes = product({ lote: 5, minimumQuantity: 10, stock: 400, Cantidad: 10 });
const LIST = '/products?view=list';

function cartHolding(Cantidad: number) {
  const item = electrodes;
  return {
    ...EMPTY_CART,
    lineas: [
      {
        id: 1,
        codigo: item.codigo,
        title: item.nombre,
        offer: false,
        minimumQuantity: 10,
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
        warnings: [],
      },
    ],
    missatge: 'cart.added',
  };
}

beforeEach(() => {
  notifications.clean();
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quantityOf = () =>
  screen.findByRole(
    'textbox',
    { name: `Quantity of ${electrodes.nombre}` },
    slow,
  ) as Promise<HTMLInputElement>;
const addButton = () => screen.getByRole('button', { name: `Add to cart: ${electrodes.nombre}` });

describe('adding from the catalogue list', { timeout: 30_000 }, () => {
  it('starts at the smallest orderable quantity and refuses a quantity off the lote with the detail’s message', async () => {
    const server = catalogueServer({ 'GET /productos/search': () => json(productPage([electrodes])) });
    await renderCatalogue(LIST);
    const quantity = await quantityOf();
    expect(quantity.value).toBe('10');
    // The rule is said before a wrong quantity is typed, and read with the field.
    const hint = screen.getByText('In multiples of 5 units');
    expect(quantity.getAttribute('aria-describedby')).toBe(hint.parentElement!.id);

    fireEvent.change(quantity, { target: { value: '12' } });
    expect(await screen.findByText('This product is only sold in batches of 5 units.')).toBeDefined();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(addButton()).toHaveProperty('disabled', true);

    fireEvent.change(quantity, { target: { value: '5' } });
    expect(await screen.findByText('The amount must be at least 10.')).toBeDefined();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('gives the product that takes a card’s place on the next page its own quantity and picture', async () => {
    const rods = product({ id: 8, codigo: 'ROD-1', nombre: 'Filler rods', lote: 1, minimumQuantity: 1 });
    rods.medias = [{ id: 2, url: '/media/products/ROD-1.svg', tipo: 'image', orden: 0 }];
    catalogueServer({
      'GET /productos/search': (request) =>
        json(productPage([request.query.get('queryString') === 'rods' ? rods : electrodes])),
    });
    const { router } = await renderCatalogue(LIST);
    fireEvent.change(await quantityOf(), { target: { value: '15' } });

    await router.navigate('/products?view=list&q=rods');
    const quantity = (await screen.findByRole(
      'textbox',
      { name: 'Quantity of Filler rods' },
      slow,
    )) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    const card = quantity.closest('article')!;
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/media/products/ROD-1.svg');
  });

  it('adds the typed quantity and says so once, beside the button, with the way to the cart', async () => {
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([electrodes])),
      'POST /carrito': () => json(cartHolding(15)),
    });
    await renderCatalogue(LIST);
    fireEvent.change(await quantityOf(), { target: { value: '15' } });
    fireEvent.click(addButton());

    const said = await screen.findByText('Added to the cart: 15 units.', {}, slow);
    const status = said.closest<HTMLElement>('[role="status"]')!;
    expect(within(status).getByRole('button', { name: 'View cart' })).toBeDefined();
    // The focus follows the add button it replaced, not to the page.
    expect(document.activeElement).toBe(status);
    expect(server.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/carrito',
      body: { codigo: electrodes.codigo, Cantidad: 15 },
    });
    // And spec §8's positive toast of 4 s, once.
    const { notifications: shown, queue } = notificationsStore.getState();
    expect([...shown, ...queue]).toEqual([
      expect.objectContaining({ color: 'green', message: 'Product added to the cart.', autoClose: 4000 }),
    ]);
  });

  it('says a product is already in the cart instead of offering to add it again', async () => {
    catalogueServer({
      'GET /productos/search': () => json(productPage([electrodes])),
      'GET /carrito': () => json(cartHolding(20)),
    });
    await renderCatalogue(LIST);
    expect(
      await screen.findByText('This product is already in your cart (20 units).', {}, slow),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: `Add to cart: ${electrodes.nombre}` })).toBeNull();
  });

  it('changes the quantity of the line already in the cart, from the card', async () => {
    const server = catalogueServer({
      'GET /productos/search': () => json(productPage([electrodes])),
      'GET /carrito': () => json(cartHolding(20)),
      [`PUT /carrito/${electrodes.codigo}`]: () => json(cartHolding(35)),
    });
    await renderCatalogue(LIST);
    fireEvent.click(
      await screen.findByRole('button', { name: `Change quantity: ${electrodes.nombre}` }, slow),
    );
    const quantity = await quantityOf();
    expect(quantity.value).toBe('20');
    expect(document.activeElement).toBe(quantity);
    fireEvent.change(quantity, { target: { value: '35' } });
    fireEvent.click(
      screen.getByRole('button', { name: `Change the quantity in the cart: ${electrodes.nombre}` }),
    );

    const said = await screen.findByText('This product is already in your cart (35 units).', {}, slow);
    expect(document.activeElement).toBe(said.closest('[role="status"]'));
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/carrito/${electrodes.codigo}`,
        body: { Cantidad: 35 },
      }),
    ]);
  });

  it('offers no quantity to staff, who buy for no customer', async () => {
    setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' }, cliente: null }));
    catalogueServer({ 'GET /productos/search': () => json(productPage([electrodes])) });
    await renderCatalogue(LIST);
    expect(await screen.findByText(electrodes.nombre, {}, slow)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: /^Quantity of/ })).toBeNull();
  });
});
