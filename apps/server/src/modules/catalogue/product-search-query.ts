// The SQL of the product search: which products match a query and filters, in which order.
// Text matching, so a buyer finds a product however they type it:
//   - exact: a code prefix (`TIP-M6` finds `TIP-M6-10`, text_pattern_ops index) or every word of
//     the query as a word prefix in any order (`6013 rutil`, full-text on a GIN index);
//   - fuzzy, only when nothing matches exactly: a close spelling (`electrdo`), trigram word
//     similarity on a GIN index. Scoring similarity is the costly part of a search, and it only
//     helps when the exact matchers found nothing.
// Ranking: exact code, then code prefix, then full-text rank (or similarity for fuzzy matches).
import { sql, type SQL } from 'drizzle-orm';
import { priceSortColumn } from './price-sort-keys.ts';
import { foldForSearch } from './search-text.ts';

import type { ProductSortField as SortField, SortDirection } from '@portal/domain/catalogue';

export type { SortField, SortDirection };

export interface ProductFilters {
  queryString?: string | undefined;
  codigoFamilia?: string | undefined;
  codigoSubfamilia?: string | undefined;
  idAtributo?: number | undefined;
  idValor?: number | undefined;
  tipo?: string | undefined;
}

export interface ParsedText {
  /** `exact` first; the repository repeats a search with no exact match as `fuzzy`. */
  mode: 'exact' | 'fuzzy';
  folded: string;
  codePrefix: string;
  tsQuery: string | null;
}

/** Trigram similarity only helps from three characters on; below that it matches noise. */
export function fuzzyVariant(text: ParsedText | null): ParsedText | null {
  return text && text.mode === 'exact' && text.folded.length >= 3 ? { ...text, mode: 'fuzzy' } : null;
}

/** Splits the query into what each matcher needs; null when nothing searchable is left. */
export function parseText(queryString: string | undefined): ParsedText | null {
  const folded = foldForSearch(queryString ?? '');
  if (!folded) return null;
  const words = folded
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return {
    mode: 'exact',
    folded,
    codePrefix: (queryString ?? '').trim().toUpperCase(),
    // Prefix match per word; the words are reduced to letters and digits, so no tsquery syntax
    // from the user ever reaches to_tsquery.
    tsQuery: words.length ? words.map((word) => `${word}:*`).join(' & ') : null,
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function whereClause(filters: ProductFilters, text: ParsedText | null): SQL {
  const conditions: SQL[] = [sql`p.activo`];
  if (filters.codigoFamilia) conditions.push(sql`p.codigo_familia = ${filters.codigoFamilia}`);
  if (filters.codigoSubfamilia) conditions.push(sql`p.codigo_subfamilia = ${filters.codigoSubfamilia}`);
  if (filters.tipo) conditions.push(sql`p.tipo = ${filters.tipo}`);
  if (filters.idValor !== undefined) {
    conditions.push(
      sql`exists (select 1 from producto_atributos pa where pa.producto_id = p.id and pa.id_valor = ${filters.idValor})`,
    );
  } else if (filters.idAtributo !== undefined) {
    conditions.push(sql`exists (select 1 from producto_atributos pa join atributo_valores av on av.id_valor = pa.id_valor
      where pa.producto_id = p.id and av.id_atributo = ${filters.idAtributo})`);
  }
  if (text?.mode === 'exact') {
    const matchers: SQL[] = [sql`p.codigo like ${escapeLike(text.codePrefix) + '%'}`];
    if (text.tsQuery) matchers.push(sql`p.search_vector @@ to_tsquery('simple', ${text.tsQuery})`);
    conditions.push(sql`(${sql.join(matchers, sql` or `)})`);
  } else if (text?.mode === 'fuzzy') {
    conditions.push(sql`${text.folded} <% p.search_text`);
  }
  return sql.join(conditions, sql` and `);
}

/** The name sort key column of a language (see the schema: folded, collation-independent). */
function nameKey(language: 'ca' | 'es' | 'en'): SQL {
  return sql.raw(`p.sort_${language} collate "C"`);
}

export function orderClause(
  sort: { field: SortField; direction: SortDirection } | undefined,
  text: ParsedText | null,
  prices: { idLista: number },
  language: 'ca' | 'es' | 'en',
): SQL {
  const dir = sort?.direction === 'desc' ? sql`desc` : sql`asc`;
  if (sort?.field === 'price')
    return sql`${sql.raw(priceSortColumn(prices.idLista))} ${dir} nulls last, p.id ${dir}`;
  if (sort?.field === 'name') return sql`${nameKey(language)} ${dir}, p.id ${dir}`;
  if (sort?.field === 'reference') return sql`p.codigo ${dir}`;
  if (text?.mode === 'fuzzy') return sql`word_similarity(${text.folded}, p.search_text) desc, p.codigo`;
  if (text) {
    const tsRank = text.tsQuery
      ? sql`ts_rank(p.search_vector, to_tsquery('simple', ${text.tsQuery}))`
      : sql`0`;
    return sql`case when p.codigo = ${text.codePrefix} then 0 when p.codigo like ${escapeLike(text.codePrefix) + '%'} then 1 else 2 end,
      ${tsRank} desc, p.codigo`;
  }
  return sql`${nameKey(language)} asc, p.id`;
}
