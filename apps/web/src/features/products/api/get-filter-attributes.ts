// `GET /atributos`: the filter attributes with their values, counted within the current search
// (its text, family, subfamily and type; the attribute filter itself left out), so the panel
// offers only values that find something.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FacetQuery, FilterAttribute } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export function getFilterAttributes(query: FacetQuery, signal?: AbortSignal): Promise<FilterAttribute[]> {
  return api.get<FilterAttribute[]>('/atributos', { query, signal, silent: true });
}

export function filterAttributesQueryOptions(query: FacetQuery, language: string) {
  return queryOptions({
    queryKey: ['atributos', language, query],
    queryFn: ({ signal }) => getFilterAttributes(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useFilterAttributes(query: FacetQuery, language: string) {
  return useQuery(filterAttributesQueryOptions(query, language));
}
