// `GET /documents/pedido/{code}`: what followed an order in the ERP (its shipments, delivery notes
// and invoices), refreshed while the page is open so a new shipment shows without a reload.
import type { OrderDocuments } from '@portal/domain/erp-documents';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { ORDERS_QUERY_KEY } from './fetch-orders.ts';

export const ORDER_DOCUMENTS_ENDPOINT = 'GET /documents/pedido/{code}';

export function fetchOrderDocuments(code: string): Promise<OrderDocuments> {
  return api.get<OrderDocuments>(`/documents/pedido/${encodeURIComponent(code)}`, { silent: true });
}

export function useOrderDocuments(code: string | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'documents', code],
    queryFn: () => fetchOrderDocuments(code!),
    enabled: code !== null,
    retry: false,
    refetchInterval: 60_000,
  });
}
