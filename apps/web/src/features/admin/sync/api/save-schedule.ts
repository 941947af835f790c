// `PUT /sincronitzacio/programacio`: minutes between scheduled incremental runs (0: off). The
// answer is notified; a refusal with field errors is left to the form, which shows it on the field.
import type { SyncOverview, SyncSchedule } from '@portal/domain/erp-sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { SYNC_OVERVIEW_QUERY_KEY } from './fetch-sync-overview.ts';

export const SAVE_SCHEDULE_ENDPOINT = 'PUT /sincronitzacio/programacio';

export type SyncProgramme = SyncOverview['programacio'];

export async function saveSchedule(input: SyncSchedule): Promise<SyncProgramme> {
  return (
    await writeEnvelope<SyncProgramme>('PUT', '/sincronitzacio/programacio', input, { formFields: true })
  ).dades;
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: (programacio) => {
      client.setQueryData<SyncOverview>(SYNC_OVERVIEW_QUERY_KEY, (overview) =>
        overview ? { ...overview, programacio } : overview,
      );
    },
  });
}
