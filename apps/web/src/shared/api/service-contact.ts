// `GET /usuaris/contacte` (public): customer service's e-mail and phone (the `emailContacto` and
// `telefonoContacto` parameters), shown in the customer service dialog as another way to reach it
// and in the accessibility statement as where to report a barrier.
import { serviceContactSchema, type ServiceContact } from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export async function fetchServiceContact(signal?: AbortSignal): Promise<ServiceContact> {
  // Silent: without it the dialog simply does not show the block; writing still works.
  const answer = await api.get<Envelope<unknown>>('/usuaris/contacte', { silent: true, signal });
  return serviceContactSchema.parse(answer.dades);
}

export function useServiceContact() {
  return useQuery({
    queryKey: ['usuaris', 'contacte'],
    queryFn: ({ signal }) => fetchServiceContact(signal),
    // Parameters an administrator rarely changes.
    staleTime: 5 * 60_000,
  });
}
