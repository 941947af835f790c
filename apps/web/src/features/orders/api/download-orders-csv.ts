// `GET /pedidos/cliente/csv/{idCliente}`: the order history as a CSV file, with the name the
// server proposes. Not toasted: the history screen says what went wrong.
import { api } from '#shared/api/http-client.ts';

export function fetchOrdersCsv(idCliente: string): Promise<{ blob: Blob; name: string }> {
  return api.file(`/pedidos/cliente/csv/${encodeURIComponent(idCliente)}`, `comandes-${idCliente}.csv`, {
    accept: 'text/csv',
    silent: true,
  });
}
