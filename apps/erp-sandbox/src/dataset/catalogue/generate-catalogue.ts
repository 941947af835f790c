// Turns the hand-written drafts into export items (products, price lines, stock): the demo
// catalogue at its natural size, a spread-out subset when fewer products are asked for, and for
// volume drills (100,000 and more) variants of the same products with their own codes, brands
// and prices. Pure: no I/O, no clock, no Math.random — the same options always give the same
// items, so the portal's browser tests see the same demo products run after run.
import type { Product, ProductPrices, StockLevel } from '../types.ts';
import { type AttributeCode, valueId } from './attributes.ts';
import { BASE_CATALOGUE } from './base-catalogue.ts';
import { familyOf } from './families.ts';
import { PRICE_LIST_IDS, priceLines } from './price-lines.ts';
import { DEFAULT_BREAKS, type ProductDraft } from './product-draft.ts';
import { Random, mixSeed } from './random.ts';
import { variantOf } from './variants.ts';

export const DEFAULT_SEED = 9606;
/** The demo size: every hand-written product once. */
export const BASE_CATALOGUE_SIZE = BASE_CATALOGUE.length;
/** Services are not stocked; a large constant keeps the stock warnings away from them. */
export const SERVICE_STOCK = 99_999;

export interface CatalogueOptions {
  /** How many products; defaults to the hand-written catalogue's size. */
  products?: number;
  seed?: number;
  /** `updatedAt` of everything loaded at the start. */
  firstLoad: string;
  /** `updatedAt` of the products put on offer later, so `updatedSince` has something to find. */
  lateChange: string;
}

export interface GeneratedCatalogue {
  products: Product[];
  prices: ProductPrices[];
  stock: StockLevel[];
}

const ID_LISTA = PRICE_LIST_IDS.join(',');

/**
 * The URL of a product picture, exactly as the portal serves it (`pictureUrl` in
 * apps/server/src/modules/media/picture-file.ts): the portal draws the pictures itself.
 */
export const pictureUrl = (codigo: string, view: 1 | 2 = 1) =>
  `/media/products/${codigo}${view === 2 ? '.2' : ''}.svg`;

/** Which draft the `index`-th product comes from, and which variant of it (0: the draft itself). */
function sourceOf(index: number, total: number): { draft: ProductDraft; variant: number } {
  const base = BASE_CATALOGUE_SIZE;
  if (total < base) {
    // Fewer products than drafts: spread the pick over the whole list so every family shows up.
    return { draft: BASE_CATALOGUE[Math.floor((index * base) / total)]!, variant: 0 };
  }
  return { draft: BASE_CATALOGUE[index % base]!, variant: Math.floor(index / base) };
}

function stockOf(draft: ProductDraft, random: Random, lote: number | null): number {
  if (draft.tipo === 'service') return SERVICE_STOCK;
  const roll = random.next();
  if (roll < 0.07) return 0;
  if (roll < 0.17) return random.int(1, 5);
  const plenty =
    draft.tipo === 'equipment'
      ? random.int(6, 40)
      : draft.tipo === 'accessory'
        ? random.int(10, 300)
        : random.int(40, 2500);
  return lote ? Math.max(lote, Math.round(plenty / lote) * lote) : plenty;
}

/** Round prices the way a price list shows them: whole euros for machines, cents for parts. */
const listPrice = (price: number) => (price >= 100 ? Math.round(price) : Math.round(price * 100) / 100);

const OFFER_SIZES = [0.1, 0.15, 0.2, 0.25] as const;

/** The `idValor`s of a draft's attribute values, each once, in the order the draft names them. */
function attributeValues(attributes: ProductDraft['attributes']): number[] {
  const ids = new Set<number>();
  for (const [codigo, value] of Object.entries(attributes) as [
    AttributeCode,
    string | readonly string[] | undefined,
  ][]) {
    if (value === undefined) continue;
    for (const valor of typeof value === 'string' ? [value] : value) ids.add(valueId(codigo, valor));
  }
  return [...ids];
}

/**
 * The demo's GTIN-13s: the Spanish GS1 prefix 84, the product's number on ten digits and the GS1
 * check digit (weights 1 and 3 from the left), as a real ERP would hold them.
 */
export function eanOf(index: number): string {
  const twelve = `84${String(index + 1).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

function buildProduct(
  index: number,
  total: number,
  seed: number,
  options: CatalogueOptions,
  into: GeneratedCatalogue,
): void {
  // The draws keep the portal seed's order (variant price, offer, stock): changing it would
  // change every demo product the browser tests know.
  const random = new Random(mixSeed(seed, index));
  const source = sourceOf(index, total);
  const draft = variantOf(source.draft, source.variant, random).draft;
  const lote = draft.lote ?? null;
  const minimumQuantity = Math.max(draft.minimumQuantity ?? 1, lote ?? 1);
  const offer = random.chance(0.1) ? random.pick(OFFER_SIZES) : 0;
  const stock = stockOf(draft, random, lote);
  const price = listPrice(draft.price);
  // The demo's offers share one instant; the generated variants' are a second apart, as a real
  // ERP's edits would be, so that an incremental run does not read again the thousands stamped
  // exactly at its mark (`updatedSince` is inclusive).
  const updatedAt =
    offer === 0
      ? options.firstLoad
      : source.variant === 0
        ? options.lateChange
        : new Date(Date.parse(options.lateChange) + index * 1000).toISOString();
  const medias = [{ url: pictureUrl(draft.codigo), tipo: 'image', orden: 0 }];
  // Machines worth a closer look get a second picture: their rating plate.
  if (draft.tipo === 'equipment' && price >= 1000) {
    medias.push({ url: pictureUrl(draft.codigo, 2), tipo: 'image', orden: 1 });
  }
  into.products.push({
    codigo: draft.codigo,
    nombre: draft.nombres.es,
    nombres: { ...draft.nombres },
    descripcion: draft.descripciones.es,
    descripciones: { ...draft.descripciones },
    tipo: draft.tipo,
    codigoFamilia: familyOf(draft.codigoSubfamilia).codigo,
    codigoSubfamilia: draft.codigoSubfamilia,
    lote,
    minimumQuantity,
    idAlmacen: '01',
    idLista: ID_LISTA,
    offer: offer > 0,
    activo: true,
    ean: draft.tipo === 'service' ? null : eanOf(index),
    medias,
    atributos: attributeValues(draft.attributes),
    updatedAt,
  });
  into.prices.push({
    codigo: draft.codigo,
    precios: priceLines(draft.tipo, price, draft.breaks ?? DEFAULT_BREAKS[draft.tipo], offer),
    updatedAt,
  });
  into.stock.push({ codigo: draft.codigo, idAlmacen: '01', stock, updatedAt });
}

/** The catalogue of `products` products (default: the hand-written demo catalogue). */
export function generateCatalogue(options: CatalogueOptions): GeneratedCatalogue {
  const total = options.products ?? BASE_CATALOGUE_SIZE;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`products must be a whole number, got ${total}`);
  const catalogue: GeneratedCatalogue = { products: [], prices: [], stock: [] };
  for (let index = 0; index < total; index++) buildProduct(index, total, seed, options, catalogue);
  return catalogue;
}
