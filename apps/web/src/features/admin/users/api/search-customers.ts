// `GET /clientes?text&size`: the customer companies matching what the administrator typed, for
// the user form's customer picker. Answers the list itself (a customer resource, DESIGN §4).
import { CUSTOMER_SEARCH_DEFAULT_SIZE, type CustomerSummary } from '@portal/domain/customer-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function searchCustomers(text: string, signal?: AbortSignal): Promise<CustomerSummary[]> {
  return api.get<CustomerSummary[]>('/clientes', {
    query: { text: text.trim() || undefined, size: CUSTOMER_SEARCH_DEFAULT_SIZE },
    signal,
  });
}

export function useCustomerSearch(text: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'clientes', 'search', text.trim()],
    queryFn: ({ signal }) => searchCustomers(text, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
