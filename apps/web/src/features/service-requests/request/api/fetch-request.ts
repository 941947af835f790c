// `GET /solicituds/{numero}`: one service request with its form, files, timeline and the statuses
// the reader may move it to (`seguents`, worked out by the server for a customer or for staff).
// Silent: the page shows "request not found" for a 404 and its own message for other failures.
import type { Envelope } from '@portal/domain/api';
import type { ServiceRequestDetail } from '@portal/domain/service-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

/** A request's page is cached under this key and its number; changes write their answer there. */
export const requestQueryKey = (numero: string) => ['solicitud', numero] as const;

export const requestPath = (numero: string) => `/solicituds/${encodeURIComponent(numero)}`;

export function fetchRequest(numero: string, signal?: AbortSignal): Promise<ServiceRequestDetail> {
  return api
    .get<Envelope<ServiceRequestDetail>>(requestPath(numero), { signal, silent: true })
    .then((envelope) => envelope.dades);
}

export function useServiceRequest(numero: string | null) {
  return useQuery({
    queryKey: requestQueryKey(numero ?? ''),
    queryFn: ({ signal }) => fetchRequest(numero!, signal),
    enabled: numero !== null,
    // A missing request stays missing: no retries before the "not found" state.
    retry: false,
  });
}
