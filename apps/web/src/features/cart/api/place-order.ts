// `POST /pedidos/add` with an `Idempotency-Key`: the server answers the order already created for
// a key it has seen instead of creating another, so a double click or a replay after a renewed
// session or a lost answer places one order. Failures are not toasted: the summary step shows them.
import type { OrderBodyInput } from '@portal/domain/order-body';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { CART_QUERY_KEY } from '#shared/cart/cart-api.ts';

export interface PlaceOrderInput {
  body: OrderBodyInput;
  idempotencyKey: string;
}

export function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<PlacedOrder> {
  return api.post<PlacedOrder>('/pedidos/add', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      // The server emptied the cart with the order, and the history (features/orders, whose
      // keys start with 'pedidos') gained a row.
      void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void client.invalidateQueries({ queryKey: ['pedidos'] });
    },
  });
}
