// `GET /sincronitzacio`: the run under way (or the last one), the schedule of incremental runs and
// when the last successful run ended. The live progress comes from the stream; this is the start
// and what the stream does not carry (the schedule, the last success).
import type { SyncOverview } from '@portal/domain/erp-sync';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

/** Every key of this screen starts so: a run that ends invalidates the overview and the history. */
export const SYNC_QUERY_KEY = ['admin', 'sincronitzacio'] as const;
export const SYNC_OVERVIEW_QUERY_KEY = [...SYNC_QUERY_KEY, 'overview'] as const;

export function fetchSyncOverview(signal?: AbortSignal): Promise<SyncOverview> {
  return readDades<SyncOverview>('/sincronitzacio', undefined, signal);
}

export function useSyncOverview() {
  return useQuery({
    queryKey: SYNC_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => fetchSyncOverview(signal),
  });
}
