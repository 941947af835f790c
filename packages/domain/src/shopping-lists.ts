// Wire shapes of the customer's lists (`/llistes`): named lists of products with a usual
// quantity each, private to their owner or shared with the whole customer company. Quantities
// follow the cart's rules (cart-quantity.ts); a list may hold a quantity the rules refuse today,
// and its screen says so beside the line.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart-quantity.ts';
import { cartViewLineSchema, issueSchema, quickOrderVerdictSchema } from './ordering-api.ts';
import { MAX_CODE_LENGTH } from './quick-order.ts';

export const LIST_NAME_MAX_LENGTH = 80;
/** A list's CSV as pasted or uploaded: far above 200 lines, far below the request limit. */
export const LIST_IMPORT_MAX_LENGTH = 500_000;

const listName = z.string().trim().min(1, { message: 'validation.required' }).max(LIST_NAME_MAX_LENGTH);

/**
 * `POST /llistes`: a new list, empty or filled from the caller's cart (`desdeCarrito`) or from
 * one of the customer's orders (`desdePedido`, the order's code).
 */
export const listCreateSchema = z.object({
  nombre: listName,
  compartida: z.boolean().default(false),
  desdeCarrito: z.boolean().default(false),
  desdePedido: z.string().trim().min(1).max(40).optional(),
});
export type ListCreate = z.input<typeof listCreateSchema>;

/** `PUT /llistes/{id}`: rename, share or make private (sharing: the owner only). */
export const listUpdateSchema = z.object({
  nombre: listName.optional(),
  compartida: z.boolean().optional(),
});
export type ListUpdate = z.infer<typeof listUpdateSchema>;

/** `POST /llistes/{id}/lineas`: a product with its usual quantity (replaces the line's quantity). */
export const listLineInputSchema = z.object({
  codigo: z.string().trim().min(1).max(MAX_CODE_LENGTH),
  Cantidad: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type ListLineInput = z.infer<typeof listLineInputSchema>;

export const listQuantityInputSchema = listLineInputSchema.pick({ Cantidad: true });

/** A list as the lists screen names it. */
export const listSummarySchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  compartida: z.boolean(),
  /** The caller owns it: only the owner shares, unshares or deletes it. */
  propia: z.boolean(),
  /** The owner's name. */
  propietario: z.string(),
  numLineas: z.number().int(),
  /** Who changed it last and when (ISO 8601). */
  modificadoPor: z.string(),
  modificado: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/**
 * A line at today's price for the customer: `producto` is the line as the cart would price it
 * (null when the catalogue no longer sells it), `errors` what stops it from being ordered as it
 * is (lote, minimum, withdrawn), `warnings` the stock.
 */
export const listLineSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  Cantidad: z.number().int(),
  producto: cartViewLineSchema.nullable(),
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
});
export type ListLine = z.infer<typeof listLineSchema>;

export const listDetailSchema = listSummarySchema.extend({
  lineas: z.array(listLineSchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

/** `POST /llistes/{id}/importar`: CSV text (`codigo;cantidad`); `replace` empties the list first. */
export const listImportSchema = z.object({
  text: z.string().max(LIST_IMPORT_MAX_LENGTH),
  replace: z.boolean().default(false),
});
export type ListImport = z.input<typeof listImportSchema>;

/** What an import did: a verdict per line (as quick order gives) and how many lines it wrote. */
export const listImportResultSchema = z.object({
  lines: z.array(quickOrderVerdictSchema),
  written: z.number().int(),
  list: listDetailSchema,
});
export type ListImportResult = z.infer<typeof listImportResultSchema>;
