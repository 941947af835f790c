// The order history through the real router: the page of orders, a row's lines (a machine among
// them offering "request service"), cancel with a confirmation, reorder into the cart, the two CSV
// downloads (by order and by line), and the empty and failed states.
import { purchasedEquipmentSchema } from '@portal/domain/service-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';
import { historyServer, order, ordersPage } from './testing/history-server.ts';
import { actionsOf, EMPTY_CART, envelope, json } from '../../testing/fake-api.ts';

const slow = { timeout: 10_000 };
const LIST = '/pedidos/cliente/getAll/C0003';

const ELECTRODES = {
  linea: 1,
  codigo: 'ELR-6013-32',
  nombre: 'E6013 electrode 3.2 mm',
  Cantidad: 10,
  finalPrice: 21.5,
  priceNoOffer: 23.9,
  discount: 24,
  lineTotal: 215,
};
const INVERTER = {
  linea: 2,
  codigo: 'INV-200',
  nombre: 'Inverter MMA 200 A',
  Cantidad: 1,
  finalPrice: 389,
  priceNoOffer: 389,
  discount: 0,
  lineTotal: 389,
};

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(customerUser({ idioma: 'en', language: { id: 'en', name: 'English' } }));
});

afterEach(() => {
  cleanup();
  cartDialog.close();
  vi.unstubAllGlobals();
});

describe('order history', { timeout: 30_000 }, () => {
  it("lists the customer's orders ten to a page, newest first, with date, code, reference, ERP number, status and total", async () => {
    const server = historyServer({
      [`GET ${LIST}`]: (request) =>
        json(
          request.query.get('page') === '1'
            ? ordersPage([order({ Codigo: 'P-2026-000001', estado: 'rejected', erpNumero: null })], 1, 11)
            : ordersPage(
                [
                  order({ referencia: 'PO-4411' }),
                  order({ Codigo: 'P-2026-000009', estado: 'received', erpNumero: null, cancelable: true }),
                ],
                0,
                11,
              ),
        ),
    });
    await renderApp('/history', 'en');
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' }, slow);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      '05/03/2026 09:07:03',
      'P-2026-000010',
      'PO-4411',
      'ERP-1010',
      'Accepted',
      '1.234,50 €',
      'Order againSave as a list',
    ]);
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('Received')).toBeDefined();
    expect(within(second).getByRole('button', { name: 'Cancel order P-2026-000009' })).toBeDefined();
    expect(within(first).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(server.calls('GET', LIST)[0]!.query.toString()).toBe('page=0&size=10');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('P-2026-000001', {}, slow)).toBeDefined();
    expect(screen.getByText('Rejected')).toBeDefined();
    expect(server.calls('GET', LIST).at(-1)!.query.get('page')).toBe('1');
  });

  it("offers cancel, order again and the CSV only when the screen's stored actions allow them", async () => {
    historyServer({
      'GET /permisos/permis-pantalla': () => envelope(actionsOf(['GET /pedidos/cliente/getAll/{idCliente}'])),
      [`GET ${LIST}`]: () => json(ordersPage([order({ cancelable: true })])),
    });
    await renderApp('/history', 'en');
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' }, slow);
    expect(within(table).getByText('P-2026-000010')).toBeDefined();
    expect(within(table).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /again/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('opened by a link without a session, goes through the login to the screen and query asked for', async () => {
    sessionStorage.clear();
    const {
      accessToken: _token,
      refreshToken: _refresh,
      ...self
    } = customerUser({
      idioma: 'en',
      language: { id: 'en', name: 'English' },
      homePath: '/products',
    });
    const server = historyServer({
      'POST /auth/oauth/token': () =>
        json({ access_token: 'access-new', token_type: 'bearer', expires_in: 900 }),
      'GET /usuaris/self': () => envelope(self),
      [`GET ${LIST}`]: () => json(ordersPage([order()], 1, 11)),
    });
    const { router } = await renderApp('/history?page=2', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(router.state.location.search).toBe('?next=%2Fhistory%3Fpage%3D2');
    fireEvent.change(await screen.findByLabelText(/^Username or e-mail/, {}, slow), {
      target: { value: 'bronze' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'portal-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('P-2026-000010', {}, slow)).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/history?page=2');
    expect(server.calls('GET', LIST).at(-1)!.query.get('page')).toBe('1');
  });

  it('opens a row to show the lines of the order', async () => {
    const server = historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'GET /pedido/lineas/getAll/P-2026-000010': () =>
        json([
          {
            linea: 1,
            codigo: 'ELR-6013-32',
            nombre: 'E6013 electrode 3.2 mm',
            Cantidad: 10,
            finalPrice: 21.5,
            priceNoOffer: 23.9,
            discount: 24,
            lineTotal: 215,
          },
          {
            linea: 2,
            codigo: 'TMIG-25-3M',
            nombre: 'MIG torch 25 3 m',
            Cantidad: 1,
            finalPrice: 89,
            priceNoOffer: 89,
            discount: 0,
            lineTotal: 89,
          },
        ]),
    });
    await renderApp('/history', 'en');
    const toggle = await screen.findByRole('button', { name: 'Show the lines of order P-2026-000010' }, slow);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const lines = await screen.findByRole('table', { name: 'Lines of order P-2026-000010' }, slow);
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'ELR-6013-32',
      'TMIG-25-3M',
    ]);
    expect(within(rows[0]!).getByText('−24,00 €')).toBeDefined();
    expect(
      screen
        .getByRole('button', { name: 'Hide the lines of order P-2026-000010' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(server.calls('GET', '/pedido/lineas/getAll/P-2026-000010')).toHaveLength(1);
  });

  it('offers "request service" on the machines of an order, opening the after-sales form with them', async () => {
    const server = historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'GET /pedido/lineas/getAll/P-2026-000010': () => json([ELECTRODES, INVERTER]),
      'GET /sat/equips': () =>
        json({
          dades: [
            purchasedEquipmentSchema.parse({
              codigoProducto: 'INV-200',
              nombre: 'Inverter MMA 200 A',
              codigoPedido: 'P-2026-000010',
              dataCompra: '2026-03-05',
            }),
            // The same machine bought in another order says nothing about this one's lines.
            purchasedEquipmentSchema.parse({
              codigoProducto: 'ELR-6013-32',
              nombre: 'E6013 electrode 3.2 mm',
              codigoPedido: 'P-2026-000001',
              dataCompra: '2026-01-05',
            }),
          ],
          error: false,
          missatge: null,
        }),
    });
    const { router } = await renderApp('/history', 'en');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show the lines of order P-2026-000010' }, slow),
    );
    const lines = await screen.findByRole('table', { name: 'Lines of order P-2026-000010' }, slow);
    const link = await within(lines).findByRole(
      'link',
      { name: 'Request service for Inverter MMA 200 A' },
      slow,
    );
    const [electrodes, inverter] = within(lines).getAllByRole('row').slice(1);
    expect(within(electrodes!).queryByRole('link')).toBeNull();
    expect(within(inverter!).getByRole('link')).toBe(link);
    expect(link.textContent).toBe('Request service');
    expect(link.getAttribute('href')).toBe('/sat?nova=1&pedido=P-2026-000010&producto=INV-200');
    expect(server.calls('GET', '/sat/equips')).toHaveLength(1);

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sat'), slow);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      nova: '1',
      pedido: 'P-2026-000010',
      producto: 'INV-200',
    });
  });

  it('does not look for machines when the user cannot reach the after-sales screen', async () => {
    setStoredUser(
      customerUser({
        idioma: 'en',
        language: { id: 'en', name: 'English' },
        menu: [{ name: 'history', icon: 'IconHistory', url: '/history', ordre: 20 }],
      }),
    );
    const server = historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'GET /pedido/lineas/getAll/P-2026-000010': () => json([ELECTRODES, INVERTER]),
    });
    await renderApp('/history', 'en');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show the lines of order P-2026-000010' }, slow),
    );
    const lines = await screen.findByRole('table', { name: 'Lines of order P-2026-000010' }, slow);
    expect(within(lines).queryByRole('link')).toBeNull();
    expect(server.calls('GET', '/sat/equips')).toHaveLength(0);
  });

  it('cancels an order only after the customer confirms it', async () => {
    let cancelled = false;
    const server = historyServer({
      [`GET ${LIST}`]: () =>
        json(ordersPage([order({ estado: cancelled ? 'cancelled' : 'received', cancelable: !cancelled })])),
      'DELETE /pedidos/pedido/P-2026-000010': () => {
        cancelled = true;
        return json(order({ estado: 'cancelled', cancelable: false }));
      },
    });
    await renderApp('/history', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order P-2026-000010' }, slow));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order P-2026-000010?' }, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(server.calls('DELETE', '/pedidos/pedido/P-2026-000010')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order P-2026-000010' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Cancel the order' }),
    );
    expect(await screen.findByText('Order cancelled.', {}, slow)).toBeDefined();
    expect(await screen.findByText('Cancelled', {}, slow)).toBeDefined();
    expect(server.calls('DELETE', '/pedidos/pedido/P-2026-000010')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order P-2026-000010' })).toBeNull();
  });

  it('reorders: shows what went back into the cart and what could not, then opens the cart', async () => {
    historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'POST /pedidos/pedido/P-2026-000010/reorder': () =>
        json({
          added: [{ codigo: 'ELR-6013-32', nombre: 'E6013 rutile electrode 3.2 mm' }],
          skipped: [
            {
              codigo: 'OLD-1',
              nombre: 'Discontinued torch',
              errors: [
                {
                  missatge: 'errors.productInfoMissing',
                  error_description: 'Product information is missing.',
                },
              ],
            },
          ],
          cart: EMPTY_CART,
        }),
    });
    await renderApp('/history', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: P-2026-000010' }, slow));
    const result = await screen.findByRole('dialog', { name: 'Order P-2026-000010 again' }, slow);
    expect(within(result).getByText('Added to the cart (1)')).toBeDefined();
    // Each product by its name, with its code.
    expect(within(result).getByText(/E6013 rutile electrode 3\.2 mm/)).toBeDefined();
    expect(within(result).getByText('(ELR-6013-32)')).toBeDefined();
    expect(within(result).getByText('Not added (1)')).toBeDefined();
    expect(within(result).getByText('Discontinued torch')).toBeDefined();
    expect(within(result).getByText('Product information is missing.')).toBeDefined();
    fireEvent.click(within(result).getByRole('button', { name: 'Open the cart' }));
    expect(cartDialog.get().opened).toBe(true);
  });

  it('downloads the history as CSV by order and by line, each with the session headers and its own name', async () => {
    const csvAnswer = (name: string) =>
      new Response('\uFEFFDate;Code\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
        },
      });
    const server = historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'GET /pedidos/cliente/csv/C0003': (request) =>
        csvAnswer(
          request.query.get('detall') === 'linies' ? 'comandes-linies-C0003.csv' : 'comandes-C0003.csv',
        ),
    });
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/history', 'en');

    const byOrder = await screen.findByRole('button', { name: 'Download the CSV of orders' }, slow);
    byOrder.focus();
    expect(document.activeElement).toBe(byOrder);
    fireEvent.click(byOrder);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), slow);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('comandes-C0003.csv');
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe('blob:orders');

    const byLine = screen.getByRole('button', { name: 'Download the CSV of lines' });
    byLine.focus();
    expect(document.activeElement).toBe(byLine);
    fireEvent.click(byLine);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2), slow);
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('comandes-linies-C0003.csv');

    const calls = server.calls('GET', '/pedidos/cliente/csv/C0003');
    expect(calls.map((call) => call.query.toString())).toEqual(['detall=comandes', 'detall=linies']);
    for (const call of calls) expect(call.headers.authorization).toBe('Bearer access-1');
    click.mockRestore();
  });

  it('says which download failed in words the server sent', async () => {
    historyServer({
      [`GET ${LIST}`]: () => json(ordersPage([order()])),
      'GET /pedidos/cliente/csv/C0003': () =>
        json({ error: 'x', missatge: 'errors.generic', error_description: 'The export broke.' }, 500),
    });
    await renderApp('/history', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the CSV of lines' }, slow));
    expect(await screen.findByText('The export broke.', {}, slow)).toBeDefined();
  });

  it('says so when there are no orders yet, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    historyServer({
      [`GET ${LIST}`]: () =>
        fail
          ? json({ error: 'x', missatge: 'errors.generic', error_description: 'Boom' }, 500)
          : json(ordersPage([])),
    });
    await renderApp('/history', 'en');
    expect(await screen.findByText('The orders could not be loaded.', {}, slow)).toBeDefined();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not placed any orders yet.', {}, slow)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download the CSV of orders' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Download the CSV of lines' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
