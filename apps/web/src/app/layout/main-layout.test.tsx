import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { jsonResponse, mockFetch, mockFetchByPath, type Reply } from '../../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../../testing/render-app.tsx';
import { customerUser } from '../../testing/session-user.ts';
import { cartLine, cartView } from '../../features/cart/testing/ordering-server.ts';
import { profileServer } from '../../features/profile/testing/profile-server.ts';

const slow = { timeout: 10_000 };
const noActions = () => jsonResponse({ dades: [], error: false, missatge: null });
// The header's cart button reads the customer's cart on every screen.
const emptyCart = () => jsonResponse(cartView([]));
const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 };

/**
 * The after-sales screen as the layout's host: the permission check, the header's cart and the
 * screen's own list of requests, which it reads at the same time as the cart (so by path).
 */
function layoutOnSat(cart: Reply | Reply[], more: Record<string, Reply | Reply[]> = {}) {
  return mockFetchByPath({
    '/api/v1/permisos/permis-pantalla': noActions(),
    '/api/v1/carrito': cart,
    '/api/v1/sat/solicituds': jsonResponse({ dades: emptyPage, error: false, missatge: null }),
    ...more,
  });
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('main layout', { timeout: 30_000 }, () => {
  it('builds the navigation from the stored menu, in its order, with translated names', async () => {
    setStoredUser(
      customerUser({
        idioma: 'ca',
        menu: [
          { name: 'sat', icon: 'IconTool', url: '/sat', ordre: 30 },
          { name: 'products', icon: 'IconBuildingStore', url: '/products', ordre: 10 },
          { name: 'customScreen', icon: 'IconNotKnown', url: '/custom', ordre: 40 },
        ],
      }),
    );
    layoutOnSat(emptyCart());
    await renderApp('/sat');
    const nav = await screen.findByRole('navigation', { name: 'Navegació principal' }, slow);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Servei postvenda', 'Productes', 'customScreen']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sat', '/products', '/custom']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Servei postvenda' })).toBeDefined();
  });

  it("has a labelled cart button with the number of lines in the server's cart that opens the cart dialog", async () => {
    setStoredUser(customerUser({ idioma: 'ca' }));
    const cart = cartView([cartLine({ title: 'Elèctrode de rútil E6013 3,2 mm' })]);
    // The header reads the cart; the dialog reads it again when it opens.
    const { requests } = layoutOnSat([jsonResponse(cart), jsonResponse(cart)]);
    await renderApp('/sat');
    fireEvent.click(await screen.findByRole('button', { name: 'Cistella (1 producte)' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Cistella' }, slow);
    expect(
      await within(dialog).findByLabelText("Quantitat d'Elèctrode de rútil E6013 3,2 mm", {}, slow),
    ).toBeDefined();
    expect(requests.map((request) => request.url).filter((url) => url === '/api/v1/carrito')).toHaveLength(2);
    expect(requests[0]!.url).toBe('/api/v1/permisos/permis-pantalla');
  });

  it('switches the language, saves it for the user and translates the menu', async () => {
    setStoredUser(customerUser({ idioma: 'ca', accessToken: 'tok' }));
    const {
      accessToken: _a,
      refreshToken: _r,
      ...saved
    } = customerUser({
      idioma: 'en',
      language: { id: 'en', name: 'English' },
    });
    const { requests } = layoutOnSat(emptyCart(), {
      '/api/v1/usuaris/self': jsonResponse({ dades: saved, error: false, missatge: 'common.saved' }),
    });
    await renderApp('/sat');
    const nav = await screen.findByRole('navigation', { name: 'Navegació principal' }, slow);
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });

    await waitFor(() => expect(within(nav).getAllByRole('link')[0]!.textContent).toBe('Products'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBe(nav);
    expect(document.documentElement.lang).toBe('en');
    expect(requests.find((request) => request.url === '/api/v1/usuaris/self')).toMatchObject({
      method: 'PUT',
      body: '{"idioma":"en"}',
    });
    await waitFor(() => expect(getStoredUser()).toMatchObject({ idioma: 'en', accessToken: 'tok' }));
  });

  it('logs out from the user menu: ends the session on the server, clears it here, shows login', async () => {
    setStoredUser(customerUser({ idioma: 'ca', accessToken: 'access-xyz' }));
    const { requests } = layoutOnSat(emptyCart(), { '/auth/oauth/revoke': jsonResponse({ revoked: true }) });
    const { router } = await renderApp('/sat');
    fireEvent.click(await screen.findByRole('button', { name: "bronze, menú de l'usuari" }, slow));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tanca la sessió' }));

    expect(await screen.findByRole('heading', { name: 'Inicieu la sessió al portal' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.getItem('actions')).toBeNull();
    // The access token names the session; the refresh-token cookie goes with the request.
    expect(requests.find((request) => request.url === '/auth/oauth/revoke')).toMatchObject({
      method: 'POST',
      body: 'token=access-xyz',
    });
  });

  it('follows a logout in another tab of the browser at once, and says so on the login page', async () => {
    setStoredUser(customerUser({ idioma: 'ca' }));
    layoutOnSat(emptyCart());
    const { router } = await renderApp('/sat');
    await screen.findByRole('navigation', { name: 'Navegació principal' }, slow);
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ kind: 'logout' });
    otherTab.close();

    expect(await screen.findByRole('heading', { name: 'Inicieu la sessió al portal' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(getStoredUser()).toBeNull();
    expect(await screen.findByText('Heu tancat la sessió.', {}, slow)).toBeDefined();
  });

  it('shows the profile from the stored user without a permission check', async () => {
    setStoredUser(customerUser({ idioma: 'ca', language: { id: 'ca', name: 'Català' } }));
    // The profile reads the customer's data, its addresses and the countries besides the cart.
    const server = profileServer();
    await renderApp('/perfil');
    expect(await screen.findByRole('heading', { level: 1, name: 'El meu perfil' }, slow)).toBeDefined();
    const main = within(screen.getByRole('main'));
    const value = (label: string) =>
      main.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Usuari')).toBe('bronze');
    expect(value('Correu electrònic')).toBe('compras@soldamar.example');
    expect(value('Rols')).toBe('Comprador');
    expect(value('Client')).toBe('Soldamar SL (C0003)');
    expect(main.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'ca');
    await main.findByRole('region', { name: 'La meva empresa' }, slow);
    // No permission check.
    expect(server.requests.filter((request) => request.path === '/permisos/permis-pantalla')).toEqual([]);
  });

  it('sends a visitor without a session from a private screen to the login screen', async () => {
    const { fetchMock } = mockFetch();
    const { router } = await renderApp('/usuaris');
    expect(await screen.findByRole('heading', { name: 'Inicieu la sessió al portal' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 404 page when the permission check refuses the screen', async () => {
    setStoredUser(customerUser({ idioma: 'ca' }));
    mockFetch(
      jsonResponse({ error: 'not_found', missatge: 'errors.routeNotFound', error_description: 'x' }, 404),
    );
    const { router } = await renderApp('/pantalles');
    expect(await screen.findByRole('heading', { name: 'Pàgina no trobada' }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/404');
  });
});
