// `POST /pedidos/add` with an `Idempotency-Key`: the server answers the order already created for
// a key it has seen (200) instead of creating another, so a double click or a retry after a lost
// answer places one order. The shared API client cannot send extra headers, so this call goes
// through fetch with the session headers itself; a 401 is cured through the client (one cheap
// call renews the token or ends the session) and the order replayed with the same key, which is
// safe for the same reason. Failures are not toasted: the summary step shows them.
import type { OrderBodyInput } from '@portal/domain/order-body';
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isErrorBody, NetworkError } from '#shared/api/api-error.ts';
import { API_BASE, api, sessionHeaders } from '#shared/api/http-client.ts';
import { CART_QUERY_KEY } from '#shared/cart/cart-api.ts';

export interface PlaceOrderInput {
  body: OrderBodyInput;
  idempotencyKey: string;
}

async function post({ body, idempotencyKey }: PlaceOrderInput): Promise<Response> {
  try {
    return await fetch(`${API_BASE}/pedidos/add`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...sessionHeaders(),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

async function readJson(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  try {
    return { json: text ? (JSON.parse(text) as unknown) : undefined, text };
  } catch {
    return { json: undefined, text };
  }
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  let response = await post(input);
  if (response.status === 401) {
    await api.get('/carrito', { silent: true });
    response = await post(input);
  }
  const { json, text } = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, isErrorBody(json) ? json : null, text);
  return json as PlacedOrder;
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
