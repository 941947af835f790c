// `GET /sat/equips`: the machines the customer bought through the portal (one entry per product
// and order, newest order first), offered by the SAT form's picker and as the maintenance form's
// suggestions. Silent: without them the forms still take a typed product code.
import type { Envelope } from '@portal/domain/api';
import type { PurchasedEquipment } from '@portal/domain/service-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function fetchPurchasedEquipment(): Promise<PurchasedEquipment[]> {
  return api
    .get<Envelope<PurchasedEquipment[]>>('/sat/equips', { silent: true })
    .then((envelope) => envelope.dades);
}

export function usePurchasedEquipment() {
  return useQuery({
    queryKey: ['sat', 'equips'],
    queryFn: fetchPurchasedEquipment,
    staleTime: 5 * 60_000,
  });
}
