// `GET /sincronitzacio/execucions`: one page of the history of runs as the list's address says —
// page, size, sort and the state filter.
import type { Page } from '@portal/domain/api';
import { SYNC_STATES, type SyncRun, type SyncState } from '@portal/domain/erp-sync';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';
import { SYNC_QUERY_KEY } from './fetch-sync-overview.ts';

export const SYNC_RUNS_QUERY_KEY = [...SYNC_QUERY_KEY, 'execucions'] as const;

/** The state filter of the address when it is one the API knows, else none. */
export function stateFilter(value: string | undefined): SyncState | undefined {
  return (SYNC_STATES as readonly string[]).includes(value ?? '') ? (value as SyncState) : undefined;
}

export function syncRunsQuery({ page, size, sort, filters }: ListParams) {
  return { page, size, sort: sortParam(sort), estat: stateFilter(filters.estat) };
}

export function fetchSyncRuns(
  query: ReturnType<typeof syncRunsQuery>,
  signal?: AbortSignal,
): Promise<Page<SyncRun>> {
  return readDades<Page<SyncRun>>('/sincronitzacio/execucions', query, signal);
}

export function useSyncRuns(params: ListParams) {
  const query = syncRunsQuery(params);
  return useQuery({
    queryKey: [...SYNC_RUNS_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchSyncRuns(query, signal),
    placeholderData: keepPreviousData,
  });
}
