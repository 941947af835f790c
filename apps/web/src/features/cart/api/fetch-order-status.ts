// `GET /pedidos/pedido/{code}`: an order and its status, read after placing it to learn whether
// the ERP has taken it yet. Silent: a failed poll only means "not known yet".
import type { Order } from '@portal/domain/ordering-api';
import { api } from '#shared/api/http-client.ts';

export function fetchOrderStatus(code: string): Promise<Order> {
  return api.get<Order>(`/pedidos/pedido/${encodeURIComponent(code)}`, { silent: true });
}
