// The cart dialog through the real app shell: the header's button opens it, and each checkout
// step talks to a stand-in of the server.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../../testing/render-app.tsx';
import { customerUser } from '../../../testing/session-user.ts';
import { cartLine, cartView, contact, orderingServer, placedOrder } from '../testing/ordering-server.ts';
import { json, refusal, type SeenRequest } from '../../../testing/fake-api.ts';

const slow = { timeout: 10_000 };

async function openCart(count: number) {
  // The after-sales list as the host screen: the stand-in answers its one read besides the cart's.
  await renderApp('/sat', 'en');
  fireEvent.click(
    await screen.findByRole(
      'button',
      { name: count === 1 ? 'Cart (1 product)' : `Cart (${count} products)` },
      slow,
    ),
  );
  return screen.findByRole('dialog', { name: 'Cart' }, slow);
}

const next = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  cartDialog.close();
  cartDialog.setStep(0);
  vi.unstubAllGlobals();
});

describe('cart dialog', { timeout: 30_000 }, () => {
  it("shows each line with its prices, the shipping and what stops the order, from the server's cart", async () => {
    const cart = cartView(
      [
        cartLine(),
        cartLine({
          codigo: 'TMIG-25-3M',
          title: 'MIG torch 25 3 m',
          lote: null,
          Cantidad: 2,
          finalPrice: 27,
          priceNoOffer: 30,
          discount: 6,
          lineTotal: 54,
          warnings: [
            {
              missatge: 'cart.stockExceeded',
              error_description: 'Stock exceeded; the order may take longer.',
            },
          ],
        }),
      ],
      {
        blocking: [
          {
            missatge: 'orders.minimumTotal',
            error_description: 'The subtotal (the products, before shipping) must be more than 100,00 €.',
          },
        ],
      },
    );
    orderingServer({ 'GET /carrito': () => json(cart) });
    const dialog = await openCart(2);

    const list = within(dialog).getByRole('list', { name: 'Products in the cart' });
    expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(2);
    const torch = within(dialog).getByRole('listitem', { name: 'MIG torch 25 3 m' });
    expect(within(torch).getByText('27,00 €')).toBeDefined();
    expect(within(torch).getByLabelText('Price without offer: 30,00 €').style.textDecoration).toBe(
      'line-through',
    );
    expect(within(torch).getByText('−6,00 €')).toBeDefined();
    expect(within(torch).getByText('54,00 €')).toBeDefined();
    expect(within(torch).getByText('Stock exceeded; the order may take longer.')).toBeDefined();
    expect(
      within(dialog).getByLabelText('Quantity of E6013 rutile electrode 3.2 mm (5 kg box)'),
    ).toHaveProperty('value', '5');

    const shipping = within(dialog).getByText('Shipping', { selector: 'dt' }).parentElement!;
    expect(shipping.textContent).toContain('15,00 €');
    expect(within(dialog).getByText('Shipping is free from 500,00 €.')).toBeDefined();
    expect(
      within(dialog).getByText('The subtotal (the products, before shipping) must be more than 100,00 €.'),
    ).toBeDefined();

    next(dialog);
    // Refused: the blocking issue becomes an announced alert and the step stays.
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('more than 100,00 €'),
    );
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('shows free shipping for a gold cart and an empty cart as such', async () => {
    orderingServer({
      'GET /carrito': () => json(cartView([cartLine()], {}, { freeShipping: true, shipping: 0 })),
      'DELETE /carrito/ELR-6013-32': () => json(cartView([])),
    });
    const dialog = await openCart(1);
    const shipping = within(dialog).getByText('Shipping', { selector: 'dt' }).parentElement!;
    expect(shipping.textContent).toContain('Free shipping');
    expect(within(dialog).queryByText(/Shipping is free from/)).toBeNull();

    fireEvent.click(
      within(dialog).getByRole('button', {
        name: 'Remove E6013 rutile electrode 3.2 mm (5 kg box) from the cart',
      }),
    );
    expect(await within(dialog).findByText('Your cart is empty.', {}, slow)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cart (0 products)' })).toBeDefined();
  });

  it("sends a changed quantity after a pause and shows the server's refusal under the field", async () => {
    const server = orderingServer({
      'GET /carrito': () => json(cartView([cartLine()])),
      'PUT /carrito/ELR-6013-32': (request) =>
        (request.body as { Cantidad: number }).Cantidad === 7
          ? refusal(422, 'cart.lote', 'This product is only sold in batches of 5 units.', [
              {
                field: 'Cantidad',
                missatge: 'cart.lote',
                error_description: 'This product is only sold in batches of 5 units.',
              },
            ])
          : json(cartView([cartLine({ Cantidad: 10, lineTotal: 239 })])),
    });
    const dialog = await openCart(1);
    const quantity = within(dialog).getByLabelText('Quantity of E6013 rutile electrode 3.2 mm (5 kg box)');

    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.change(quantity, { target: { value: '7' } });
    expect(server.calls('PUT', '/carrito/ELR-6013-32')).toHaveLength(0);
    expect(
      await within(dialog).findByText('This product is only sold in batches of 5 units.', {}, slow),
    ).toBeDefined();
    // Debounced: one call, with the last value typed.
    expect(server.calls('PUT', '/carrito/ELR-6013-32').map((r) => r.body)).toEqual([{ Cantidad: 7 }]);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    // The refusal is read with the field.
    const refusalId = quantity.getAttribute('aria-describedby')!;
    expect(document.getElementById(refusalId)?.textContent).toContain('only sold in batches of 5 units');

    next(dialog);
    expect(
      await within(dialog).findByText('Correct the quantities marked in red before continuing.'),
    ).toBeDefined();

    fireEvent.change(quantity, { target: { value: '10' } });
    fireEvent.blur(quantity);
    expect(await within(dialog).findAllByText('239,00 €', {}, slow)).not.toHaveLength(0);
    expect(within(dialog).queryByText('This product is only sold in batches of 5 units.')).toBeNull();
    expect(server.calls('PUT', '/carrito/ELR-6013-32').at(-1)?.body).toEqual({ Cantidad: 10 });
  });

  it('quick order: shows the verdict of every line, adds only the valid ones and numbers what is left as the box shows it', async () => {
    // The server's verdict on a line depends on its text and its place in the box.
    const verdictOf = (text: string, index: number) => {
      const lineNumber = index + 1;
      if (text === 'ELR-6013-32 10')
        return { lineNumber, text, codigo: 'ELR-6013-32', quantity: 10, ok: true, errors: [], warnings: [] };
      if (text === 'NOPE 3')
        return {
          lineNumber,
          text,
          codigo: null,
          quantity: null,
          ok: false,
          errors: [
            {
              missatge: 'quickOrder.unknownCode',
              error_description: `Line ${lineNumber}: code NOPE is not in the catalogue.`,
            },
          ],
          warnings: [],
        };
      return {
        lineNumber,
        text,
        codigo: 'ELB-7018-25',
        quantity: 7,
        ok: false,
        errors: [
          { missatge: 'cart.lote', error_description: 'This product is only sold in batches of 5 units.' },
        ],
        warnings: [],
      };
    };
    const server = orderingServer({
      'POST /carrito/rapida': (request) => {
        const { text, confirm } = request.body as { text: string; confirm: boolean };
        const lines = text.split('\n').map(verdictOf);
        return confirm
          ? json({ lines, added: 1, cart: cartView([cartLine({ Cantidad: 10, lineTotal: 239 })]) })
          : json({ lines, added: 0, cart: null });
      },
    });
    const dialog = await openCart(0);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Quick order' }));
    const box = within(dialog).getByLabelText('Codes and quantities');
    fireEvent.change(box, { target: { value: 'ELR-6013-32 10\nNOPE 3\nELB-7018-25 7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));

    const table = await within(dialog).findByRole('table', { name: 'Result for each line' }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3']);
    expect(within(rows[0]!).getByText('OK')).toBeDefined();
    expect(within(rows[1]!).getByText('Line 2: code NOPE is not in the catalogue.')).toBeDefined();
    expect(within(rows[2]!).getByText('This product is only sold in batches of 5 units.')).toBeDefined();
    expect(within(dialog).getByText('Lines that can go into the cart: 1 of 3.')).toBeDefined();
    expect(server.calls('POST', '/carrito/rapida')[0]!.body).toEqual({
      text: 'ELR-6013-32 10\nNOPE 3\nELB-7018-25 7',
      confirm: false,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the valid lines (1)' }));
    expect(await within(dialog).findByText('Lines added to the cart: 1.', {}, slow)).toBeDefined();
    expect(box).toHaveProperty('value', 'NOPE 3\nELB-7018-25 7');
    expect(screen.getByRole('button', { name: 'Cart (1 product)' })).toBeDefined();
    // What is left is checked again: its verdicts say "line 1" for the box's first line.
    expect(
      await within(dialog).findByText('Line 1: code NOPE is not in the catalogue.', {}, slow),
    ).toBeDefined();
    const left = within(within(dialog).getByRole('table', { name: 'Result for each line' }))
      .getAllByRole('row')
      .slice(1);
    expect(left.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2']);
    expect(server.calls('POST', '/carrito/rapida').at(-1)!.body).toEqual({
      text: 'NOPE 3\nELB-7018-25 7',
      confirm: false,
    });
    expect(within(dialog).getByRole('button', { name: 'Add the valid lines (0)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('quick order: a line whose product is already in the cart offers to change that line, and only that one', async () => {
    const alreadyInCart = {
      missatge: 'cart.alreadyInCart',
      error_description: 'The product is already in the cart.',
    };
    const server = orderingServer({
      'GET /carrito': () => json(cartView([cartLine({ Cantidad: 5, lineTotal: 119.5 })])),
      'POST /carrito/rapida': () =>
        json({
          lines: [
            {
              lineNumber: 1,
              text: 'ELR-6013-32 12',
              codigo: 'ELR-6013-32',
              quantity: 12,
              ok: false,
              errors: [alreadyInCart],
              warnings: [],
            },
            {
              lineNumber: 2,
              text: 'ELB-7018-25 7',
              codigo: 'ELB-7018-25',
              quantity: 7,
              ok: false,
              errors: [
                alreadyInCart,
                {
                  missatge: 'cart.lote',
                  error_description: 'This product is only sold in batches of 5 units.',
                },
              ],
              warnings: [],
            },
          ],
          added: 0,
          cart: null,
        }),
      'PUT /carrito/ELR-6013-32': () => json(cartView([cartLine({ Cantidad: 12, lineTotal: 286.8 })])),
    });
    const dialog = await openCart(1);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Quick order' }));
    fireEvent.change(within(dialog).getByLabelText('Codes and quantities'), {
      target: { value: 'ELR-6013-32 12\nELB-7018-25 7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const table = await within(dialog).findByRole('table', { name: 'Result for each line' }, slow);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // A line with another problem besides gets no offer: its quantity would be refused anyway.
    expect(within(second!).queryByRole('button', { name: 'Change the quantity in the cart' })).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: 'Change the quantity in the cart' }));
    expect(await within(first!).findByText('The cart now holds 12 units.', {}, slow)).toBeDefined();
    expect(server.calls('PUT', '/carrito/ELR-6013-32').map((call) => call.body)).toEqual([{ Cantidad: 12 }]);
  });

  it('will not go past the conditions until they are accepted, then places the order once and shows the ERP confirmation', async () => {
    const placements: SeenRequest[] = [];
    const server = orderingServer({
      'GET /carrito': () => json(cartView([cartLine()])),
      'GET /cliente/contactos': () =>
        json([contact(), contact({ id: 12, nombreContacto: 'Obra Getafe Norte' })]),
      'GET /formaspago': () =>
        json([
          { codigo: 1, nombre: 'Cash' },
          { codigo: 100, nombre: 'Bank transfer at 30 days' },
        ]),
      'POST /pedidos/add': (request) => {
        placements.push(request);
        return json(placedOrder(), 201);
      },
      'GET /pedidos/pedido/P-2026-000123': () =>
        json(placedOrder({ estado: 'accepted', erpNumero: 'ERP-4711' })),
    });
    const dialog = await openCart(1);
    next(dialog);

    // Step 2: an address must be chosen.
    const addresses = await within(dialog).findByRole('radiogroup', { name: /Delivery address/ }, slow);
    fireEvent.click(within(addresses).getByRole('radio', { name: /Obra Getafe Norte/ }));
    next(dialog);

    // Step 3: refused without the conditions.
    fireEvent.change(await within(dialog).findByLabelText('Your purchase-order reference', {}, slow), {
      target: { value: ' PO-881 ' },
    });
    next(dialog);
    expect(await within(dialog).findByText('Accept the conditions to send the order.')).toBeDefined();
    expect(
      within(dialog)
        .getByRole('checkbox', { name: 'I have read and accept the commercial conditions' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).queryByRole('button', { name: 'Confirm order' })).toBeNull();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and accept the commercial conditions' }),
    );
    next(dialog);

    // Step 4: the summary, then one order.
    expect(await within(dialog).findByText('Obra Getafe Norte')).toBeDefined();
    expect(within(dialog).getByText('PO-881')).toBeDefined();
    expect(within(dialog).getByText('Your usual payment method')).toBeDefined();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await within(dialog).findByText('Order sent to the ERP.', {}, slow)).toBeDefined();
    expect(within(dialog).getByText('ERP order number: ERP-4711.')).toBeDefined();
    expect(within(dialog).getByRole('heading', { name: 'Order P-2026-000123 placed' })).toBeDefined();
    expect(placements.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placements.map((p) => p.headers['idempotency-key'])).size).toBe(1);
    expect(placements[0]!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(placements[0]!.body).toEqual({
      lineasPedido: [{ codigo: 'ELR-6013-32', Cantidad: 5 }],
      idContacto: 12,
      referencia: 'PO-881',
      acceptedConditions: true,
    });
    expect(server.unhandled).toEqual([]);
  });

  it('retries a confirmation whose answer was lost with the same idempotency key', async () => {
    let attempts = 0;
    const placements: SeenRequest[] = [];
    orderingServer({
      'GET /carrito': () => json(cartView([cartLine()])),
      'GET /cliente/contactos': () => json([contact()]),
      'GET /formaspago': () => json([]),
      'POST /pedidos/add': (request) => {
        placements.push(request);
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(placedOrder({ estado: 'sent_to_erp', erpNumero: 'ERP-9' }), 200);
      },
    });
    const dialog = await openCart(1);
    act(() => cartDialog.setStep(3));
    // Opened at the summary with nothing chosen: confirming sends the customer back to fix it.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm order' }, slow));
    expect(await within(dialog).findByRole('button', { name: 'Next' })).toBeDefined();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Talleres Soldamar/ }, slow));
    next(dialog);
    fireEvent.click(
      await within(dialog).findByRole('checkbox', {
        name: 'I have read and accept the commercial conditions',
      }),
    );
    next(dialog);

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByText('The order could not be placed', {}, slow)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByText('Order sent to the ERP.', {}, slow)).toBeDefined();
    expect(placements).toHaveLength(2);
    expect(placements[1]!.headers['idempotency-key']).toBe(placements[0]!.headers['idempotency-key']);
  });

  it("new address: the server's field errors show on their fields, and the created address is chosen", async () => {
    let created = false;
    const server = orderingServer({
      'GET /carrito': () => json(cartView([cartLine()])),
      'GET /cliente/contactos': () =>
        json(created ? [contact(), contact({ id: 31, nombreContacto: 'Nave 3' })] : [contact()]),
      'GET /paises': () =>
        json([
          { codigo: 'ES', nombre: 'Spain' },
          { codigo: 'PT', nombre: 'Portugal' },
        ]),
      'POST /cliente/contactos/add/contacto': (request) => {
        if ((request.body as { codigoPostal: string }).codigoPostal === '0') {
          return refusal(400, 'errors.validation', 'The data sent is not valid.', [
            {
              field: 'codigoPostal',
              missatge: 'validation.invalidValue',
              error_description: 'Invalid value.',
            },
          ]);
        }
        created = true;
        return json(
          {
            ...contact({ id: 31, nombreContacto: 'Nave 3' }),
            missatge: 'contacts.created',
            error_description: 'Contact created.',
          },
          201,
        );
      },
    });
    const dialog = await openCart(1);
    next(dialog);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'New address' }, slow));
    const form = await screen.findByRole('dialog', { name: 'New delivery address' }, slow);

    fireEvent.click(within(form).getByRole('button', { name: 'Create the address' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(4);
    expect(server.calls('POST', '/cliente/contactos/add/contacto')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Contact name/), { target: { value: 'Nave 3' } });
    fireEvent.change(within(form).getByLabelText(/^Address/), {
      target: { value: 'Polígono Los Olivos, nave 3' },
    });
    fireEvent.change(within(form).getByLabelText(/Post code/), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText(/Town/), { target: { value: 'Getafe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the address' }));
    expect(await within(form).findByText('Invalid value.', {}, slow)).toBeDefined();
    expect(
      within(form)
        .getByLabelText(/Post code/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).getByText('Error creating the contact.')).toBeDefined();
    const sent = server.calls('POST', '/cliente/contactos/add/contacto')[0]!;
    expect(sent.query.get('pais')).toBe('ES');

    fireEvent.change(within(form).getByLabelText(/Post code/), { target: { value: '28906' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the address' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'New delivery address' })).toBeNull(),
      slow,
    );
    expect(await screen.findByText('Contact created.', {}, slow)).toBeDefined();
    const chosen = await within(dialog).findByRole('radio', { name: /Nave 3/ }, slow);
    expect(chosen.getAttribute('aria-checked')).toBe('true');
  });
});
