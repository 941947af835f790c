// Login (DESIGN §4): the OAuth2 password grant, then `GET /usuaris/self` with the new token
// builds the session user. The caller stores it. The refresh token goes into an HttpOnly cookie
// (`token_delivery=cookie`), never into this tab's storage: every tab renews from it.
import type { Envelope } from '@portal/domain/api';
import type { SelfUser, SessionUser, TokenResponse } from '@portal/domain/auth';
import { api, authPost } from '#shared/api/http-client.ts';

export interface Credentials {
  /** The user name or the e-mail. */
  username: string;
  password: string;
}

export async function login({ username, password }: Credentials): Promise<SessionUser> {
  // Silent: the login form shows the server's message itself.
  const tokens = await authPost<TokenResponse>(
    '/oauth/token',
    { grant_type: 'password', username, password, token_delivery: 'cookie' },
    { silent: true },
  );
  const self = await api.get<Envelope<SelfUser>>('/usuaris/self', {
    accessToken: tokens.access_token,
    silent: true,
  });
  return { ...self.dades, accessToken: tokens.access_token };
}
