// `GET`/`PUT /documents/lectors`: which company roles see the company's documents and credit. The
// company administrator's choice on the team screen; saved with a 4 s toast.
import type { DocumentReaders } from '@portal/domain/erp-documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

const READERS_QUERY_KEY = ['documents', 'lectors'] as const;

export function useDocumentReaders() {
  return useQuery({
    queryKey: READERS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<DocumentReaders>('/documents/lectors', { signal }),
  });
}

export function useSaveDocumentReaders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (readers: DocumentReaders) => api.put<DocumentReaders>('/documents/lectors', readers),
    onSuccess: (saved) => client.setQueryData(READERS_QUERY_KEY, saved),
  });
}
