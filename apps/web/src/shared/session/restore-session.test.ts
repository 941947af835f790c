import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../testing/fetch-mock.ts';
import { customerUser } from '../../testing/session-user.ts';
import { restoreSession } from './restore-session.ts';
import { getStoredUser } from './session-storage.ts';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const HINT = 'portal_has_session';

beforeEach(() => {
  sessionStorage.clear();
  show.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${HINT}=; path=/; max-age=0`;
});

describe('a tab taking the browser’s session', () => {
  it('renews from the cookie and stores the session user under `user`, without any refresh token', async () => {
    document.cookie = `${HINT}=1; path=/`;
    const { accessToken: _a, ...self } = customerUser({ idioma: 'en' });
    const { requests } = mockFetch(
      jsonResponse({ access_token: 'tab-token', token_type: 'bearer', expires_in: 900 }),
      jsonResponse({ dades: self, error: false, missatge: null }),
    );
    expect(await restoreSession()).toBe(true);
    expect(requests[0]).toMatchObject({
      url: '/auth/oauth/token',
      method: 'POST',
      body: 'grant_type=refresh_token',
    });
    expect(requests[1]).toMatchObject({ url: '/api/v1/usuaris/self', method: 'GET' });
    expect(requests[1]!.headers.authorization).toBe('Bearer tab-token');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ ...self, accessToken: 'tab-token' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('asks nothing when the browser holds no session cookie', async () => {
    const { fetchMock } = mockFetch();
    expect(await restoreSession()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getStoredUser()).toBeNull();
  });

  it('stores nothing and says nothing when the browser’s session is over', async () => {
    document.cookie = `${HINT}=1; path=/`;
    mockFetch(errorResponse(400, 'The session is no longer valid.', 'auth.invalidRefreshToken'));
    expect(await restoreSession()).toBe(false);
    expect(getStoredUser()).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });
});
