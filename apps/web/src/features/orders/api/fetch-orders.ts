// `GET /pedidos/cliente/getAll/{idCliente}?page&size`: one page of the customer's orders, newest
// first (page is 0-based, as the server's). While an order on the page is still on its way to
// the ERP the page is read again now and then, so its status changes show without a reload.
import type { Page } from '@portal/domain/api';
import type { Order } from '@portal/domain/ordering-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export const ORDERS_PAGE_SIZE = 10;
/** Every key of this feature starts so; placing an order (features/cart) invalidates it. */
export const ORDERS_QUERY_KEY = ['pedidos'] as const;
const IN_FLIGHT_REFRESH_MS = 15_000;

export function fetchOrders(idCliente: string, page: number): Promise<Page<Order>> {
  return api.get<Page<Order>>(`/pedidos/cliente/getAll/${encodeURIComponent(idCliente)}`, {
    query: { page, size: ORDERS_PAGE_SIZE },
  });
}

export function useOrders(idCliente: string, page: number) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'cliente', idCliente, page],
    queryFn: () => fetchOrders(idCliente, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((order) => order.estado === 'received' || order.estado === 'sent_to_erp')
        ? IN_FLIGHT_REFRESH_MS
        : false,
  });
}
