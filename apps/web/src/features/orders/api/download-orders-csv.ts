// `GET /pedidos/cliente/csv/{idCliente}`: the order history as a CSV file, with the name the
// server proposes. Not toasted: the history screen says what went wrong.
import { api } from '#shared/api/http-client.ts';

/** The permission that offers the download (spec §6: the button follows the stored actions). */
export const ORDERS_CSV_ENDPOINT = 'GET /pedidos/cliente/csv/{idCliente}';

export function fetchOrdersCsv(idCliente: string): Promise<{ blob: Blob; name: string }> {
  return api.file(`/pedidos/cliente/csv/${encodeURIComponent(idCliente)}`, `comandes-${idCliente}.csv`, {
    accept: 'text/csv',
    silent: true,
  });
}
