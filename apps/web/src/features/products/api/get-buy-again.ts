// `GET /pedidos/habituales`: the products the customer ordered in the last months, most often
// ordered first, for "buy again" on the home screen. Only those who buy hold the permission.
import { allows } from '@portal/domain/access-rules';
import type { BuyAgain } from '@portal/domain/buy-again';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { getStoredUser } from '#shared/session/session-storage.ts';

export const BUY_AGAIN_ENDPOINT = 'GET /pedidos/habituales';

export function useBuyAgain() {
  const user = getStoredUser();
  return useQuery({
    queryKey: ['pedidos', 'habituales'],
    // Silent: the catalogue below is the screen; the block just stays away when it cannot load.
    queryFn: ({ signal }) => api.get<BuyAgain>('/pedidos/habituales', { signal, silent: true }),
    enabled: Boolean(user?.cliente) && allows(user?.actions ?? [], BUY_AGAIN_ENDPOINT),
    staleTime: 60_000,
  });
}
