// The order import body of docs/erp-contract.md §5, as the sandbox reads it. Unknown fields are
// ignored (a newer portal may send more) but still count for idempotency, which fingerprints the
// raw body.
import { z } from 'zod';
import { amountSchema, unitPriceSchema } from '../money.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** Portal order codes appear in URLs, so they stay within URL-safe characters. */
export const portalCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, '1-40 letters, digits, ".", "_" or "-"');

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as "ES"');

export const orderLineSchema = z.object({
  codigo: text(40),
  quantity: z.number().int().min(1).max(1_000_000),
  /** Price per unit before the discount (the portal's priceNoOffer), EUR without VAT. */
  unitPrice: unitPriceSchema,
  /** Discount of the whole line in EUR: (priceNoOffer - finalPrice) * quantity. */
  discount: amountSchema,
  description: optionalText(200),
});

export const deliveryContactSchema = z.object({
  /** The ERP's id when the contact already exists there; the address below is used either way. */
  erpContactId: optionalText(40),
  nombre: text(100),
  direccion: text(200),
  codigoPostal: text(20),
  poblacion: text(100),
  provincia: z.string().trim().max(100).default(''),
  ciudad: z.string().trim().max(100).default(''),
  pais: countryCodeSchema,
  telefono: optionalText(30),
});

export const orderTotalsSchema = z.object({
  /** Σ quantity × unitPrice. */
  gross: amountSchema,
  /** Σ line discounts. */
  discount: amountSchema,
  /** gross − discount. */
  net: amountSchema,
  /** 0.00 when free (gold customers, or net from 500 EUR), else the portal's importeFijo. */
  shipping: amountSchema,
  /** net + shipping; VAT is the ERP's to add on its invoice. */
  total: amountSchema,
});

export const orderImportSchema = z.object({
  portalCode: portalCodeSchema,
  customerCodigo: text(20),
  placedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  placedBy: z
    .object({
      username: text(100),
      email: z.string().trim().max(254).nullable().default(null),
      name: z.string().trim().max(200).nullable().default(null),
    })
    .nullable()
    .default(null),
  /** An order over its buyer's spending limits, approved in the portal by someone of the company. */
  approvedBy: z
    .object({ username: text(100), name: text(200), approvedAt: z.iso.datetime({ offset: true }) })
    .nullable()
    .default(null),
  lines: z.array(orderLineSchema).max(1000),
  deliveryContact: deliveryContactSchema,
  paymentMethodCode: z.number().int().min(0),
  purchaseOrderRef: optionalText(40),
  wishedDate: z.iso.date().nullable().default(null),
  observations: optionalText(2000),
  currency: z.literal('EUR').default('EUR'),
  totals: orderTotalsSchema,
});

export type OrderImport = z.infer<typeof orderImportSchema>;

export interface OrderImportAnswer {
  portalCode: string;
  erpNumber: string;
  status: 'accepted' | 'rejected';
  reasonCode?: string;
  reason?: string;
}
