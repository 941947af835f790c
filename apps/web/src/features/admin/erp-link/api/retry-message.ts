// `POST /enllac-erp/{id}/reintentar`: sends one outbox message to the ERP now. The server waits
// for the delivery (a few seconds at most) and names the outcome, which is notified; refused or
// not, the screen reads the outbox again.
import type { OutboxMessage } from '@portal/domain/erp-link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ERP_LINK_QUERY_KEY } from './fetch-erp-link.ts';

export const RETRY_ENDPOINT = 'POST /enllac-erp/{id}/reintentar';

export async function retryMessage(id: number): Promise<OutboxMessage> {
  return (await writeEnvelope<OutboxMessage>('POST', `/enllac-erp/${id}/reintentar`)).dades;
}

export function useRetryMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSettled: () => client.invalidateQueries({ queryKey: ERP_LINK_QUERY_KEY }),
  });
}
