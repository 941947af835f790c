// `POST /sincronitzacio`: starts a full or incremental run (202 with the run, `sync.started`).
// Refusals are notified with the catalogue's text for their key — `sync.alreadyRunning` (409),
// `errors.erp` when the ERP cannot be reached (503) — and the screen reads the run again.
import type { StartSync, SyncRun } from '@portal/domain/erp-sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { SYNC_QUERY_KEY } from './fetch-sync-overview.ts';

export const START_SYNC_ENDPOINT = 'POST /sincronitzacio';

export async function startSync(input: StartSync): Promise<SyncRun> {
  // `formFields`: a refusal is notified by its message key in the session language (the spec's
  // "error using the ERP"), not by whatever text the server put beside it.
  return (await writeEnvelope<SyncRun>('POST', '/sincronitzacio', input, { formFields: true })).dades;
}

export function useStartSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSettled: () => client.invalidateQueries({ queryKey: SYNC_QUERY_KEY }),
  });
}
