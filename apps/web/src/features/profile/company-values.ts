// The company form's values, the body they become and their check by `customerUpdateSchema`, the
// schema `PUT /clientes/update` applies: CIF, IBAN and payment day with the spec's rules and
// messages. Only the fields a customer may change are sent; payment method, price list and account
// code are the ERP's.
import {
  COMPANY_FIELD_NAMES,
  customerUpdateSchema,
  type CompanyFieldValues,
  type CustomerProfile,
  type CustomerUpdate,
  typedPaymentDay,
} from '@portal/domain/accounts';
import { schemaErrors } from '#shared/forms/schema-errors.ts';

export type CompanyValues = CompanyFieldValues & { entidadBancaria: string; diaPago: string };

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const COMPANY_FIELDS = [
  ...COMPANY_FIELD_NAMES,
  'entidadBancaria',
  'diaPago',
] as const satisfies readonly (keyof CompanyValues)[];

export function companyValues(profile: CustomerProfile): CompanyValues {
  return {
    razonSocial: profile.razonSocial,
    cif: profile.cif,
    telefono: profile.telefono ?? '',
    direccion: profile.direccion ?? '',
    codigoPostal: profile.codigoPostal ?? '',
    poblacion: profile.poblacion ?? '',
    provincia: profile.provincia ?? '',
    ciudad: profile.ciudad ?? '',
    pais: profile.pais,
    entidadBancaria: profile.entidadBancaria ?? '',
    diaPago: profile.diaPago === null ? '' : String(profile.diaPago),
  };
}

const input = (codigo: string, values: CompanyValues) => ({
  codigo,
  ...values,
  diaPago: typedPaymentDay(values.diaPago),
});

/** The first problem of each field, in the server's words; empty when the values may be sent. */
export function checkCompany(codigo: string, values: CompanyValues): Record<string, string> {
  return schemaErrors(customerUpdateSchema, input(codigo, values));
}

/** The body as the schema shapes it: trimmed, the CIF and IBAN written the one way, no IBAN as null. */
export function companyBody(codigo: string, values: CompanyValues): CustomerUpdate {
  return customerUpdateSchema.parse(input(codigo, values));
}
