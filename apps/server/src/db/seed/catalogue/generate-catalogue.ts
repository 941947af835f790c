// Turns the hand-written drafts into table rows: the demo catalogue at its natural size, a
// spread-out subset when fewer products are asked for, and for benchmark sizes (100,000 and
// more) variants of the same products with their own codes, brands and prices. Pure: no I/O,
// no clock, no Math.random — the same options always give the same rows.
import type { AttributeCode } from '@portal/domain/catalogue';
import { pictureUrl } from '../../../modules/media/picture-file.ts';
import { valueId } from './attributes.ts';
import { BASE_CATALOGUE } from './base-catalogue.ts';
import { catalogueReference } from './catalogue-reference.ts';
import type { GeneratedCatalogue, ProductBatch, ProductoAtributoRow } from './catalogue-rows.ts';
import { familyOf } from './families.ts';
import { PRICE_LIST_IDS, priceLines } from './price-lines.ts';
import { DEFAULT_BREAKS, type ProductDraft } from './product-draft.ts';
import { Random, mixSeed } from './random.ts';
import { searchTextOf, variantOf } from './variants.ts';

export const DEFAULT_SEED = 9606;
/** The demo size: every hand-written product once. */
export const BASE_CATALOGUE_SIZE = BASE_CATALOGUE.length;
/** Services are not stocked; a large constant keeps the stock warnings away from them. */
export const SERVICE_STOCK = 99_999;

export interface CatalogueOptions {
  /** How many products; defaults to the hand-written catalogue's size. */
  products?: number;
  seed?: number;
  /** Id of the first product, so that rows can be appended after existing ones. */
  firstId?: number;
}

const ID_LISTA = PRICE_LIST_IDS.join(',');

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

function attributeLinks(productoId: number, attributes: ProductDraft['attributes']): ProductoAtributoRow[] {
  const ids = new Set<number>();
  for (const [codigo, value] of Object.entries(attributes) as [
    AttributeCode,
    string | readonly string[] | undefined,
  ][]) {
    if (value === undefined) continue;
    for (const valor of typeof value === 'string' ? [value] : value) ids.add(valueId(codigo, valor));
  }
  return [...ids].map((idValor) => ({ productoId, idValor }));
}

function buildProduct(index: number, total: number, seed: number, firstId: number, into: ProductBatch) {
  const random = new Random(mixSeed(seed, index));
  const source = sourceOf(index, total);
  const variant = variantOf(source.draft, source.variant, random);
  const draft = variant.draft;
  const id = firstId + index;
  const lote = draft.lote ?? null;
  const minimumQuantity = Math.max(draft.minimumQuantity ?? 1, lote ?? 1);
  const offer = random.chance(0.1) ? random.pick(OFFER_SIZES) : 0;
  const price = listPrice(draft.price);
  const lines = priceLines(id, draft.tipo, price, draft.breaks ?? DEFAULT_BREAKS[draft.tipo], offer);
  // Every list has a line from one unit, so a list's sort key is simply its first line.
  const sortKey = (idLista: number) =>
    lines.find((line) => line.idLista === idLista && line.desdeUnidades === 1)!.precioNeto;
  into.productos.push({
    id,
    codigo: draft.codigo,
    nombre: draft.nombres.es,
    nombres: { ...draft.nombres },
    descripcion: draft.descripciones.es,
    descripciones: { ...draft.descripciones },
    tipo: draft.tipo,
    codigoFamilia: familyOf(draft.codigoSubfamilia).codigo,
    codigoSubfamilia: draft.codigoSubfamilia,
    stock: stockOf(draft, random, lote),
    lote,
    minimumQuantity,
    idAlmacen: '01',
    idLista: ID_LISTA,
    offer: offer > 0,
    activo: true,
    searchText: searchTextOf(variant),
    precioOrden1: sortKey(1),
    precioOrden2: sortKey(2),
    precioOrden5: sortKey(5),
    precioOrden6: sortKey(6),
  });
  for (const line of lines) into.precios.push(line);
  into.medias.push({ productoId: id, url: pictureUrl(draft.codigo), tipo: 'image', orden: 0 });
  // Machines worth a closer look get a second picture: their rating plate.
  if (draft.tipo === 'equipment' && price >= 1000) {
    into.medias.push({ productoId: id, url: pictureUrl(draft.codigo, 2), tipo: 'image', orden: 1 });
  }
  for (const link of attributeLinks(id, draft.attributes)) into.productoAtributos.push(link);
}

const emptyBatch = (): ProductBatch => ({ productos: [], precios: [], medias: [], productoAtributos: [] });

/**
 * The products in batches of `batchSize`, built only when asked for, so that a 100,000-product
 * catalogue never sits in memory whole: the writer inserts a batch and lets it go.
 */
export function* generateCatalogueBatches(
  options: CatalogueOptions & { batchSize?: number } = {},
): Generator<ProductBatch> {
  const total = options.products ?? BASE_CATALOGUE_SIZE;
  const seed = options.seed ?? DEFAULT_SEED;
  const firstId = options.firstId ?? 1;
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`products must be a whole number, got ${total}`);
  for (let start = 0; start < total; start += batchSize) {
    const batch = emptyBatch();
    const end = Math.min(total, start + batchSize);
    for (let index = start; index < end; index++) buildProduct(index, total, seed, firstId, batch);
    yield batch;
  }
}

/** The whole catalogue in memory: for tests and small sizes. */
export function generateCatalogue(options: CatalogueOptions = {}): GeneratedCatalogue {
  const all = emptyBatch();
  // One batch: spreading very large arrays into push() would overflow the argument stack.
  for (const batch of generateCatalogueBatches({ ...options, batchSize: Number.MAX_SAFE_INTEGER })) {
    Object.assign(all, batch);
  }
  return { ...catalogueReference(), ...all };
}
