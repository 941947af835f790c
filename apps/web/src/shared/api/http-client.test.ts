import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../testing/session-user.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import { peekLoginNotice } from '../session/login-notice.ts';
import { getStoredUser, setStoredPath, setStoredUser } from '../session/session-storage.ts';
import { ApiError, NetworkError } from './api-error.ts';
import { api, authPost, sessionFetch, setSessionExpiredHandler } from './http-client.ts';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

/** The token endpoint's answer to the web app: the refresh token went into the cookie. */
const tokenAnswer = (access: string) =>
  jsonResponse({ access_token: access, token_type: 'bearer', expires_in: 900 });

let sessionExpired: ReturnType<typeof vi.fn<() => void>>;

beforeAll(async () => {
  await applyLanguage('en');
});

beforeEach(() => {
  sessionStorage.clear();
  show.mockClear();
  sessionExpired = vi.fn<() => void>();
  setSessionExpiredHandler(sessionExpired);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session headers', () => {
  it('sends no Authorization, Path or Accept-Language without a stored user', async () => {
    const { requests } = mockFetch(jsonResponse({ ok: true }));
    setStoredPath('/login');
    await api.get('/anything');
    expect(requests[0]!.url).toBe('/api/v1/anything');
    expect(requests[0]!.headers).not.toHaveProperty('authorization');
    expect(requests[0]!.headers).not.toHaveProperty('path');
    expect(requests[0]!.headers).not.toHaveProperty('accept-language');
  });

  it('sends none of them for a stored user record without an access token', async () => {
    sessionStorage.setItem('user', JSON.stringify({ ...customerUser(), accessToken: '' }));
    const { requests } = mockFetch(jsonResponse({}));
    await api.get('/anything');
    expect(requests[0]!.headers).not.toHaveProperty('authorization');
    expect(requests[0]!.headers).not.toHaveProperty('path');
  });

  it('sends the bearer token, the stored route path and the user language', async () => {
    setStoredUser(customerUser({ accessToken: 'abc', idioma: 'es' }));
    setStoredPath('/history');
    const { requests } = mockFetch(jsonResponse({}));
    await api.get('/pedidos');
    expect(requests[0]!.headers).toMatchObject({
      authorization: 'Bearer abc',
      path: '/history',
      'accept-language': 'es',
    });
  });

  it('falls back to the current location for Path when no path is stored', async () => {
    window.history.replaceState(null, '', '/sat');
    setStoredUser(customerUser());
    const { requests } = mockFetch(jsonResponse({}));
    await api.get('/x');
    expect(requests[0]!.headers.path).toBe('/sat');
  });

  it('uses an explicit token (right after login) without the stored user language', async () => {
    const { requests } = mockFetch(jsonResponse({}));
    setStoredPath('/login');
    await api.get('/usuaris/self', { accessToken: 'fresh' });
    expect(requests[0]!.headers.authorization).toBe('Bearer fresh');
    expect(requests[0]!.headers).not.toHaveProperty('accept-language');
  });
});

describe('bodies and answers', () => {
  it('form-encodes auth calls under /auth', async () => {
    const { requests } = mockFetch(tokenAnswer('a'));
    await authPost('/oauth/token', {
      grant_type: 'password',
      username: 'bronze@x.example',
      password: 'p&ss',
    });
    expect(requests[0]!.url).toBe('/auth/oauth/token');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(requests[0]!.body).toBe('grant_type=password&username=bronze%40x.example&password=p%26ss');
  });

  it('sends JSON bodies and query strings to /api/v1', async () => {
    const { requests } = mockFetch(jsonResponse({ dades: 1 }));
    const answer = await api.put<{ dades: number }>(
      '/usuaris/self',
      { idioma: 'en' },
      { query: { a: 1, b: undefined } },
    );
    expect(answer).toEqual({ dades: 1 });
    expect(requests[0]!.url).toBe('/api/v1/usuaris/self?a=1');
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.body).toBe('{"idioma":"en"}');
  });

  it('sends extra headers and a multipart body, and sends them again when it replays after a renewal', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    setStoredUser(customerUser({ accessToken: 'old' }));
    const { requests, fetchMock } = mockFetch(
      errorResponse(401, 'Your session has expired.'),
      tokenAnswer('new'),
      jsonResponse({ dades: 'SAT-000001' }),
    );
    const form = new FormData();
    form.append('dades', '{"a":1}');
    const answer = await api.upload('/sat/solicitud', form, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(answer).toEqual({ dades: 'SAT-000001' });
    for (const sent of [requests[0]!, requests[2]!]) {
      expect(sent.method).toBe('POST');
      expect(sent.headers['idempotency-key']).toBe('k-1');
      // The browser writes multipart/form-data with its boundary.
      expect(sent.headers).not.toHaveProperty('content-type');
    }
    expect(fetchMock.mock.calls[2]![1]!.body).toBe(form);
    expect(requests[2]!.headers.authorization).toBe('Bearer new');
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('lets a stream reader judge the answer: session headers, one renewal, no toast', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    setStoredUser(customerUser({ accessToken: 'old' }));
    const { requests } = mockFetch(
      errorResponse(401, 'Your session has expired.'),
      tokenAnswer('new'),
      errorResponse(403, 'Not allowed.'),
    );
    const response = await sessionFetch('/api/v1/sincronitzacio/progres', {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(403);
    expect(requests[2]!.headers).toMatchObject({ authorization: 'Bearer new', accept: 'text/event-stream' });
    expect(show).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('ends the session when a stream reader is refused after the renewal failed', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    setStoredUser(customerUser({ accessToken: 'old' }));
    mockFetch(errorResponse(401, 'Your session has expired.'), errorResponse(401, 'Expired.'));
    const response = await sessionFetch('/api/v1/sincronitzacio/progres');
    expect(response.status).toBe(401);
    expect(getStoredUser()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledOnce();
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('resolves an empty answer (204) to undefined', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.get('/productos/search')).resolves.toBeUndefined();
  });
});

describe('failures', () => {
  it("toasts the body's error_description for 4 seconds and throws an ApiError", async () => {
    mockFetch(errorResponse(409, 'The product is already in the cart.'));
    const failure = api.post('/cart', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      description: 'The product is already in the cart.',
    });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toMatchObject({
      color: 'red',
      message: 'The product is already in the cart.',
      autoClose: 4000,
    });
  });

  it('toasts the body text when the body is not an error body', async () => {
    mockFetch(new Response('Bad gateway from the proxy', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(show.mock.calls[0]![0].message).toBe('Bad gateway from the proxy');
  });

  it('toasts a generic message when the failure has no body', async () => {
    mockFetch(new Response('', { status: 500 }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(show.mock.calls[0]![0].message).toBe('Something went wrong. Please try again later.');
  });

  it('shows no toast when the caller handles the failure', async () => {
    mockFetch(errorResponse(400, 'The user name or password is not correct.'));
    await expect(
      authPost('/oauth/token', { grant_type: 'password' }, { silent: true }),
    ).rejects.toMatchObject({
      description: 'The user name or password is not correct.',
    });
    expect(show).not.toHaveBeenCalled();
  });

  it('turns an unreachable server into a NetworkError with a toast', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('401 handling', () => {
  // The server's readable companion of the HttpOnly refresh-token cookie: there is a session to renew.
  beforeEach(() => {
    document.cookie = 'portal_has_session=1; path=/';
  });
  afterEach(() => {
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('renews the session once from the refresh-token cookie and replays the call', async () => {
    setStoredUser(customerUser({ accessToken: 'old' }));
    const { requests, fetchMock } = mockFetch(
      errorResponse(401, 'Your session has expired.'),
      tokenAnswer('new'),
      jsonResponse({ dades: 'ok' }),
    );
    await expect(api.get('/x')).resolves.toEqual({ dades: 'ok' });
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/x', '/auth/oauth/token', '/api/v1/x']);
    // No refresh token in the body: the browser sends the cookie, which no script can read.
    expect(requests[1]!.body).toBe('grant_type=refresh_token');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ credentials: 'same-origin' });
    expect(requests[1]!.headers).not.toHaveProperty('authorization');
    expect(requests[2]!.headers.authorization).toBe('Bearer new');
    expect(getStoredUser()).toMatchObject({ accessToken: 'new', username: 'bronze' });
    expect(getStoredUser()).not.toHaveProperty('refreshToken');
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('shares one renewal between calls that fail together', async () => {
    setStoredUser(customerUser({ accessToken: 'old' }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/auth/oauth/token') {
        await gate;
        return tokenAnswer('new');
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new' ? jsonResponse({ url }) : errorResponse(401, 'expired');
    });
    vi.stubGlobal('fetch', fetchMock);
    const both = Promise.all([api.get('/a'), api.get('/b')]);
    await vi.waitFor(
      () => expect(fetchMock.mock.calls.filter(([u]) => u === '/auth/oauth/token')).toHaveLength(1),
      { timeout: 10_000 },
    );
    release();
    await expect(both).resolves.toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }]);
    expect(fetchMock.mock.calls.filter(([u]) => u === '/auth/oauth/token')).toHaveLength(1);
  });

  it('clears the stored user and goes to login, which says the session expired, when the renewal fails', async () => {
    setStoredUser(customerUser({ accessToken: 'old' }));
    sessionStorage.setItem('actions', '[]');
    const { requests } = mockFetch(
      errorResponse(401, 'Your session has expired.'),
      errorResponse(400, 'The session is no longer valid.'),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(2);
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.getItem('actions')).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(peekLoginNotice()).toEqual({ key: 'errors.tokenExpired', tone: 'warning' });
    // Said once, on the login page: no toast that would vanish with the screen.
    expect(show).not.toHaveBeenCalled();
  });

  it('does not renew twice when the replay is refused again', async () => {
    setStoredUser(customerUser({ accessToken: 'old' }));
    const { requests } = mockFetch(
      errorResponse(401, 'expired'),
      tokenAnswer('new'),
      errorResponse(401, 'expired'),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(3);
    expect(getStoredUser()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out at once, asking nothing, when the browser holds no session cookie', async () => {
    document.cookie = 'portal_has_session=; path=/; max-age=0';
    setStoredUser(customerUser());
    const { requests } = mockFetch(errorResponse(401, 'expired'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(getStoredUser()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a 401 on a call made without a stored user', async () => {
    const { requests } = mockFetch(errorResponse(401, 'You need to log in.'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('does not end the stored session for a 401 on a call with an explicit token', async () => {
    setStoredUser(customerUser());
    mockFetch(errorResponse(401, 'invalid'));
    await expect(api.get('/usuaris/self', { accessToken: 'other', silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(getStoredUser()).not.toBeNull();
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe('files', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const pngResponse = () => new Response(PNG, { status: 200, headers: { 'Content-Type': 'image/png' } });

  it('reads a file as a Blob of its type with the session headers, renewing an expired token once', async () => {
    document.cookie = 'portal_has_session=1; path=/';
    setStoredUser(customerUser({ accessToken: 'old' }));
    setStoredPath('/solicitud');
    const { requests } = mockFetch(
      errorResponse(401, 'Your session has expired.'),
      tokenAnswer('new'),
      pngResponse(),
    );
    const blob = await api.blob('/solicituds/SAT-000001/adjunts/7');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/solicituds/SAT-000001/adjunts/7',
      '/auth/oauth/token',
      '/api/v1/solicituds/SAT-000001/adjunts/7',
    ]);
    expect(requests[2]!.headers).toMatchObject({
      authorization: 'Bearer new',
      path: '/solicitud',
      accept: '*/*',
    });
    document.cookie = 'portal_has_session=; path=/; max-age=0';
  });

  it('throws the error body of a refused file like any call, silently when asked', async () => {
    setStoredUser(customerUser());
    mockFetch(errorResponse(404, 'We could not find this request.', 'serviceRequests.notFound'));
    await expect(api.blob('/solicituds/SAT-000009/adjunts/1', { silent: true })).rejects.toMatchObject({
      status: 404,
      description: 'We could not find this request.',
    });
    expect(show).not.toHaveBeenCalled();
  });
});
