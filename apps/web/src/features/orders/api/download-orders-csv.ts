// `GET /pedidos/cliente/csv/{idCliente}`: the order history as a CSV file. A file cannot come
// through the JSON API client, so this fetches it as a Blob with the session headers and hands
// it to the browser as a download. An expired token is renewed through the API client (one cheap
// call) and the download tried once more.
import { ApiError, isErrorBody, NetworkError } from '#shared/api/api-error.ts';
import { API_BASE, api, sessionHeaders } from '#shared/api/http-client.ts';

function csvRequest(idCliente: string): Promise<Response> {
  return fetch(`${API_BASE}/pedidos/cliente/csv/${encodeURIComponent(idCliente)}`, {
    headers: { Accept: 'text/csv', ...sessionHeaders() },
  }).catch((error: unknown) => {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  });
}

/** The name the server proposes (`Content-Disposition`), else a sensible one. */
function fileName(response: Response, idCliente: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : `comandes-${idCliente}.csv`;
}

export async function fetchOrdersCsv(idCliente: string): Promise<{ blob: Blob; name: string }> {
  let response = await csvRequest(idCliente);
  if (response.status === 401) {
    await api.get(`/pedidos/cliente/getAll/${encodeURIComponent(idCliente)}`, {
      query: { page: 0, size: 1 },
      silent: true,
    });
    response = await csvRequest(idCliente);
  }
  if (!response.ok) {
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    throw new ApiError(response.status, isErrorBody(json) ? json : null, text);
  }
  return { blob: await response.blob(), name: fileName(response, idCliente) };
}

/** Saves a Blob under a name through a temporary link, the one way every browser supports. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the object before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
