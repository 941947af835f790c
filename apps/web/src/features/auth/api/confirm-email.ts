// `PUT /usuaris/confirmar-email`: confirms a new e-mail address with the token of the
// link mailed to it. Public: the link may be opened in a browser with no session.
import type { ConfirmEmail } from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import type { SelfUser } from '@portal/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { getStoredUser, updateStoredUser } from '#shared/session/session-storage.ts';

export function confirmEmail(body: ConfirmEmail): Promise<unknown> {
  return api.put('/usuaris/confirmar-email', body, { silent: true });
}

/**
 * A session open in this browser keeps the e-mail it logged in with; it is read again from
 * `GET /usuaris/self` so the user menu shows the new address at once. The link may have been
 * another account's, which is harmless: the stored user is only refreshed, never switched. A
 * failure changes nothing — the next login reads the new address anyway.
 */
export async function refreshStoredEmail(): Promise<void> {
  if (!getStoredUser()) return;
  try {
    const self = await api.get<Envelope<SelfUser>>('/usuaris/self', { silent: true });
    if (self?.dades) updateStoredUser({ email: self.dades.email });
  } catch {
    // Applies at the next login.
  }
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (body: ConfirmEmail) => {
      const answer = await confirmEmail(body);
      await refreshStoredEmail();
      return answer;
    },
  });
}
