// A tab without a session of its own (a product opened in a new tab, the browser reopened) takes
// the browser's: the refresh-token cookie gives a new access token, `GET /usuaris/self` the
// session user, stored under the spec's `user` key as a login stores it.
import type { Envelope } from '@portal/domain/api';
import type { SelfUser } from '@portal/domain/auth';
import { api } from '../api/http-client.ts';
import { mayHaveSession, renewFromCookie } from '../api/token-renewal.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import { getStoredUser, setStoredUser } from './session-storage.ts';

/** True when this tab now has a session user (restored, or stored meanwhile by a login). */
export async function restoreSession(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  const accessToken = await renewFromCookie();
  if (!accessToken) return false;
  try {
    const self = await api.get<Envelope<SelfUser>>('/usuaris/self', { accessToken, silent: true });
    if (!getStoredUser()) setStoredUser({ ...self.dades, accessToken });
    await applyLanguage(self.dades.idioma);
    return true;
  } catch {
    return getStoredUser() !== null;
  }
}
