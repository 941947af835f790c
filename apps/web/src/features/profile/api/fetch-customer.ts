// `GET /clientes/codigo/{codigo}`: the user's own company as its profile shows it. The payment
// method's name comes in the request's language, hence the language in the key.
import type { CustomerProfile } from '@portal/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#shared/api/http-client.ts';

export const CUSTOMER_QUERY_KEY = ['clientes', 'codigo'] as const;

export async function fetchCustomer(codigo: string, signal?: AbortSignal): Promise<CustomerProfile> {
  // A customer resource: the profile itself, without the envelope (DESIGN §4).
  return api.get<CustomerProfile>(`/clientes/codigo/${encodeURIComponent(codigo)}`, { signal });
}

export function useCustomer(codigo: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...CUSTOMER_QUERY_KEY, codigo, i18n.language],
    queryFn: ({ signal }) => fetchCustomer(codigo, signal),
  });
}
