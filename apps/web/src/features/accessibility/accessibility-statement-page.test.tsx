// The accessibility statement through the real router, without a session: the login page's footer
// leads to it; it names the target and the known limitations in the user's language and says where
// to report a barrier with customer service's address and phone as the server gives them, or where
// else to find them when it cannot.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';

const slow = { timeout: 10_000 };
const contact = (emailContacto: string | null, telefonoContacto: string | null) =>
  jsonResponse({ dades: { emailContacto, telefonoContacto }, error: false, missatge: null });

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the accessibility statement', { timeout: 30_000 }, () => {
  it('is reached from the login page and says where to report a barrier', async () => {
    const { requests } = mockFetch(contact('atencio@soldadures.example', '+34 930 00 00 00'));
    const { router } = await renderApp('/login', 'en');
    const footer = await screen.findByRole('contentinfo', {}, slow);
    fireEvent.click(within(footer).getByRole('link', { name: 'Accessibility statement' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }, slow),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/accessibilitat');
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeDefined();
    const email = await screen.findByRole('link', { name: 'atencio@soldadures.example' }, slow);
    expect(email.getAttribute('href')).toBe('mailto:atencio@soldadures.example');
    expect(screen.getByRole('link', { name: '+34 930 00 00 00' }).getAttribute('href')).toBe(
      'tel:+34930000000',
    );
    expect(requests).toHaveLength(1);
    expect(requests.at(-1)).toMatchObject({ url: '/api/v1/usuaris/contacte', method: 'GET' });
    expect(requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('reads in Catalan by default and says where else to look when the address cannot be had', async () => {
    mockFetch(errorResponse(503, 'unavailable'));
    await renderApp('/accessibilitat');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Declaració d'accessibilitat" }, slow),
    ).toBeDefined();
    expect(
      await screen.findByText(/les trobareu al peu de tots els correus electrònics/, {}, slow),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
