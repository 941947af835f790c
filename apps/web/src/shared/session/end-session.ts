// Logout: the session storage is cleared at once, then the server ends the session
// (`POST /auth/oauth/revoke`: the access token names it, the refresh-token cookie goes with the
// request and is cleared by the answer; a failure is ignored, the session expires anyway), and
// the other tabs of the browser are told. It holds the session lock meanwhile, so that no tab can
// renew from the cookie between the click and the revocation.
import { authPost } from '../api/http-client.ts';
import { withSessionLock } from '../api/token-renewal.ts';
import { announceLogout } from './session-broadcast.ts';
import { clearSession, getStoredUser } from './session-storage.ts';

export function endSession(): Promise<void> {
  const accessToken = getStoredUser()?.accessToken;
  clearSession();
  return withSessionLock(() =>
    authPost('/oauth/revoke', accessToken ? { token: accessToken } : {}, { silent: true }).then(
      () => undefined,
      () => undefined,
    ),
  ).then(announceLogout);
}
