// `DELETE /pedidos/pedido/{code}`: cancels an order the ERP has not accepted. A 409 (too late)
// reaches the customer as the API client's toast with the server's `orders.cannotCancel` text.
import type { Order } from '@portal/domain/ordering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { ORDERS_QUERY_KEY } from './fetch-orders.ts';

/** The permission that offers "Cancel" (the viewer's role has none). */
export const CANCEL_ORDER_ENDPOINT = 'DELETE /pedidos/pedido/{code}';

export function cancelOrder(code: string): Promise<Order> {
  return api.delete<Order>(`/pedidos/pedido/${encodeURIComponent(code)}`);
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => notifyEnvelope({ error: false, missatge: 'orders.cancelled' }),
    // Refused or not, the list should show the order's status as it now is.
    onSettled: () => client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
