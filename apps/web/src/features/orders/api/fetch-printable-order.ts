// `GET /pedidos/pedido/{code}/imprimir`: everything the printed order shows (the order with its
// lines and money as placed, the customer, the company's contact) in one answer.
import type { PrintableOrder } from '@portal/domain/ordering-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { ORDERS_QUERY_KEY } from './fetch-orders.ts';

export function fetchPrintableOrder(code: string): Promise<PrintableOrder> {
  return api.get<PrintableOrder>(`/pedidos/pedido/${encodeURIComponent(code)}/imprimir`, { silent: true });
}

export function usePrintableOrder(code: string | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'imprimir', code],
    queryFn: () => fetchPrintableOrder(code!),
    enabled: code !== null,
    retry: false,
  });
}
