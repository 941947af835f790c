// `GET /pedido/lineas/getAll/{code}`: the lines of one order, read when its row is expanded.
import type { OrderLine } from '@portal/domain/ordering-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { ORDERS_QUERY_KEY } from './fetch-orders.ts';

export function fetchOrderLines(code: string): Promise<OrderLine[]> {
  return api.get<OrderLine[]>(`/pedido/lineas/getAll/${encodeURIComponent(code)}`);
}

export function useOrderLines(code: string) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'lineas', code],
    queryFn: () => fetchOrderLines(code),
    // An order's lines never change.
    staleTime: Infinity,
  });
}
