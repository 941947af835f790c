// The cart (spec §4) as the client holds it: a TanStack Query mirror of the server's cart
// (`GET /carrito`), which every cart write answers in full, so the header count, the product
// screens and the checkout always show the same lines. Features use these hooks; the rules
// themselves are enforced by the server and shown from its verdicts.
import { allows } from '@portal/domain/access-rules';
import type { CartItemInput, CartView, QuickOrderResult, ReorderResult } from '@portal/domain/ordering-api';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/http-client.ts';
import { getStoredUser } from '../session/session-storage.ts';
import { useStoredUser } from '../session/use-stored-user.ts';

export const CART_QUERY_KEY = ['carrito'] as const;

export function fetchCart(): Promise<CartView> {
  return api.get<CartView>('/carrito');
}

/**
 * Only a user buying for a customer has a cart: staff buy for nobody, and a company's viewer and
 * approver do not buy (their roles hold no cart permission).
 */
export function hasCart(user = getStoredUser()): boolean {
  return Boolean(user?.cliente) && allows(user?.actions ?? [], 'GET /carrito');
}

export function useCart() {
  // The stored user as parsed once per change of the session, not read and parsed again here: every
  // card of a page of results asks for the cart.
  const user = useStoredUser();
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: fetchCart,
    enabled: hasCart(user),
    staleTime: 30_000,
  });
}

function storeCart(client: QueryClient, cart: CartView | null | undefined) {
  if (cart) client.setQueryData(CART_QUERY_KEY, cart);
}

/**
 * A write's answer replaces the cached cart. The screen that wrote says what happened beside the
 * control the customer used (the add button, the line's quantity), so no toast repeats it.
 */
function useCartWrite<TInput>(write: (input: TInput) => Promise<CartView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (cart) => storeCart(client, cart),
  });
}

export function useAddToCart() {
  return useCartWrite((item: CartItemInput) => api.post<CartView>('/carrito', item, { silent: true }));
}

export function useUpdateCartLine() {
  return useCartWrite(({ codigo, Cantidad }: CartItemInput) =>
    api.put<CartView>(`/carrito/${encodeURIComponent(codigo)}`, { Cantidad }, { silent: true }),
  );
}

export function useRemoveCartLine() {
  return useCartWrite((codigo: string) => api.delete<CartView>(`/carrito/${encodeURIComponent(codigo)}`));
}

export function useResetCart() {
  return useCartWrite(() => api.delete<CartView>('/carrito'));
}

export function useQuickOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; confirm: boolean }) =>
      api.post<QuickOrderResult>('/carrito/rapida', input),
    onSuccess: (result) => storeCart(client, result.cart),
  });
}

/** The permission that offers "Order again" (the viewer's role has none). */
export const REORDER_ENDPOINT = 'POST /pedidos/pedido/{code}/reorder';

/**
 * `POST /pedidos/pedido/{code}/reorder`: an order's lines back into the cart at today's prices
 * (from the history, and from a rejected order's confirmation); the answer names what went in and
 * what could not, with the reasons, and carries the new cart.
 */
export function useReorder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<ReorderResult>(`/pedidos/pedido/${encodeURIComponent(code)}/reorder`),
    onSuccess: (result) => storeCart(client, result.cart),
  });
}
