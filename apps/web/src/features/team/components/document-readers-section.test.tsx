// The team screen's choice of who sees the documents and credit: the saved choice shown (the
// administrator always ticked), a role unticked and saved with a toast, nothing sent unchanged.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { DocumentReadersSection } from './document-readers-section.tsx';

async function show() {
  await applyLanguage('en');
  await loadAllTexts();
  const server = fakeApi({
    'GET /documents/lectors': () => json({ comprador: true, aprovador: true, consulta: true }),
    'PUT /documents/lectors': (request) => json(request.body),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={client}>
          <DocumentReadersSection />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('who sees the documents and credit', () => {
  it('shows the saved choice and saves a role left out', async () => {
    const server = await show();
    const viewer = await screen.findByRole('checkbox', { name: 'Viewer' });
    expect(viewer).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /^Company administrator/ })).toHaveProperty('disabled', true);
    const save = screen.getByRole('button', { name: 'Save who sees them' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(viewer);
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(await screen.findByText('Who sees the documents and credit was saved.')).toBeDefined();
    expect(server.writes().map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/documents/lectors', { comprador: true, aprovador: true, consulta: false }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Viewer' })).toHaveProperty('checked', false),
    );
  });
});
