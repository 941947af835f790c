// The login screen through the real router: the form, the server's answers, the guards and
// the landing screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { errorResponse, jsonResponse, mockFetch } from '../testing/fetch-mock.ts';
import { cleanup, renderApp } from '../testing/render-app.tsx';
import { customerUser } from '../testing/session-user.ts';

const slow = { timeout: 10_000 };
/** The refresh token went into the HttpOnly cookie, out of the app's reach. */
const tokens = { access_token: 'access-new', token_type: 'bearer', expires_in: 900 };

function selfAnswer(overrides: Parameters<typeof customerUser>[0] = {}) {
  const { accessToken: _a, refreshToken: _r, ...self } = customerUser(overrides);
  return jsonResponse({ dades: self, error: false, missatge: null });
}

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Usuari o correu electrònic/, {}, slow), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(/^Contrasenya/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Inicia la sessió' }));
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login screen', { timeout: 30_000 }, () => {
  it('asks for both fields with the translated required message and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Inicia la sessió' }, slow));
    expect(await screen.findAllByText('Aquest camp és obligatori.', {}, slow)).toHaveLength(2);
    expect(screen.getByLabelText(/^Usuari o correu electrònic/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is also the screen at /', async () => {
    mockFetch();
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Inicieu la sessió al portal' }, slow)).toBeDefined();
  });

  it("shows the server's message when the password is wrong", async () => {
    const { requests } = mockFetch(
      errorResponse(400, "L'usuari o la contrasenya no són correctes.", 'auth.invalidCredentials'),
    );
    await renderApp('/login');
    await fillAndSubmit(' bronze ', 'wrong-password');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain("L'usuari o la contrasenya no són correctes.");
    expect(requests[0]).toMatchObject({
      url: '/auth/oauth/token',
      method: 'POST',
      body: 'grant_type=password&username=bronze&password=wrong-password&token_delivery=cookie',
    });
    expect(getStoredUser()).toBeNull();
  });

  it("logs in, stores the session user with its access token and opens the home screen in the user's language", async () => {
    const actions = [{ idPermis: 3, endPoint: 'GET /productos/search', descripcio: 'Search' }];
    const { requests } = mockFetch(
      jsonResponse(tokens),
      selfAnswer({ idioma: 'es', language: { id: 'es', name: 'Español' }, homePath: '/products' }),
      jsonResponse({ dades: actions, error: false, missatge: null }),
    );
    const { router } = await renderApp('/login');
    await fillAndSubmit('compras@soldamar.example', 'portal-demo-2026');

    expect(await screen.findByRole('heading', { name: 'Productos', level: 1 }, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/products');
    expect(document.documentElement.lang).toBe('es');
    expect(getStoredUser()).toMatchObject({ username: 'bronze', accessToken: 'access-new' });
    expect(getStoredUser()).not.toHaveProperty('refreshToken');
    expect(JSON.parse(sessionStorage.getItem('actions')!)).toEqual(actions);

    expect(requests[1]).toMatchObject({ url: '/api/v1/usuaris/self', method: 'GET' });
    expect(requests[1]!.headers.authorization).toBe('Bearer access-new');
    expect(requests[2]!.url).toBe('/api/v1/permisos/permis-pantalla');
    expect(requests[2]!.headers).toMatchObject({
      authorization: 'Bearer access-new',
      path: '/products',
      'accept-language': 'es',
    });
  });

  it('sends a user without a home page to /404 with the no-home-page message', async () => {
    mockFetch(jsonResponse(tokens), selfAnswer({ idioma: 'ca', homePath: null }));
    const { router } = await renderApp('/login');
    await fillAndSubmit('nohome', 'portal-demo-2026');
    expect(await screen.findByText("No hi ha pàgina d'inici per al vostre usuari.", {}, slow)).toBeDefined();
    expect(router.state.location.pathname).toBe('/404');
    // Stranded outside the layout, the user can still log out from there.
    expect(screen.getByRole('button', { name: 'Tanca la sessió' })).toBeDefined();
  });

  it('says the session expired when a call was refused and the session could not be renewed', async () => {
    setStoredUser(customerUser({ idioma: 'ca' }));
    document.cookie = 'portal_has_session=1; path=/';
    const { requests } = mockFetch(
      errorResponse(401, 'La sessió ha caducat.', 'errors.tokenExpired'),
      errorResponse(400, 'La sessió ja no és vàlida.', 'auth.invalidRefreshToken'),
      // The login page tries the browser's session once more: over too.
      errorResponse(400, 'La sessió ja no és vàlida.', 'auth.invalidRefreshToken'),
    );
    const { router } = await renderApp('/sat');
    const notice = await screen.findByText('La sessió ha caducat. Torneu a iniciar sessió.', {}, slow);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(getStoredUser()).toBeNull();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/permisos/permis-pantalla',
      '/auth/oauth/token',
      '/auth/oauth/token',
    ]);
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('opens the registration dialog with the company form', async () => {
    mockFetch();
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Registreu-vos' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Registre de clients' }, slow);
    expect(within(dialog).getByLabelText(/^Raó social/)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Envia la sol·licitud' })).toBeDefined();
  });

  it('links to password recovery', async () => {
    mockFetch();
    const { router } = await renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Heu oblidat la contrasenya?' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recuperar-contrasenya'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperació de la contrasenya' }, slow),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: "Envia l'enllaç" })).toBeDefined();
  });
});
