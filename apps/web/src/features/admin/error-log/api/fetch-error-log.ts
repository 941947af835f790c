// `GET /log-errors`: one page of the error log as the list's address says — solved or not, a
// part of the screen or the class, a range of days and a text.
import type { ErrorLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { rangeQuery } from '../../components/date-range-filter.tsx';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';

/** Every key of this list starts so; marking an error solved invalidates it. */
export const ERROR_LOG_QUERY_KEY = ['admin', 'log-errors'] as const;

/** The API's query for the list's parameters (unknown or empty filters are left out). */
export function errorLogQuery({ page, size, sort, text, filters }: ListParams) {
  const resolt = filters.resolt === 'true' || filters.resolt === 'false' ? filters.resolt : undefined;
  return {
    page,
    size,
    sort: sortParam(sort),
    text: text || undefined,
    resolt,
    pantalla: filters.pantalla || undefined,
    classe: filters.classe || undefined,
    ...rangeQuery(filters.desde, filters.fins),
  };
}

export function fetchErrorLog(
  query: ReturnType<typeof errorLogQuery>,
  signal?: AbortSignal,
): Promise<Page<ErrorLog>> {
  return readDades<Page<ErrorLog>>('/log-errors', query, signal);
}

/** Not run while `enabled` is false (a reversed range of days would only be refused). */
export function useErrorLog(params: ListParams, enabled = true) {
  const query = errorLogQuery(params);
  return useQuery({
    queryKey: [...ERROR_LOG_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchErrorLog(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
