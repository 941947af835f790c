// The shape every hand-written product of the demo catalogue is written in. The data files
// describe what a distributor sells (names, base price, attributes); the generator turns a draft
// into export items (stock, offer, price lines of every list, pictures, attribute values).
import type { ProductType } from '../types.ts';
import type { AttributeCode } from './attributes.ts';

// A type, not an interface: it must also pass where a `Record<string, string>` is expected.
export type Names = {
  ca: string;
  es: string;
  en: string;
};

/** Attribute values by attribute code; a product may carry several standards or types. */
export type AttributeRefs = Partial<Record<AttributeCode, string | readonly string[]>>;

/** A quantity break: from `from` units the price is `off` (a fraction) below the first break. */
export interface QuantityBreak {
  from: number;
  off: number;
}

export interface ProductDraft {
  codigo: string;
  tipo: ProductType;
  codigoSubfamilia: string;
  nombres: Names;
  descripciones: Names;
  /** Base list (5) price of one unit at the first break, in euros. */
  price: number;
  /** Defaults by kind (see DEFAULT_BREAKS); always starts at 1 unit. */
  breaks?: readonly QuantityBreak[];
  /** Sold only in multiples of this; also the minimum quantity unless a larger one is given. */
  lote?: number;
  minimumQuantity?: number;
  attributes: AttributeRefs;
}

/** Machines: one price whatever the quantity. */
export const SINGLE_BREAK: readonly QuantityBreak[] = [{ from: 1, off: 0 }];
/** Workshops buying a few identical machines at once get a little off. */
export const FLEET_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 3, off: 0.04 },
];
export const CONSUMABLE_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 10, off: 0.04 },
  { from: 50, off: 0.08 },
  { from: 100, off: 0.12 },
];
/** Wire spools and gas refills: a pallet is 40-odd spools. */
export const SPOOL_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 10, off: 0.05 },
  { from: 40, off: 0.1 },
];
/** Small parts sold by tens: the breaks follow the packs. */
export const SMALL_PART_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 50, off: 0.06 },
  { from: 100, off: 0.1 },
  { from: 500, off: 0.15 },
];
export const ABRASIVE_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 100, off: 0.06 },
  { from: 250, off: 0.1 },
  { from: 500, off: 0.14 },
];
/** Approving several welders in one session costs less per welder. */
export const GROUP_SERVICE_BREAKS: readonly QuantityBreak[] = [
  { from: 1, off: 0 },
  { from: 5, off: 0.08 },
  { from: 10, off: 0.12 },
];

export const DEFAULT_BREAKS: Record<ProductType, readonly QuantityBreak[]> = {
  equipment: SINGLE_BREAK,
  consumable: CONSUMABLE_BREAKS,
  accessory: [
    { from: 1, off: 0 },
    { from: 10, off: 0.05 },
  ],
  service: SINGLE_BREAK,
};

/** Decimal in the Catalan and Spanish way: 1.2 → "1,2". */
export const dc = (value: number, digits = 1) => value.toFixed(digits).replace('.', ',');
/** Decimal in the English way: 1.2 → "1.2". */
export const de = (value: number, digits = 1) => value.toFixed(digits);

export const names = (ca: string, es: string, en: string): Names => ({ ca, es, en });
