// `PUT /log-errors/{id}/resolt` with `{resolt}`: marks an error solved (the server records when)
// or not solved again (the date is cleared). The answer is notified, written into every cached
// page at once (so the list and the dialog agree without waiting), and the list read again.
import type { ErrorLog } from '@portal/domain/admin-logs';
import type { Page } from '@portal/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ERROR_LOG_QUERY_KEY } from './fetch-error-log.ts';

export const SET_SOLVED_ACTION = 'PUT /log-errors/{id}/resolt';

export async function setErrorSolved({ id, resolt }: { id: number; resolt: boolean }): Promise<ErrorLog> {
  const envelope = await writeEnvelope<ErrorLog>('PUT', `/log-errors/${id}/resolt`, { resolt });
  return envelope.dades;
}

export function useSetErrorSolved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setErrorSolved,
    onSuccess: (saved) =>
      client.setQueriesData<Page<ErrorLog>>({ queryKey: ERROR_LOG_QUERY_KEY }, (page) =>
        page
          ? { ...page, content: page.content.map((entry) => (entry.id === saved.id ? saved : entry)) }
          : page,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ERROR_LOG_QUERY_KEY }),
  });
}
