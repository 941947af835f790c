// `GET /pedidos/cliente/csv/{idCliente}?detall=…`: the order history as a CSV file, one row per
// order or one per order line, with the name the server proposes. Not toasted: the history
// screen says what went wrong.
import type { OrdersCsvDetail } from '@portal/domain/ordering-api';
import { api } from '#shared/api/http-client.ts';

/** The permission that offers both downloads (spec §6: the buttons follow the stored actions). */
export const ORDERS_CSV_ENDPOINT = 'GET /pedidos/cliente/csv/{idCliente}';

export function fetchOrdersCsv(
  idCliente: string,
  detall: OrdersCsvDetail,
): Promise<{ blob: Blob; name: string }> {
  const fallbackName = `comandes${detall === 'linies' ? '-linies' : ''}-${idCliente}.csv`;
  return api.file(`/pedidos/cliente/csv/${encodeURIComponent(idCliente)}`, fallbackName, {
    query: { detall },
    accept: 'text/csv',
    silent: true,
  });
}
