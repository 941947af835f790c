// `GET /formaspago`: the payment methods, named in the session language.
import type { FormaPago } from '@portal/domain/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#shared/api/http-client.ts';

export function fetchPaymentMethods(): Promise<FormaPago[]> {
  return api.get<FormaPago[]>('/formaspago');
}

export function usePaymentMethods() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['formaspago', i18n.language],
    queryFn: fetchPaymentMethods,
    staleTime: Infinity,
  });
}
