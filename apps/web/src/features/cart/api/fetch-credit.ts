// `GET /documents/credit` for checkout: the customer's credit as the ERP last sent it and the
// policy placing an order over it follows. The same query as the documents screen's, so either
// screen's answer serves the other.
import type { CreditAnswer } from '@portal/domain/erp-documents';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function useCheckoutCredit() {
  return useQuery({
    queryKey: ['documents', 'credit'],
    queryFn: () => api.get<CreditAnswer>('/documents/credit', { silent: true }),
    retry: false,
  });
}
