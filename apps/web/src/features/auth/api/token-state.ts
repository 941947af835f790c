// `GET /usuaris/pot-canviar-contrasenya/{token}` (spec §7): whether a recovery link can still be
// used — valid, expired, used or unknown — never whose it is. Answered in the portal envelope.
import { tokenStateSchema, type TokenState } from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export type TokenEstat = TokenState['estat'];

export async function fetchTokenState(token: string, signal?: AbortSignal): Promise<TokenEstat> {
  const answer = await api.get<Envelope<unknown>>(
    `/usuaris/pot-canviar-contrasenya/${encodeURIComponent(token)}`,
    { silent: true, signal },
  );
  return tokenStateSchema.parse(answer.dades).estat;
}

/** Asked once per token (null asks nothing): a link's state only changes when it is used. */
export function useTokenState(token: string | null) {
  return useQuery({
    queryKey: ['usuaris', 'pot-canviar-contrasenya', token],
    queryFn: ({ signal }) => fetchTokenState(token!, signal),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
