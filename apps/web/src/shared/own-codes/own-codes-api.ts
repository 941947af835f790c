// The customer's own codes for our products (`/codis-propis`), read once and kept: every screen
// that shows a product's code shows the customer's own beside it from this one query.
import type { OwnCode, OwnCodesImportResult } from '@portal/domain/own-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http-client.ts';
import { useStoredUser } from '../session/use-stored-user.ts';

export const OWN_CODES_KEY = ['codis-propis'] as const;

/**
 * One map per answer of the server, shared by every caller: a page of cards or of cart lines
 * asks for it once per card, and would otherwise build it once per card and per render.
 */
const maps = new WeakMap<OwnCode[], Map<string, string>>();
function toMap(rows: OwnCode[]): Map<string, string> {
  let map = maps.get(rows);
  if (!map) {
    map = new Map(rows.map((row) => [row.codigo, row.codigoPropio]));
    maps.set(rows, map);
  }
  return map;
}

/** Our code → the customer's own code. */
export function useOwnCodes(): Map<string, string> | undefined {
  const hasCustomer = Boolean(useStoredUser()?.cliente);
  const query = useQuery({
    queryKey: OWN_CODES_KEY,
    queryFn: () => api.get<OwnCode[]>('/codis-propis', { silent: true }),
    enabled: hasCustomer,
    staleTime: 5 * 60_000,
    select: toMap,
  });
  return query.data;
}

export function useSetOwnCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ codigo, codigoPropio }: { codigo: string; codigoPropio: string | null }) =>
      api.put<OwnCode | null>(
        `/codis-propis/${encodeURIComponent(codigo)}`,
        { codigoPropio },
        { silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_CODES_KEY }),
  });
}

export function useImportOwnCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<OwnCodesImportResult>('/codis-propis/importar', { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_CODES_KEY }),
  });
}
