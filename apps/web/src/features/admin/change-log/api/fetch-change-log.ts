// `GET /registre-canvis`: one page of the change register as the list's address says — a table,
// a type of change, who made it (the whole user name, any case) and a range of days.
import { CHANGE_TYPES, type ChangeLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { rangeQuery } from '../../components/date-range-filter.tsx';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';

/** Every key of this list starts so. */
export const CHANGE_LOG_QUERY_KEY = ['admin', 'registre-canvis'] as const;

const isChangeType = (value: string | undefined) => (CHANGE_TYPES as readonly string[]).includes(value ?? '');

/** The API's query for the list's parameters (unknown or empty filters are left out). */
export function changeLogQuery({ page, size, sort, filters }: ListParams) {
  return {
    page,
    size,
    sort: sortParam(sort),
    taula: filters.taula || undefined,
    tipus: isChangeType(filters.tipus) ? filters.tipus : undefined,
    usuari: filters.usuari || undefined,
    ...rangeQuery(filters.desde, filters.fins),
  };
}

export function fetchChangeLog(
  query: ReturnType<typeof changeLogQuery>,
  signal?: AbortSignal,
): Promise<Page<ChangeLog>> {
  return readDades<Page<ChangeLog>>('/registre-canvis', query, signal);
}

/** Not run while `enabled` is false (a reversed range of days would only be refused). */
export function useChangeLog(params: ListParams, enabled = true) {
  const query = changeLogQuery(params);
  return useQuery({
    queryKey: [...CHANGE_LOG_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchChangeLog(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
