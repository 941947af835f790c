// `GET /familias`: the family tree with product counts, for the catalogue filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyNode } from '@portal/domain/catalogue';
import { api } from '#shared/api/http-client.ts';

export function getFamilies(signal?: AbortSignal): Promise<FamilyNode[]> {
  return api.get<FamilyNode[]>('/familias', { signal, silent: true });
}

export function familiesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['familias', language],
    queryFn: ({ signal }) => getFamilies(signal),
    // The tree changes with an ERP synchronisation, not while a customer browses.
    staleTime: 10 * 60_000,
  });
}

export function useFamilies(language: string) {
  return useQuery(familiesQueryOptions(language));
}
