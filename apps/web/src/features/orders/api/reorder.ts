// `POST /pedidos/pedido/{code}/reorder`: an order's lines back into the cart at today's prices;
// the answer says what went in and what could not (with the reasons) and carries the new cart.
import type { ReorderResult } from '@portal/domain/ordering-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { useStoreCart } from '#shared/cart/cart-api.ts';

export function reorder(code: string): Promise<ReorderResult> {
  return api.post<ReorderResult>(`/pedidos/pedido/${encodeURIComponent(code)}/reorder`);
}

export function useReorder() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: reorder, onSuccess: (result) => storeCart(result.cart) });
}
