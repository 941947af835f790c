// `GET /promociones/cliente/{id}`: the customer's own promotions, so the detail screen's live
// price for a typed quantity is the one the cart will charge (pricing.ts applies them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerPromotions } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export function getPromotions(codigoCliente: string, signal?: AbortSignal): Promise<CustomerPromotions> {
  // Silent: without promotions the screen still prices by the list, which is never wrong by more.
  return api.get<CustomerPromotions>(`/promociones/cliente/${encodeURIComponent(codigoCliente)}`, {
    signal,
    silent: true,
  });
}

export function promotionsQueryOptions(codigoCliente: string) {
  return queryOptions({
    queryKey: ['promociones', codigoCliente],
    queryFn: ({ signal }) => getPromotions(codigoCliente, signal),
    staleTime: 5 * 60_000,
  });
}

/** Only a user buying for a customer has promotions. */
export function usePromotions(codigoCliente: string | null | undefined) {
  return useQuery({ ...promotionsQueryOptions(codigoCliente ?? ''), enabled: Boolean(codigoCliente) });
}
