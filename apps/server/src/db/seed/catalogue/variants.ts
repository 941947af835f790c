// Variants of a hand-written product for benchmark-sized catalogues: the same family, kind,
// attributes and breaks, with a code, brand, range and price of their own.
import { foldForSearch, productSearchText } from '../../../modules/catalogue/search-text.ts';
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

const foldedNames = new Map<string, string>();
const foldOnce = (text: string) => {
  let folded = foldedNames.get(text);
  if (folded === undefined) foldedNames.set(text, (folded = foldForSearch(text)));
  return folded;
};

/**
 * `productSearchText` of the product. Folding is most of the generator's time at benchmark
 * sizes, so a variant reuses the fold of its draft's names and folds only its own code and
 * suffix: folding works word by word, so the pieces joined by a space give the same text (the
 * tests compare both on a sample of variants).
 */
export function searchTextOf({ draft, suffix, base }: Variant): string {
  if (!suffix)
    return productSearchText({ codigo: draft.codigo, nombre: draft.nombres.es, nombres: draft.nombres });
  const parts = [foldForSearch(draft.codigo)];
  // Same order and de-duplication as productSearchText: nombre (es), then ca, es, en.
  const seen = new Set<string>();
  for (const lang of ['es', 'ca', 'en'] as const) {
    if (seen.has(draft.nombres[lang])) continue;
    seen.add(draft.nombres[lang]);
    parts.push(`${foldOnce(base.nombres[lang])} ${foldOnce(suffix[lang])}`);
  }
  return parts.join(' ');
}
