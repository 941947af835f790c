// `POST /usuaris/email` (spec §7: email, observations, toMail, type): a message to customer
// service, sent as a JSON body — observations can be long, and query strings end up in logs.
// The body is what `customerServiceSchema` made of the form, the schema the server parses with.
import type { CustomerServiceMessage } from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function sendServiceMessage(body: CustomerServiceMessage): Promise<Envelope<null> | undefined> {
  // Silent: the dialog shows a refusal inside itself, next to what the user wrote.
  return api.post<Envelope<null> | undefined>('/usuaris/email', body, { silent: true });
}

export function useSendServiceMessage() {
  return useMutation({ mutationFn: sendServiceMessage });
}
