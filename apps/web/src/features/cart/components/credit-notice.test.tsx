// The summary step's credit: the available credit shown to users who may read it, and what placing
// this order will do when it is over that credit or invoices are overdue, as the policy says.
import { MantineProvider } from '@mantine/core';
import type { CreditAnswer } from '@portal/domain/erp-documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '#shared/i18n/i18n.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { json, stubFetch } from '../../../testing/fake-api.ts';
import { customerUser } from '../../../testing/session-user.ts';
import { cartLine, cartView } from '../testing/ordering-server.ts';
import { CreditNotice } from './credit-notice.tsx';

const errorJson = (status: number) =>
  json({ error: 'forbidden', missatge: 'errors.forbidden', error_description: 'Forbidden.' }, status);

const credit = (available: number, overdue = 0, policy: CreditAnswer['policy'] = 'block'): CreditAnswer => ({
  credit: { limit: 5000, used: 5000 - available, available, overdue, updatedAt: '2026-11-20T08:00:00Z' },
  policy,
});

async function show(answer: CreditAnswer | 'refused') {
  await applyLanguage('en');
  setStoredUser(customerUser({ idioma: 'en' }));
  const { requests } = stubFetch(() => (answer === 'refused' ? errorJson(403) : json(answer)));
  // 2 × 120 € of goods and 15 € of shipping: 255 €.
  const totals = cartView([
    cartLine({ codigo: 'W-1', Cantidad: 2, finalPrice: 120, priceNoOffer: 120 }),
  ]).totals;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <CreditNotice totals={totals} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('credit on the summary step', () => {
  it('shows the available credit and nothing more for an order within it', async () => {
    await show(credit(1000));
    expect(await screen.findByText('1.000,00 €')).toBeDefined();
    expect(screen.getByText('Available credit')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an order over the credit cannot be sent under block, naming both amounts', async () => {
    await show(credit(200));
    expect(await screen.findByText('This order cannot be sent')).toBeDefined();
    expect(
      screen.getByText(
        'The order, 255,00 €, is over the available credit, 200,00 €. Please talk to your sales representative.',
      ),
    ).toBeDefined();
  });

  it('warns of overdue invoices under warn', async () => {
    await show(credit(5000, 80, 'warn'));
    expect(await screen.findByText('The ERP may hold this order')).toBeDefined();
    expect(screen.getByText(/80,00 € of overdue invoices/)).toBeDefined();
  });

  it('shows nothing under off, nor to a user whose role may not read the credit', async () => {
    const asked = await show(credit(10, 500, 'off'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByText('Available credit')).toBeNull();
    cleanup();
    const refused = await show('refused');
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(screen.queryByText('Available credit')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
