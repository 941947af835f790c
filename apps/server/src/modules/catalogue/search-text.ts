// How product text is folded for search, used both when a product is written and when a query
// is read, so that "Électrode", "electrode" and "ELECTRODE" meet.

/** Lower case, accents removed (NFD + strip combining marks), punctuation to spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.,/+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `search_text` column of a product: its code and every name it has. */
export function productSearchText(product: {
  codigo: string;
  nombre: string;
  nombres?: Record<string, string | undefined>;
}): string {
  const names = new Set([
    product.nombre,
    ...Object.values(product.nombres ?? {}).filter((n): n is string => !!n),
  ]);
  return foldForSearch([product.codigo, ...names].join(' '));
}
