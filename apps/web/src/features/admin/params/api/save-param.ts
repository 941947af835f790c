// `POST /params` (a new parameter) and `PUT /params` (a changed value). The answer is notified;
// a refusal with field errors is left to the form, which shows them under its fields.
import type { CreateParam, Param, UpdateParam } from '@portal/domain/admin-params';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { PARAMS_QUERY_KEY } from './fetch-params.ts';

export type ParamInput = CreateParam | UpdateParam;

export async function saveParam(input: ParamInput): Promise<Param> {
  const method = 'idParam' in input ? 'PUT' : 'POST';
  const envelope = await writeEnvelope<Param>(method, '/params', input, { formFields: true });
  return envelope.dades;
}

export function useSaveParam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParam,
    onSuccess: () => client.invalidateQueries({ queryKey: PARAMS_QUERY_KEY }),
  });
}
