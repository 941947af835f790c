// `GET /productos/search` (spec §7): one page of the catalogue at the customer's prices. The
// server answers 204 when nothing matches (or the page is past the last one); that becomes
// `null`, the empty state, rather than an error.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSearchPage, ProductSearchQuery } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export async function searchProducts(
  query: ProductSearchQuery,
  signal?: AbortSignal,
): Promise<ProductSearchPage | null> {
  // Silent: the screen shows its own error state with a retry, a toast on top would say it twice.
  const page = await api.get<ProductSearchPage | undefined>('/productos/search', {
    query,
    signal,
    silent: true,
  });
  return Array.isArray(page?.content) && page.content.length > 0 ? page : null;
}

/** Names come back in the request's language, so the language is part of the key. */
export function productSearchQueryOptions(query: ProductSearchQuery, language: string) {
  return queryOptions({
    queryKey: ['productos', 'search', language, query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductSearch(query: ProductSearchQuery, language: string) {
  return useQuery(productSearchQueryOptions(query, language));
}
