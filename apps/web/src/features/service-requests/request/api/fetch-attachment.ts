// `GET /solicituds/{numero}/adjunts/{id}`: a file of a request, through the app's HTTP client as a
// Blob (it needs the session's Authorization, which an `<img src>` or a plain link cannot send).
// A file never changes once stored, so it is read once per page visit.
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { requestPath } from './fetch-request.ts';

export function fetchAttachment(numero: string, id: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(`${requestPath(numero)}/adjunts/${id}`, { signal, silent: true });
}

export function useAttachment(numero: string, id: number) {
  return useQuery({
    queryKey: ['solicitud-adjunt', numero, id],
    queryFn: ({ signal }) => fetchAttachment(numero, id, signal),
    staleTime: Infinity,
    // Blobs can be large: let them go soon after the page is left.
    gcTime: 30_000,
  });
}
