// The approvals screen's calls (`/aprovacions`, DESIGN §13): the company's orders awaiting
// approval, and an approver's decision, each shown as a toast and refreshing the list and the
// order history. A refusal (already decided, prices changed) is the API client's toast with the
// server's text.
import type { PendingApproval } from '@portal/domain/approvals';
import type { Order } from '@portal/domain/ordering-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';

export const APPROVALS_QUERY_KEY = ['aprovacions'] as const;
/** The order history's queries (features/orders), which show the decided order's new status. */
const ORDERS_QUERY_KEY = ['pedidos'] as const;

const path = (code: string, action: 'aprovar' | 'rebutjar') =>
  `/aprovacions/${encodeURIComponent(code)}/${action}`;

export function usePendingApprovals() {
  return useQuery({
    queryKey: APPROVALS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<PendingApproval[]>('/aprovacions', { signal }),
  });
}

function useDecision<TInput>(send: (input: TInput) => Promise<Order>, missatge: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => notifyEnvelope({ error: false, missatge }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]),
  });
}

export const useApprove = () =>
  useDecision((code: string) => api.post<Order>(path(code, 'aprovar')), 'approvals.approved');

export const useReject = () =>
  useDecision(
    ({ code, motiu }: { code: string; motiu: string }) => api.post<Order>(path(code, 'rebutjar'), { motiu }),
    'approvals.rejected',
  );
