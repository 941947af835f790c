// `POST /clientes/create` (spec §7): a company asks for an account. The body is what
// `registrationSchema` made of the form, the same schema the server parses it with; the customer
// and its user are created inactive until an administrator activates them.
import type { Registration } from '@portal/domain/accounts';
import { registrationResultSchema } from '@portal/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export async function registerCustomer(body: Registration): Promise<{ codigo: string } | null> {
  // Silent: the dialog shows "already registered" on the e-mail and other failures in place.
  const answer = await api.post<unknown>('/clientes/create', body, { silent: true });
  const parsed = registrationResultSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}
