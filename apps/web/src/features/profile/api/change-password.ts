// `PUT /usuaris/canviar-contrasenya` with the current password and the new one twice. The server
// ends every session of the user, this one too; the dialog then ends it here and goes to the
// login screen. Silent: the dialog shows each refusal on its field or above the form.
import type { Envelope } from '@portal/domain/api';
import type { ChangePassword } from '@portal/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function changePassword(body: ChangePassword): Promise<Envelope<unknown>> {
  return api.put<Envelope<unknown>>('/usuaris/canviar-contrasenya', body, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
