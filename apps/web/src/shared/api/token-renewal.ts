// A new access token from the refresh-token cookie. The refresh token lives in
// an HttpOnly cookie the server scopes to /auth/oauth: no script here ever holds it, and every tab
// of the browser shares it. Tabs therefore take turns (one Web Lock for the browser): the server
// rotates the token at each use and treats an already used one as stolen, ending the session, so
// two tabs renewing with the same cookie at once would log each other out.
import type { TokenResponse } from '@portal/domain/auth';

const TOKEN_URL = '/auth/oauth/token';
const LOCK_NAME = 'portal-session';

// Without Web Locks (old browsers, jsdom) calls in this tab still queue behind each other.
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` while no other tab of this browser renews or ends the session. */
export function withSessionLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise settles with what `work` settles with (the DOM types nest it one level).
  if (locks && typeof locks.request === 'function')
    return locks.request(LOCK_NAME, work).then((settled) => settled);
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The server's readable companion of the HttpOnly cookie (`portal_has_session`, no secret in it):
 * without it there is no session to restore, and no request is worth making.
 */
export function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)portal_has_session=/.test(document.cookie);
}

/** The renewed access token, or null when the browser holds no live session to renew. */
export function renewFromCookie(): Promise<string | null> {
  return withSessionLock(async () => {
    try {
      const response = await fetch(TOKEN_URL, {
        method: 'POST',
        // Same origin: the cookie goes with it, and the answer's new cookie replaces it.
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token' }).toString(),
      });
      if (!response.ok) return null;
      const tokens = (await response.json()) as Partial<TokenResponse>;
      return typeof tokens.access_token === 'string' && tokens.access_token !== ''
        ? tokens.access_token
        : null;
    } catch {
      return null;
    }
  });
}
