// The catalogue as the wire carries it (spec §3, §7): products with their price lines and media,
// customer promotions, the family tree, filter attributes and the product search query.
// Amounts are JSON numbers with at most two decimals; money.ts says why.
import { z } from 'zod';
import { pageSchema } from './api.ts';
import { DEFAULT_PRODUCT_PAGE, DEFAULT_PRODUCT_PAGE_SIZE } from './constants.ts';
import { languageSchema } from './languages.ts';
import { moneySchema } from './money.ts';
import { dbIdTextSchema } from './wire-types.ts';

/** Names in the interface languages where the ERP has them; the UI uses the session's one. */
export const translationsSchema = z.partialRecord(languageSchema, z.string());
export type Translations = z.infer<typeof translationsSchema>;

/** Decides which detail screen opens (equipments/, consumables/, accessories/ …). */
export const PRODUCT_TYPES = ['equipment', 'consumable', 'accessory', 'service'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** One quantity break of one price list: `precioNeto` applies from `desdeUnidades` units on. */
export const priceLineSchema = z.object({
  idLista: z.number().int().positive(),
  precioNeto: moneySchema,
  /** The price before the list's discount; what `priceNoOffer` shows struck through. */
  precioSinDescuento: moneySchema,
  desdeUnidades: z.number().int().min(0),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string().min(1).max(2000),
  /** `image` for pictures; documents (data sheets, manuals) and videos carry their own kind. */
  tipo: z.string().min(1).max(30),
  orden: z.number().int(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The filter attributes of spec §3, by stable code; their display names come translated. */
export const ATTRIBUTE_CODES = [
  'amperage',
  'diameter',
  'phase',
  'quality',
  'brand',
  'range',
  'standard',
  'type',
  'sparePartType',
] as const;
export const attributeCodeSchema = z.enum(ATTRIBUTE_CODES);
export type AttributeCode = z.infer<typeof attributeCodeSchema>;

/** One attribute value a product has, e.g. amperage = 200 A. */
export const productAttributeSchema = z.object({
  idAtributo: z.number().int(),
  codigo: attributeCodeSchema,
  nombre: z.string(),
  idValor: z.number().int(),
  valor: z.string(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** Comma-separated ids of the price lists a product has lines in, as the ERP sends it: `1,2,5`. */
export const idListaListSchema = z.string().regex(/^(\d+(,\d+)*)?$/, { message: 'validation.invalidValue' });

export const productSchema = z.object({
  id: z.number().int(),
  codigo: z.string().min(1).max(40),
  nombre: z.string(),
  nombres: translationsSchema.optional(),
  descripcion: z.string().optional(),
  descripciones: translationsSchema.optional(),
  type: productTypeSchema,
  codigoFamilia: z.string().nullable(),
  codigoSubfamilia: z.string().nullable(),
  /** Units in the warehouse; the ERP may report a negative stock for back-orders. */
  stock: z.number().int(),
  /** Sold only in multiples of this; null when any quantity goes. */
  lote: z.number().int().positive().nullable(),
  minimumQuantity: z.number().int().min(0),
  idAlmacen: z.string(),
  idLista: idListaListSchema,
  /** The product's GTIN-13 (gtin.ts), when the ERP has one. */
  ean: z.string().nullable(),
  /** The ERP's own offer flag; a customer promotion turns the priced `offer` on as well. */
  offer: z.boolean(),
  prices: z.array(priceLineSchema),
  medias: z.array(mediaSchema),
  attributes: z.array(productAttributeSchema),
  // Derived by pricing.ts for the viewing customer at the quantity the card starts with
  // (cart-quantity.ts `smallestOrderableQuantity`); null when the product has no price for them.
  finalPrice: moneySchema.nullable(),
  priceNoOffer: moneySchema.nullable(),
  discount: moneySchema.nullable(),
  /** The quantity the derived amounts are for. */
  Cantidad: z.number().int().min(0),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a result list carries it: what a card shows. The names and descriptions in every
 * language are left to the detail screen (`GET /productos?id=`), which is the only one to show
 * them; they were two thirds of a search answer.
 */
export const productListItemSchema = productSchema.omit({
  nombres: true,
  descripcion: true,
  descripciones: true,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/**
 * A text search lists at most its first TEXT_SEARCH_LIMIT products, in any order: it reads, counts
 * and ranks that many matches at most, so what it costs does not grow with the catalogue. A buyer
 * with more matches than that is told so and narrows the search; a family, subfamily or attribute
 * without text is counted and paged in full.
 */
export const TEXT_SEARCH_LIMIT = 1000;

/** A page of `GET /productos/search`. */
export const productSearchPageSchema = pageSchema(productListItemSchema).extend({
  /**
   * The search found more than TEXT_SEARCH_LIMIT products: `totalElements` is the limit, and
   * `totalPages` the pages it fills.
   */
  totalIsLowerBound: z.boolean(),
});
export type ProductSearchPage = z.infer<typeof productSearchPageSchema>;

/**
 * A customer's promotion on one product. `IdArticulo` is the product's `codigo` (the ERP keys
 * articles by code); `ValorPromocion` is an amount in EUR (without VAT, at most 2 decimals) taken
 * off the unit price from `CantidadRequerida` units, see pricing.ts and docs/glossary.md.
 */
export const promotionSchema = z.object({
  IdArticulo: z.string().min(1),
  CantidadRequerida: z.number().int().min(1),
  ValorPromocion: moneySchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

/** `GET /promociones/cliente/{id}`. */
export const customerPromotionsSchema = z.object({ promociones: z.array(promotionSchema) });
export type CustomerPromotions = z.infer<typeof customerPromotionsSchema>;

export const subfamilyNodeSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  /** Active products in the subfamily, so the tree can hide empty branches. */
  count: z.number().int().min(0),
});
export type SubfamilyNode = z.infer<typeof subfamilyNodeSchema>;

export const familyNodeSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  count: z.number().int().min(0),
  subfamilias: z.array(subfamilyNodeSchema),
});
export type FamilyNode = z.infer<typeof familyNodeSchema>;

export const filterValueSchema = z.object({
  idValor: z.number().int(),
  valor: z.string(),
  nombre: z.string(),
  /** Products matching this value within the other filters of the current search. */
  count: z.number().int().min(0),
});
export type FilterValue = z.infer<typeof filterValueSchema>;

export const filterAttributeSchema = z.object({
  idAtributo: z.number().int(),
  codigo: attributeCodeSchema,
  nombre: z.string(),
  values: z.array(filterValueSchema),
});
export type FilterAttribute = z.infer<typeof filterAttributeSchema>;

export const PRODUCT_SORT_FIELDS = ['price', 'name', 'reference'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `field,direction` as Spring Data spells it (`price,asc`, `name,desc`): the spec's client came
 * from a Spring API and one enum keeps the six options visible in the OpenAPI document. No sort
 * means relevance for a text search and name order otherwise.
 */
export const PRODUCT_SORTS = [
  'price,asc',
  'price,desc',
  'name,asc',
  'name,desc',
  'reference,asc',
  'reference,desc',
] as const satisfies readonly `${ProductSortField},${SortDirection}`[];
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;

export function parseProductSort(sort: ProductSort): { field: ProductSortField; direction: SortDirection } {
  const [field, direction] = sort.split(',') as [ProductSortField, SortDirection];
  return { field, direction };
}

const optionalCode = z.string().trim().min(1).max(30).optional();
const optionalId = dbIdTextSchema.optional();

/**
 * `GET /productos/search`. `page` is 1-based here (spec §9: page 1 is the first), unlike the
 * 0-based admin lists. `userType` is the price list the client believes it has: the server
 * prices by the customer's own list whatever is sent, and only an administrator's preview uses it.
 */
export const productSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PRODUCT_PAGE),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PRODUCT_PAGE_SIZE),
  sort: productSortSchema.optional(),
  queryString: z.string().trim().max(100).optional(),
  userType: optionalId,
  codigoFamilia: optionalCode,
  codigoSubfamilia: optionalCode,
  idAtributo: optionalId,
  idValor: optionalId,
  /** Narrows to one detail-screen kind, for the equipment, consumable and accessory lists. */
  type: productTypeSchema.optional(),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;
export type ProductSearchQueryInput = z.input<typeof productSearchQuerySchema>;

/**
 * `GET /familias` and `GET /atributos`: the search whose products a filter panel counts (facet
 * counts). Each panel leaves its own filter out, so a buyer sees what another family or value
 * would find.
 */
export const facetQuerySchema = productSearchQuerySchema.pick({
  queryString: true,
  codigoFamilia: true,
  codigoSubfamilia: true,
  idAtributo: true,
  idValor: true,
  type: true,
});
export type FacetQuery = z.infer<typeof facetQuerySchema>;
