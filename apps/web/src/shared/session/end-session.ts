// Logout: the refresh token is revoked on the server (`POST /auth/oauth/revoke`; a failure is
// ignored, the token expires anyway) and the session storage is cleared at once.
import { authPost } from '../api/http-client.ts';
import { clearSession, getStoredUser } from './session-storage.ts';

export function endSession(): Promise<void> {
  const refreshToken = getStoredUser()?.refreshToken;
  clearSession();
  if (!refreshToken) return Promise.resolve();
  return authPost('/oauth/revoke', { token: refreshToken }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
