// `GET /sat/equips`: the machines the customer bought through the portal (product and order), so
// that an order's lines can offer "request service" on its equipment, and only there. Read only
// when the user reaches the after-sales screen (/sat) at all; silent, since without it the
// history simply offers no such link.
import type { Envelope } from '@portal/domain/api';
import type { PurchasedEquipment } from '@portal/domain/service-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { ORDERS_QUERY_KEY } from './fetch-orders.ts';

/** The after-sales screen, where "request service" leads (`?nova=1&pedido=&producto=`). */
export const SAT_PATH = '/sat';

export function fetchServiceableEquipment(): Promise<PurchasedEquipment[]> {
  return api
    .get<Envelope<PurchasedEquipment[]>>('/sat/equips', { silent: true })
    .then((envelope) => envelope.dades);
}

/** Whether the product of an order is a machine the customer can ask service for. */
export function useServiceableEquipment(): (codigoPedido: string, codigoProducto: string) => boolean {
  const user = useStoredUser();
  const reachesSat = user?.menu.some((entry) => entry.url === SAT_PATH) ?? false;
  const equipment = useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'equips'],
    queryFn: fetchServiceableEquipment,
    enabled: reachesSat,
    staleTime: 5 * 60_000,
  });
  return (codigoPedido, codigoProducto) =>
    equipment.data?.some(
      (item) => item.codigoPedido === codigoPedido && item.codigoProducto === codigoProducto,
    ) ?? false;
}
