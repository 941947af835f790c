// After placing: the wait for the ERP's acknowledgement and its three outcomes (DESIGN §7), with
// the wait shortened so the test does not sit through the real six seconds.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { installDomShims } from '../../../testing/render-app.tsx';
import { customerUser } from '../../../testing/session-user.ts';
import { json, orderingServer, placedOrder } from '../testing/ordering-server.ts';
import { OrderPlaced } from './order-placed.tsx';

const quick = { intervalMs: 20, waitMs: 300 };

async function show(order = placedOrder()) {
  await applyLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <OrderPlaced order={order} wait={quick} onClose={() => undefined} onShowHistory={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  installDomShims();
  setStoredUser(customerUser({ idioma: 'en' }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order placed', () => {
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

  it('shows a refusal by the ERP with its reason, not as a success', async () => {
    orderingServer({
      'GET /pedidos/pedido/P-2026-000123': () =>
        json(placedOrder({ estado: 'rejected', erpMotivo: 'Customer blocked' })),
    });
    await show();
    expect(await screen.findByText('Rejected', {}, { timeout: 3000 })).toBeDefined();
    expect(screen.getByText('Reason given by the ERP: Customer blocked')).toBeDefined();
    expect(screen.queryByText('Order sent to the ERP.')).toBeNull();
  });
});
