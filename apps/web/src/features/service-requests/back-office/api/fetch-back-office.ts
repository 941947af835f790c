// `GET /servei/solicituds?page&size&sort&tipus&estat&client&desde&fins&text`: one page of every
// customer's service requests, as the back office's address says (back-office-url.ts). The
// request's page invalidates these pages after any change it makes.
import type { Envelope, Page } from '@portal/domain/api';
import type { ServiceRequestSummary } from '@portal/domain/service-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import type { BackOfficeApiQuery } from '../hooks/back-office-url.ts';

/** Every key of the back office's list starts so. */
export const BACK_OFFICE_QUERY_KEY = ['servei', 'solicituds'] as const;

export function fetchBackOffice(
  query: BackOfficeApiQuery,
  signal?: AbortSignal,
): Promise<Page<ServiceRequestSummary>> {
  return api
    .get<Envelope<Page<ServiceRequestSummary>>>('/servei/solicituds', { query: { ...query }, signal })
    .then((envelope) => envelope.dades);
}

export function useBackOffice(query: BackOfficeApiQuery) {
  return useQuery({
    queryKey: [...BACK_OFFICE_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchBackOffice(query, signal),
    placeholderData: keepPreviousData,
  });
}
