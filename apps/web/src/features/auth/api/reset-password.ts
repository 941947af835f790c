// `PUT /usuaris/canviar-contrasenya-token` (spec §7): the new password chosen from a recovery link.
// The server ends every session of the account with it.
import type { ResetPassword } from '@portal/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function resetPassword(body: ResetPassword): Promise<unknown> {
  // Silent: a link that expired meanwhile is shown in place of the form.
  return api.put('/usuaris/canviar-contrasenya-token', body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
