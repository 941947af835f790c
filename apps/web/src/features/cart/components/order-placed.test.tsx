// After placing: the wait for the ERP's acknowledgement and its three outcomes (DESIGN §7), with
// the wait shortened so the test does not sit through the real six seconds.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { customerUser } from '../../../testing/session-user.ts';
import { cartLine, cartView, orderingServer, placedOrder } from '../testing/ordering-server.ts';
import { OrderPlaced } from './order-placed.tsx';
import { json } from '../../../testing/fake-api.ts';

const quick = { intervalMs: 20, waitMs: 300 };

async function show(order = placedOrder(), onOpenCart = () => undefined) {
  await applyLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <OrderPlaced
            order={order}
            wait={quick}
            onClose={() => undefined}
            onShowHistory={() => undefined}
            onOpenCart={onOpenCart}
            onPrint={() => undefined}
          />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  setStoredUser(customerUser({ idioma: 'en' }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order placed', () => {
  it('says an order over the spending limit awaits approval, without waiting for the ERP', async () => {
    const server = orderingServer({});
    await show(placedOrder({ estado: 'awaiting_approval' }));
    expect(screen.getByRole('heading', { name: 'Order P-2026-000123 awaiting approval' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      'Order received. It is over your spending limit: it will be sent once an approver of your company approves it.',
    );
    expect(screen.queryByText('Waiting for the ERP to confirm the order…')).toBeNull();
    // The ERP is not asked about an order it will not see until someone approves it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls('GET', '/pedidos/pedido/P-2026-000123')).toHaveLength(0);
  });

  it('waits, then says the order is safely received when the ERP has not answered in time', async () => {
    const server = orderingServer({ 'GET /pedidos/pedido/P-2026-000123': () => json(placedOrder()) });
    await show();
    expect(screen.getByRole('status').textContent).toBe('Waiting for the ERP to confirm the order…');
    expect(
      await screen.findByText(
        'Order received. It will be sent to the ERP as soon as it answers.',
        {},
        { timeout: 3000 },
      ),
    ).toBeDefined();
    expect(screen.queryByText('Order sent to the ERP.')).toBeNull();
    // It asked every interval while it waited, and stopped when the wait was over.
    const asked = server.calls('GET', '/pedidos/pedido/P-2026-000123').length;
    expect(asked).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.calls('GET', '/pedidos/pedido/P-2026-000123').length).toBeLessThanOrEqual(asked + 1);
  });

  it('says "sent to the ERP" with its number as soon as the status leaves received', async () => {
    let reads = 0;
    orderingServer({
      'GET /pedidos/pedido/P-2026-000123': () => {
        reads += 1;
        return json(reads < 3 ? placedOrder() : placedOrder({ estado: 'sent_to_erp', erpNumero: 'ERP-77' }));
      },
    });
    await show();
    expect(await screen.findByText('Order sent to the ERP.', {}, { timeout: 3000 })).toBeDefined();
    expect(screen.getByText('ERP order number: ERP-77.')).toBeDefined();
  });

  it('never calls the order placed before the ERP has it: the heading says it is on its way', async () => {
    orderingServer({ 'GET /pedidos/pedido/P-2026-000123': () => json(placedOrder()) });
    await show();
    expect(screen.getByRole('heading').textContent).toBe('Order P-2026-000123: sending it to the ERP');
    expect(screen.queryByText('Order P-2026-000123 placed')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Order P-2026-000123 received' }, { timeout: 3000 }),
    ).toBeDefined();
  });

  it('shows a rejection as a rejection, with its reason in the session language, and puts the lines back', async () => {
    const rejected = placedOrder({ estado: 'rejected', motivoRechazo: 'orders.rejection.creditLimit' });
    const server = orderingServer({
      'GET /pedidos/pedido/P-2026-000123': () => json(rejected),
      'POST /pedidos/pedido/P-2026-000123/reorder': () =>
        json({
          added: [{ codigo: 'ELR-6013-32', nombre: 'E6013 rutile electrode 3.2 mm (5 kg box)' }],
          skipped: [
            {
              codigo: 'EQ-OLD',
              nombre: 'Old welder',
              errors: [
                { missatge: 'errors.productInfoMissing', error_description: 'Product info is missing.' },
              ],
            },
          ],
          cart: cartView([cartLine()]),
        }),
    });
    const openCart = vi.fn();
    await show(placedOrder(), openCart);
    expect(
      await screen.findByRole('heading', { name: 'The ERP rejected order P-2026-000123' }, { timeout: 3000 }),
    ).toBeDefined();
    // Never "placed" and then "rejected"; the ERP's reason as the customer's text, not the ERP's words.
    expect(screen.queryByText(/placed/)).toBeNull();
    expect(screen.getByText('Rejected')).toBeDefined();
    expect(
      screen.getByText(
        "The order is above your company's credit limit. Contact customer service, or place a smaller order.",
      ),
    ).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Put the lines back in the cart' }));
    expect(await screen.findByText('1 product is back in the cart.')).toBeDefined();
    expect(screen.getByText(/Old welder \(EQ-OLD\): Product info is missing\./)).toBeDefined();
    expect(server.calls('POST', '/pedidos/pedido/P-2026-000123/reorder')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open the cart' }));
    expect(openCart).toHaveBeenCalledTimes(1);
  });

  it('reads the reason in Catalan when the session is in Catalan', async () => {
    orderingServer({
      'GET /pedidos/pedido/P-2026-000123': () =>
        json(placedOrder({ estado: 'rejected', motivoRechazo: 'orders.rejection.creditLimit' })),
    });
    await show();
    await applyLanguage('ca');
    expect(await screen.findByText(/supera el límit de crèdit/, {}, { timeout: 3000 })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Torna a posar les línies a la cistella' })).toBeDefined();
  });
});
