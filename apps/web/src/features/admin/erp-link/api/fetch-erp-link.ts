// `GET /enllac-erp`: the outbox at a glance and whether the ERP answers. Read again every 10 s
// while the screen is open (not while the tab is hidden); a failed refresh keeps the last answer
// on screen and says so, instead of a toast every ten seconds.
import type { Envelope } from '@portal/domain/api';
import type { ErpLink } from '@portal/domain/erp-link';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export const ERP_LINK_QUERY_KEY = ['enllac-erp'] as const;
export const ERP_LINK_REFRESH_MS = 10_000;

export async function fetchErpLink(signal?: AbortSignal): Promise<ErpLink> {
  const envelope = await api.get<Envelope<ErpLink>>('/enllac-erp', { signal, silent: true });
  return envelope.dades;
}

export function useErpLink() {
  return useQuery({
    queryKey: ERP_LINK_QUERY_KEY,
    queryFn: ({ signal }) => fetchErpLink(signal),
    refetchInterval: ERP_LINK_REFRESH_MS,
  });
}
