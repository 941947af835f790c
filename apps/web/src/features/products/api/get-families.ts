// `GET /familias`: the family tree, each branch counted within the current search (its text,
// type and attribute value; the family filter itself left out), for the catalogue filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FacetQuery, FamilyNode } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export function getFamilies(query: FacetQuery, signal?: AbortSignal): Promise<FamilyNode[]> {
  return api.get<FamilyNode[]>('/familias', { query, signal, silent: true });
}

export function familiesQueryOptions(query: FacetQuery, language: string) {
  return queryOptions({
    queryKey: ['familias', language, query],
    queryFn: ({ signal }) => getFamilies(query, signal),
    // The counts change with the search; keep the last tree on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useFamilies(query: FacetQuery, language: string) {
  return useQuery(familiesQueryOptions(query, language));
}
