// `GET /{sat|maintenance|standarization}/solicituds?page&size`: one page of the customer's own
// requests of one kind, newest first (page is 0-based, as the server's). Creating a request
// invalidates the kind's pages.
import type { Envelope, Page } from '@portal/domain/api';
import {
  REQUEST_ROUTE,
  type ServiceRequestKind,
  type ServiceRequestSummary,
} from '@portal/domain/service-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export const REQUESTS_PAGE_SIZE = 10;
/** Every key of the customer's request lists starts so. */
export const REQUESTS_QUERY_KEY = ['solicituds'] as const;

export function fetchRequests(kind: ServiceRequestKind, page: number): Promise<Page<ServiceRequestSummary>> {
  return api
    .get<Envelope<Page<ServiceRequestSummary>>>(`${REQUEST_ROUTE[kind]}/solicituds`, {
      query: { page, size: REQUESTS_PAGE_SIZE },
    })
    .then((envelope) => envelope.dades);
}

export function useRequests(kind: ServiceRequestKind, page: number) {
  return useQuery({
    queryKey: [...REQUESTS_QUERY_KEY, kind, page],
    queryFn: () => fetchRequests(kind, page),
    placeholderData: keepPreviousData,
  });
}
