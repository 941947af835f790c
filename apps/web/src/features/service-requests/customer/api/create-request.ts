// `POST /{sat|maintenance|standarization}/solicitud`: a new request as multipart/form-data — one
// part `dades` (the form's JSON, as its domain schema made it) and a `fitxers` part per file —
// with an `Idempotency-Key`, so a double click, a replay after a renewed session or a retry after
// a lost answer is the request the server already has. Not toasted: the form shows a refusal on
// its fields, or above them.
import type { Envelope } from '@portal/domain/api';
import {
  REQUEST_ROUTE,
  type ServiceRequestDetail,
  type ServiceRequestKind,
} from '@portal/domain/service-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
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

export function createRequest(input: NewRequest): Promise<Envelope<ServiceRequestDetail>> {
  return api.upload<Envelope<ServiceRequestDetail>>(
    `${REQUEST_ROUTE[input.kind]}/solicitud`,
    multipartBody(input),
    {
      headers: { 'Idempotency-Key': input.idempotencyKey },
      silent: true,
    },
  );
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
  });
}
