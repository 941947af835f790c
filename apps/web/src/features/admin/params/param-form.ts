// The parameter form's checks: the same body schemas the server applies (packages/domain), so a
// value is refused here with the text the server would answer — an amount with at most two
// decimals for `importeFijo` and `pedidoMinimo`, an e-mail for `emailContacto`, a phone for
// `telefonoContacto`, the key's format — before anything is sent.
import { createParamSchema, updateParamSchema } from '@portal/domain/admin-params';
import { schemaErrors } from '#shared/forms/schema-errors.ts';

export interface ParamFormValues {
  clau: string;
  valor: string;
}

export const PARAM_FIELDS = ['clau', 'valor'] as const;
export type ParamField = (typeof PARAM_FIELDS)[number];

/** `{field: text}` of what is wrong; empty when the values may be sent. */
export function validateParam(
  values: ParamFormValues,
  idParam: number | null,
): Partial<Record<ParamField, string>> {
  const all =
    idParam === null
      ? schemaErrors(createParamSchema, values)
      : schemaErrors(updateParamSchema, { idParam, ...values });
  const errors: Partial<Record<ParamField, string>> = {};
  for (const field of PARAM_FIELDS) if (all[field]) errors[field] = all[field];
  return errors;
}
