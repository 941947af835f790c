import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { setSessionExpiredHandler } from '#shared/api/http-client.ts';
import { getStoredActions, getStoredUser, setStoredUser } from '#shared/session/session-storage.ts';
import { errorResponse, jsonResponse, mockFetch } from '../testing/fetch-mock.ts';
import { customerUser } from '../testing/session-user.ts';
import { guardRoute } from './route-guard.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const privateGuard = guardRoute(false);
const publicGuard = guardRoute(true);

function args(path: string): LoaderFunctionArgs {
  return {
    request: new Request(`http://portal.test${path}`),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs;
}

/** Runs a loader; a thrown redirect comes back as its Location. */
async function run(loader: typeof privateGuard, path: string): Promise<{ redirectTo: string | null }> {
  try {
    await loader(args(path));
    return { redirectTo: null };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return { redirectTo: thrown.headers.get('Location') };
    }
    throw thrown;
  }
}

const usuarisActions = [{ idPermis: 7, endPoint: 'GET /usuaris', descripcio: 'List users' }];

beforeEach(() => {
  sessionStorage.clear();
  setSessionExpiredHandler(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'portal_has_session=; path=/; max-age=0';
});

describe('route guard without a user', () => {
  it('clears the session storage and redirects a private route to /login, keeping the screen asked for', async () => {
    sessionStorage.setItem('actions', JSON.stringify(usuarisActions));
    sessionStorage.setItem('something-else', 'x');
    const { fetchMock } = mockFetch();
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: '/login?next=%2Fusuaris' });
    expect(sessionStorage.length).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the browser’s session from the refresh-token cookie in a new tab, then goes on as logged in', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    const { accessToken: _a, ...self } = customerUser({ idioma: 'es' });
    const { requests } = mockFetch(
      jsonResponse({ access_token: 'tab-2', token_type: 'bearer', expires_in: 900 }),
      jsonResponse({ dades: self, error: false, missatge: null }),
      jsonResponse({ dades: usuarisActions, error: false, missatge: null }),
    );
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: null });
    expect(requests.map((request) => request.url)).toEqual([
      '/auth/oauth/token',
      '/api/v1/usuaris/self',
      '/api/v1/permisos/permis-pantalla',
    ]);
    expect(requests[0]!.body).toBe('grant_type=refresh_token');
    expect(requests[1]!.headers.authorization).toBe('Bearer tab-2');
    expect(getStoredUser()).toMatchObject({ username: 'bronze', accessToken: 'tab-2', idioma: 'es' });
    expect(getStoredActions()).toEqual(usuarisActions);
  });

  it('sends a new tab to its home from /login when the browser has a session', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    const { accessToken: _a, ...self } = customerUser({ homePath: '/products' });
    mockFetch(
      jsonResponse({ access_token: 'tab-2', token_type: 'bearer', expires_in: 900 }),
      jsonResponse({ dades: self, error: false, missatge: null }),
    );
    expect(await run(publicGuard, '/login')).toEqual({ redirectTo: '/products' });
  });

  it('goes to /login when the browser’s session is over, keeping nothing', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    const { requests } = mockFetch(errorResponse(400, 'The session is no longer valid.'));
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: '/login?next=%2Fusuaris' });
    expect(requests).toHaveLength(1);
    expect(getStoredUser()).toBeNull();
  });

  it('shows a public route and stores its path', async () => {
    expect(await run(publicGuard, '/recuperar-contrasenya')).toEqual({ redirectTo: null });
    expect(sessionStorage.getItem('path')).toBe('/recuperar-contrasenya');
  });
});

describe('route guard with a logged-in user', () => {
  beforeEach(() => {
    setStoredUser(customerUser({ homePath: '/products', accessToken: 'tok', idioma: 'ca' }));
  });

  it('sends the user from /login and / to the home path without calling the server', async () => {
    const { fetchMock } = mockFetch();
    expect(await run(publicGuard, '/login')).toEqual({ redirectTo: '/products' });
    expect(await run(publicGuard, '/')).toEqual({ redirectTo: '/products' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a user without a home path to /404 with the no-home-page message', async () => {
    setStoredUser(customerUser({ homePath: null }));
    expect(await run(publicGuard, '/login')).toEqual({ redirectTo: '/404?missatge=errors.noHomePage' });
  });

  it('shows /perfil without a permission check', async () => {
    const { fetchMock } = mockFetch();
    expect(await run(privateGuard, '/perfil')).toEqual({ redirectTo: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('path')).toBe('/perfil');
  });

  it('asks for the screen permissions with the route in the Path header and stores them', async () => {
    const { requests } = mockFetch(jsonResponse({ dades: usuarisActions, error: false, missatge: null }));
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/v1/permisos/permis-pantalla');
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.headers).toMatchObject({
      authorization: 'Bearer tok',
      path: '/usuaris',
      'accept-language': 'ca',
    });
    expect(getStoredActions()).toEqual(usuarisActions);
    expect(sessionStorage.getItem('path')).toBe('/usuaris');
  });

  it('stores an empty list when the answer has no dades', async () => {
    sessionStorage.setItem('actions', JSON.stringify(usuarisActions));
    mockFetch(jsonResponse({ error: false, missatge: null }));
    expect(await run(privateGuard, '/sat')).toEqual({ redirectTo: null });
    expect(sessionStorage.getItem('actions')).toBe('[]');
  });

  it('goes to /404 when the permission check fails, leaving the user logged in', async () => {
    mockFetch(errorResponse(404, 'This address does not exist.', 'errors.routeNotFound'));
    expect(await run(privateGuard, '/no-such-screen')).toEqual({ redirectTo: '/404' });
    expect(getStoredUser()).not.toBeNull();
  });

  it('goes to /404 when the answer carries the error flag', async () => {
    mockFetch(jsonResponse({ dades: [], error: true, missatge: 'errors.forbidden' }));
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: '/404' });
  });

  it('renews an expired token and then stores the actions', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    const { requests } = mockFetch(
      errorResponse(401, 'expired'),
      jsonResponse({ access_token: 'tok2', token_type: 'bearer', expires_in: 900 }),
      jsonResponse({ dades: usuarisActions, error: false, missatge: null }),
    );
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: null });
    expect(requests[2]!.headers).toMatchObject({ authorization: 'Bearer tok2', path: '/usuaris' });
    expect(getStoredActions()).toEqual(usuarisActions);
  });

  it('ends the session and goes to /login when the token cannot be renewed', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    document.cookie = 'portal_has_session=1; path=/';
    mockFetch(errorResponse(401, 'expired'), errorResponse(400, 'invalid refresh token'));
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: '/login' });
    expect(getStoredUser()).toBeNull();
    expect(expired).toHaveBeenCalled();
  });

  it('goes to /404 when the server cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    expect(await run(privateGuard, '/usuaris')).toEqual({ redirectTo: '/404' });
  });
});
