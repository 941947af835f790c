// `GET /atributos`: the filter attributes with their values, counted within the search text,
// family, subfamily and type being shown, so the panel offers only values that find something.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterAttribute, ProductSearchQuery } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export type AttributeQuery = Pick<
  ProductSearchQuery,
  'queryString' | 'codigoFamilia' | 'codigoSubfamilia' | 'type'
>;

export function getFilterAttributes(query: AttributeQuery, signal?: AbortSignal): Promise<FilterAttribute[]> {
  return api.get<FilterAttribute[]>('/atributos', { query, signal, silent: true });
}

export function filterAttributesQueryOptions(query: AttributeQuery, language: string) {
  return queryOptions({
    queryKey: ['atributos', language, query],
    queryFn: ({ signal }) => getFilterAttributes(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useFilterAttributes(query: AttributeQuery, language: string) {
  return useQuery(filterAttributesQueryOptions(query, language));
}
