// Bodies of contact and customer creation and of a customer's update (docs/erp-contract.md §9,
// §10, §10.1), in the field names the exports use for the same entities.
import { z } from 'zod';
import { countryCodeSchema } from '../orders/order-schema.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

export const contactCreateSchema = z.object({
  nombre: text(100),
  direccion: text(200),
  codigoPostal: text(20),
  poblacion: text(100),
  provincia: z.string().trim().max(100).default(''),
  ciudad: z.string().trim().max(100).default(''),
  pais: countryCodeSchema,
  telefono: optionalText(30),
  email: optionalText(254),
});

export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const customerCreateSchema = z.object({
  razonSocial: text(200),
  cif: text(20),
  telefono: optionalText(30),
  email: optionalText(254),
  direccion: optionalText(200),
  codigoPostal: optionalText(20),
  poblacion: optionalText(100),
  provincia: optionalText(100),
  ciudad: optionalText(100),
  pais: countryCodeSchema.default('ES'),
  formaPago: z.number().int().min(0).nullable().default(null),
  entidadBancaria: optionalText(34),
  diaPago: z.number().int().min(0).max(31).nullable().default(null),
  cuentaContable: optionalText(20),
  idLista: z.union([z.literal(1), z.literal(2), z.literal(5), z.literal(6)]).default(5),
});

export type CustomerCreate = z.infer<typeof customerCreateSchema>;

/**
 * `PUT /api/customers/{codigo}` (§10.1): the company data a customer edits in the portal, with the
 * bank account and the payment day it asks for. Payment method, price list and account code are
 * the ERP's own: not part of the body, and ignored if sent. An absent `entidadBancaria` or
 * `diaPago` leaves it as it is; null clears it.
 */
export const customerUpdateSchema = z.object({
  razonSocial: text(200),
  cif: text(20),
  telefono: optionalText(30),
  direccion: optionalText(200),
  codigoPostal: optionalText(20),
  poblacion: optionalText(100),
  provincia: optionalText(100),
  ciudad: optionalText(100),
  pais: countryCodeSchema,
  entidadBancaria: z.string().trim().max(34).nullable().optional(),
  diaPago: z.number().int().min(0).max(31).nullable().optional(),
});

export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** CIFs compare without spaces, dashes or case: "b-6123 4563" is B61234563. */
export function normaliseCif(cif: string): string {
  return cif.replace(/[\s-]/g, '').toUpperCase();
}
