// `PUT /servei/solicituds/{numero}/estat` (body `statusChangeSchema`): staff move a request on —
// accepted with the scheduled date, rejected with the reason, any move with an optional note.
// Silent: the dialog shows a refusal on its fields, or above them.
import type { Envelope } from '@portal/domain/api';
import type { ServiceRequestDetail, StatusChange } from '@portal/domain/service-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#shared/api/api-error.ts';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { requestQueryKey } from './fetch-request.ts';
import { useStoreRequest } from './store-request.ts';

export interface StatusChangeInput {
  numero: string;
  change: StatusChange;
}

export function changeStatus({ numero, change }: StatusChangeInput): Promise<Envelope<ServiceRequestDetail>> {
  return api.put<Envelope<ServiceRequestDetail>>(
    `/servei/solicituds/${encodeURIComponent(numero)}/estat`,
    change,
    { silent: true },
  );
}

export function useChangeStatus() {
  const client = useQueryClient();
  const store = useStoreRequest();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (envelope) => {
      store(envelope.dades);
      notifyEnvelope(envelope);
    },
    // A move refused because someone else moved the request first: the page shows where it is now.
    onError: (error, { numero }) => {
      if (error instanceof ApiError && error.status === 422)
        void client.invalidateQueries({ queryKey: requestQueryKey(numero) });
    },
  });
}
