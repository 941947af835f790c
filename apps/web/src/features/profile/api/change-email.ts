// `PUT /usuaris/canviar-email` with the new address and the current password. Nothing changes yet:
// the server mails a confirmation link to the new address, and the address changes when that
// link is opened. Silent: the dialog shows each refusal on its field or above the form.
import type { Envelope } from '@portal/domain/api';
import type { ChangeEmail } from '@portal/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function changeEmail(body: ChangeEmail): Promise<Envelope<unknown>> {
  return api.put<Envelope<unknown>>('/usuaris/canviar-email', body, { silent: true });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
