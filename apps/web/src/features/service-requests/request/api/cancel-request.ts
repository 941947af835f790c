// `POST /solicituds/{numero}/cancelar`: the customer cancels its own request while it is still
// `received`. A refusal (someone accepted it meanwhile: 422 `serviceRequests.cannotMove`) reaches
// the customer as the API client's toast, and the page is read again to show where it stands.
import type { Envelope } from '@portal/domain/api';
import type { ServiceRequestDetail } from '@portal/domain/service-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { requestPath, requestQueryKey } from './fetch-request.ts';
import { useStoreRequest } from './store-request.ts';

export function cancelRequest(numero: string): Promise<Envelope<ServiceRequestDetail>> {
  return api.post<Envelope<ServiceRequestDetail>>(`${requestPath(numero)}/cancelar`);
}

export function useCancelRequest() {
  const client = useQueryClient();
  const store = useStoreRequest();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: (envelope) => {
      store(envelope.dades);
      notifyEnvelope(envelope);
    },
    onError: (_error, numero) => client.invalidateQueries({ queryKey: requestQueryKey(numero) }),
  });
}
