// `POST /{sat|maintenance|standarization}/solicitud`: a new request as multipart/form-data — one
// part `dades` (the form's JSON, as its domain schema made it) and a `fitxers` part per file —
// with an `Idempotency-Key`, so a double click or a retry after a lost answer is the request the
// server already has. The shared API client sends JSON only and no extra headers, so this call
// goes through fetch with the session headers itself, as placing an order does (features/cart);
// a 401 is cured through the client (one cheap call renews the token or ends the session) and the
// request replayed with the same key, which is safe for the same reason. Not toasted: the form
// shows a refusal on its fields, or above them.
import type { Envelope } from '@portal/domain/api';
import {
  REQUEST_ROUTE,
  type ServiceRequestDetail,
  type ServiceRequestKind,
} from '@portal/domain/service-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isErrorBody, NetworkError } from '#shared/api/api-error.ts';
import { API_BASE, api, sessionHeaders } from '#shared/api/http-client.ts';
import { REQUESTS_QUERY_KEY } from './fetch-requests.ts';

export interface NewRequest {
  kind: ServiceRequestKind;
  /** The form as its schema parsed it (satFormSchema, maintenanceFormSchema…). */
  dades: unknown;
  files: readonly File[];
  idempotencyKey: string;
}

function multipartBody({ dades, files }: NewRequest): FormData {
  const body = new FormData();
  body.append('dades', JSON.stringify(dades));
  for (const file of files) body.append('fitxers', file, file.name);
  return body;
}

async function post(input: NewRequest): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${REQUEST_ROUTE[input.kind]}/solicitud`, {
      method: 'POST',
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      headers: { Accept: 'application/json', 'Idempotency-Key': input.idempotencyKey, ...sessionHeaders() },
      body: multipartBody(input),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

async function readJson(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  try {
    return { json: text ? (JSON.parse(text) as unknown) : undefined, text };
  } catch {
    return { json: undefined, text };
  }
}

export async function createRequest(input: NewRequest): Promise<Envelope<ServiceRequestDetail>> {
  let response = await post(input);
  if (response.status === 401) {
    await api.get(`${REQUEST_ROUTE[input.kind]}/solicituds`, { query: { page: 0, size: 1 }, silent: true });
    response = await post(input);
  }
  const { json, text } = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, isErrorBody(json) ? json : null, text);
  return json as Envelope<ServiceRequestDetail>;
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
  });
}
