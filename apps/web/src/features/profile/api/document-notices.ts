// `GET/PUT /documents/notices`: whether the user is mailed when an order ships or an invoice is
// issued (on unless switched off here).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

const KEY = ['profile', 'document-notices'] as const;
export const NOTICES_ENDPOINT = 'PUT /documents/notices';

export function useDocumentNotices(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<{ enabled: boolean }>('/documents/notices', { silent: true }),
    enabled,
  });
}

export function useSetDocumentNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<{ enabled: boolean }>('/documents/notices', { enabled }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
