// Bodies of contact and customer creation (docs/erp-contract.md §7, §8), in the field names the
// exports use for the same entities.
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

/** CIFs compare without spaces, dashes or case: "b-6123 4563" is B61234563. */
export function normaliseCif(cif: string): string {
  return cif.replace(/[\s-]/g, '').toUpperCase();
}
