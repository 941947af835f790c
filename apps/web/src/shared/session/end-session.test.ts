import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/fetch-mock.ts';
import { customerUser } from '../../testing/session-user.ts';
import { renewFromCookie } from '../api/token-renewal.ts';
import { endSession } from './end-session.ts';
import { onLogoutElsewhere } from './session-broadcast.ts';
import { getStoredUser, setStoredPath, setStoredUser } from './session-storage.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('clears the tab at once, ends the session on the server by its access token, then tells the other tabs', async () => {
    setStoredUser(customerUser({ accessToken: 'access-xyz' }));
    setStoredPath('/history');
    const order: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      order.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
      return jsonResponse({ revoked: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    // Another tab, as a tab hears it: a channel of its own.
    const otherTab = new BroadcastChannel('portal-session');
    const told = new Promise<void>((resolve) => {
      otherTab.onmessage = (event: MessageEvent<{ kind: string }>) => {
        order.push(`other tabs told: ${event.data.kind}`);
        otherTab.close();
        resolve();
      };
    });
    // This tab's own listeners do not take it for another tab's logout.
    const ownListener = vi.fn();
    const stopListening = onLogoutElsewhere(ownListener);

    const done = endSession();
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await done;
    await told;
    expect(order).toEqual(['POST /auth/oauth/revoke token=access-xyz', 'other tabs told: logout']);
    stopListening();
    expect(ownListener).not.toHaveBeenCalled();
  });

  it('lets no renewal from the cookie start before the revocation is over', async () => {
    setStoredUser(customerUser());
    let finishRevoke!: () => void;
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        urls.push(url);
        if (url === '/auth/oauth/revoke') {
          await new Promise<void>((resolve) => (finishRevoke = resolve));
          return jsonResponse({ revoked: true });
        }
        // The cookie is gone by now: the renewal finds no session.
        return jsonResponse({ error: 'invalid_grant', error_description: 'gone' }, 400);
      }),
    );
    const logout = endSession();
    const renewal = renewFromCookie();
    await vi.waitFor(() => expect(urls).toEqual(['/auth/oauth/revoke']), { timeout: 10_000 });
    finishRevoke();
    await logout;
    expect(await renewal).toBeNull();
    expect(urls).toEqual(['/auth/oauth/revoke', '/auth/oauth/token']);
  });
});
