// `GET /productos?id=` (spec §7): one product at the customer's prices; 404 with the message
// `errors.productInfoMissing` when it does not exist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  // Silent: the detail screen shows the missing-product message in place of the product.
  return api.get<Product>('/productos', { query: { id }, signal, silent: true });
}

export function productQueryOptions(id: number, language: string) {
  return queryOptions({
    queryKey: ['productos', 'detail', language, id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 30_000,
  });
}

export function useProduct(id: number | null, language: string) {
  return useQuery({ ...productQueryOptions(id ?? 0, language), enabled: id !== null });
}
