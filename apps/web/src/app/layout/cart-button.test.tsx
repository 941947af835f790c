// The header's cart button: only for users who buy for a customer, with the count of the
// server's cart, closing its dialog when the session ends under it.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartDialog } from '#shared/cart/cart-dialog-store.ts';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { jsonResponse, mockFetch, mockFetchByPath } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';
import { cartLine, cartView } from '../../features/cart/testing/ordering-server.ts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  cartDialog.close();
  vi.unstubAllGlobals();
});

describe('cart button', { timeout: 30_000 }, () => {
  it('is not shown to staff, who buy for no customer, and their cart is never asked for', async () => {
    setStoredUser(customerUser({ idioma: 'en', cliente: null, roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }] }));
    const { fetchMock } = mockFetch();
    await renderApp('/perfil', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' }, slow)).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the lines of the cart and opens the dialog when another screen asks for it', async () => {
    setStoredUser(customerUser({ idioma: 'en' }));
    const cart = cartView([cartLine(), cartLine({ codigo: 'TMIG-25-3M', title: 'MIG torch' })]);
    // The after-sales screen reads its list of requests while the header reads the cart (and
    // the dialog reads it again), so the fake answers by path.
    mockFetchByPath({
      '/api/v1/permisos/permis-pantalla': jsonResponse({ dades: [], error: false, missatge: null }),
      '/api/v1/carrito': [jsonResponse(cart), jsonResponse(cart)],
      '/api/v1/sat/solicituds': jsonResponse({
        dades: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 },
        error: false,
        missatge: null,
      }),
    });
    await renderApp('/sat', 'en');
    const button = await screen.findByRole('button', { name: 'Cart (2 products)' }, slow);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => cartDialog.open(0));
    expect(await screen.findByRole('dialog', { name: 'Cart' }, slow)).toBeDefined();
    expect(await screen.findByLabelText('Quantity of MIG torch', {}, slow)).toBeDefined();
  });
});
