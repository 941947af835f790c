// Variants of a hand-written product for benchmark-sized catalogues: the same family, kind,
// attributes and breaks, with a code, brand, range and price of their own. (The portal folds
// names for its search itself; the ERP only sends them.)
import { RANGES } from './attributes.ts';
import { familyOf } from './families.ts';
import { names, type Names, type ProductDraft } from './product-draft.ts';
import type { Random } from './random.ts';

const VARIANT_WORD: Names = names('sèrie', 'serie', 'series');

export interface Variant {
  draft: ProductDraft;
  /** What the variant adds to the draft's names; null for the draft itself. */
  suffix: Names | null;
  base: ProductDraft;
}

/** A variant keeps the product's shape (family, kind, attributes, breaks) with its own code, brand and price. */
export function variantOf(draft: ProductDraft, variant: number, random: Random): Variant {
  if (variant === 0) return { draft, suffix: null, base: draft };
  const family = familyOf(draft.codigoSubfamilia);
  const brand = family.brands.length > 0 ? family.brands[variant % family.brands.length]! : undefined;
  const attributes = { ...draft.attributes };
  if (brand && attributes.brand) attributes.brand = brand;
  if (attributes.range)
    attributes.range =
      RANGES[(variant + RANGES.indexOf(attributes.range as (typeof RANGES)[number])) % RANGES.length]!;
  const label = (lang: keyof Names) => `(${brand ? `${brand}, ` : ''}${VARIANT_WORD[lang]} ${variant})`;
  const suffix = names(label('ca'), label('es'), label('en'));
  return {
    draft: {
      ...draft,
      // Base-36 keeps the suffix short at 100k+ products; "-V" never ends a hand-written code.
      codigo: `${draft.codigo}-V${variant.toString(36).toUpperCase()}`,
      nombres: names(
        `${draft.nombres.ca} ${suffix.ca}`,
        `${draft.nombres.es} ${suffix.es}`,
        `${draft.nombres.en} ${suffix.en}`,
      ),
      price: draft.price * (0.85 + random.next() * 0.35),
      attributes,
    },
    suffix,
    base: draft,
  };
}
