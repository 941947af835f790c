// `GET /clientes`: the short list an administrator picks a user's customer company from, by code
// or company name (spec §3 user admin form: the login belongs to a customer, or to none for staff).
import { z } from 'zod';
import { safeText } from './admin-list.ts';

/** A picker shows a handful; more than this would be a listing, which this is not. */
export const CUSTOMER_SEARCH_MAX_SIZE = 50;
export const CUSTOMER_SEARCH_DEFAULT_SIZE = 20;

export const customerSearchQuerySchema = z.object({
  /** Part of the code or of the company name, case and accents ignored; empty lists the first ones. */
  text: safeText(100).optional(),
  size: z.coerce.number().int().min(1).max(CUSTOMER_SEARCH_MAX_SIZE).default(CUSTOMER_SEARCH_DEFAULT_SIZE),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerSummarySchema = z.object({
  codigo: z.string(),
  razonSocial: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchResponseSchema = z.array(customerSummarySchema);
