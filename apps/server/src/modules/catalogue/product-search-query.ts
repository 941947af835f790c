// The SQL of the product search: which products match a query and filters, in which order.
// Text matching, so a buyer finds a product however they type it:
//   - exact: a code prefix (`TIP-M6` finds `TIP-M6-10`, text_pattern_ops index) or every word of
//     the query, or one of its trade-word translations (search-synonyms.ts), as a word prefix in
//     any order (`fil acer`, `6013 rutil`; full-text on a GIN index). The words are searched in
//     the product's code and names (weight A of `search_vector`) and in the names of its family
//     and subfamily (weight B), in every language;
//   - fuzzy, only when nothing matches exactly: a close spelling (`electrdo`), trigram word
//     similarity on a GIN index. Scoring similarity is the costly part of a search, and it only
//     helps when the exact matchers found nothing.
// Relevance (a text search without another sort), decisions.md "Search ranking":
//   1. the exact code, then a code prefix;
//   2. where and how each word matched, summed over the words: in the family or subfamily names
//      (the buyer named the kind of product) 8 as typed, 4 as a translation, 2 as a prefix; in the
//      product's code and names 6 as typed, 1 as a translation;
//   3. equally relevant products in the catalogue's own order (family, then subfamily);
//   4. how close the product's name in the buyer's language is to the query (trigram
//      similarity), then the code.
import { sql, type SQL } from 'drizzle-orm';
import { priceSortColumn } from './price-sort-keys.ts';
import { formsOf, type WordForms } from './search-synonyms.ts';
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
  /** Each word of the query with its forms; empty when nothing but punctuation was typed. */
  words: WordForms[];
}

/** Trigram similarity only helps from three characters on; below that it matches noise. */
export function fuzzyVariant(text: ParsedText | null): ParsedText | null {
  return text && text.mode === 'exact' && text.folded.length >= 3 ? { ...text, mode: 'fuzzy' } : null;
}

/**
 * The words of a query as the product side splits its text (`productos_derived_update` in the
 * migrations): at anything that is not a letter or a digit, so `MIG/MAG`, `E71T-1` and `1,2`
 * are two words each on both sides.
 */
export function searchWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{Nd}]+/u).filter(Boolean);
}

/** Splits the query into what each matcher needs; null when nothing searchable is left. */
export function parseText(queryString: string | undefined): ParsedText | null {
  const folded = foldForSearch(queryString ?? '');
  if (!folded) return null;
  return {
    mode: 'exact',
    folded,
    codePrefix: (queryString ?? '').trim().toUpperCase(),
    words: [...new Set(searchWords(folded))].map(formsOf),
  };
}

// tsquery text built from the words alone: they hold letters and digits only, so nothing a user
// types can reach the tsquery syntax. The weight letters are those of `search_vector`.
const anyOf = (forms: string[], suffix: string) => forms.map((form) => `'${form}':${suffix}`).join(' | ');

/** Every word, as one of its forms or a prefix of one (the match). */
function matchQuery(words: WordForms[]): string {
  return words.map((word) => `(${anyOf([...word.typed, ...word.synonyms], '*')})`).join(' & ');
}

/**
 * How one word matched a product: where (the family or subfamily names, the kind of product the
 * buyer named; the product's own code and names) plus how (as typed, or a translation). A word in
 * both places scores both, so an electrode filed under electrodes beats a machine filed under
 * "MMA (electrode)".
 */
function wordScore(word: WordForms): SQL {
  const all = [...word.typed, ...word.synonyms];
  const inKind: [string, number][] = [[anyOf(word.typed, 'B'), 8]];
  const inName: [string, number][] = [[anyOf(word.typed, 'A'), 6]];
  if (word.synonyms.length > 0) {
    inKind.push([anyOf(word.synonyms, 'B'), 4]);
    inName.push([anyOf(word.synonyms, 'A'), 1]);
  }
  inKind.push([anyOf(all, '*B'), 2]);
  const points = (levels: [string, number][]) =>
    sql`case ${sql.join(
      levels.map(
        ([query, score]) => sql`when p.search_vector @@ ${query}::tsquery then ${sql.raw(String(score))}`,
      ),
      sql` `,
    )} else 0 end`;
  return sql`${points(inKind)} + ${points(inName)}`;
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
    if (text.words.length > 0) matchers.push(sql`p.search_vector @@ ${matchQuery(text.words)}::tsquery`);
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

/** Whether the order needs the family and subfamily rows (`rankedFrom`): relevance of exact text. */
export function ranksByRelevance(
  sort: { field: SortField; direction: SortDirection } | undefined,
  text: ParsedText | null,
): boolean {
  return !sort && text?.mode === 'exact';
}

/** The FROM of a page query: the products, with their family and subfamily when relevance needs them. */
export function fromClause(
  sort: { field: SortField; direction: SortDirection } | undefined,
  text: ParsedText | null,
): SQL {
  return ranksByRelevance(sort, text)
    ? sql`productos p left join familias f on f.codigo = p.codigo_familia
        left join subfamilias s on s.codigo = p.codigo_subfamilia`
    : sql`productos p`;
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
    if (text.words.length === 0) return sql`${codeRank(text)}, p.codigo`;
    const keys = relevanceKeys(text, language);
    return sql`${keys.code}, ${keys.score} desc, ${keys.family}, ${keys.subfamily}, ${keys.closeness} desc, p.codigo`;
  }
  return sql`${nameKey(language)} asc, p.id`;
}

function codeRank(text: ParsedText): SQL {
  return sql`case when p.codigo = ${text.codePrefix} then 0 when p.codigo like ${escapeLike(text.codePrefix) + '%'} then 1 else 2 end`;
}

/** After the last family or subfamily, as `nulls last` would put a product without one. */
const LAST = 2_147_483_647;

/** The relevance order's keys (needs `fromClause`'s f and s), cheapest first. */
function relevanceKeys(text: ParsedText, language: 'ca' | 'es' | 'en') {
  return {
    code: codeRank(text),
    score: sql.join(text.words.map(wordScore), sql` + `),
    family: sql`coalesce(f.orden, ${sql.raw(String(LAST))})`,
    subfamily: sql`coalesce(s.orden, ${sql.raw(String(LAST))})`,
    closeness: sql`similarity(${text.folded}, ${sql.raw(`p.sort_${language}`)})`,
  };
}

/**
 * Whether a page's query gathers every match anyway (by relevance: relevancePageQuery keeps them
 * all to find the page's cut): it then answers the search's total with its rows, and the count,
 * which would find every match again, is not run (catalogue-repository.ts). A text search costs the
 * database markedly less that way. Not a search by
 * closeness of spelling: a count over its rows (a window) keeps PostgreSQL from sharing that scan
 * among parallel workers, which makes the page far slower on a large catalogue.
 */
export function pageCountsMatches(
  sort: { field: SortField; direction: SortDirection } | undefined,
  text: ParsedText | null,
): boolean {
  return ranksByRelevance(sort, text) && text !== null && text.words.length > 0;
}

/**
 * The ids of one page of a search, in its order: the id only, so a deep page can be an index-only
 * scan; by relevance (pageCountsMatches), with the search's total in every row (`total`).
 */
export function pageQuery(
  filters: ProductFilters,
  text: ParsedText | null,
  options: {
    offset: number;
    limit: number;
    sort?: { field: SortField; direction: SortDirection } | undefined;
    idLista: number;
    language: 'ca' | 'es' | 'en';
  },
): SQL {
  const where = whereClause(filters, text);
  if (text && pageCountsMatches(options.sort, text)) return relevancePageQuery(where, text, options);
  const order = orderClause(options.sort, text, { idLista: options.idLista }, options.language);
  return sql`select p.id from ${fromClause(options.sort, text)} where ${where} order by ${order} limit ${options.limit} offset ${options.offset}`;
}

/**
 * A page by relevance, in the order of orderClause, with the costly last key computed for few
 * rows: a broad word ("mig", a quarter of the catalogue) made the database compute the trigram
 * similarity of every match, the largest part of the query (docs/performance.md). The cheap keys
 * are computed once per match; the page's last row fixes the cut, and only the matches at or
 * before it (ties included) have their similarity computed and are sorted on it.
 */
function relevancePageQuery(
  where: SQL,
  text: ParsedText,
  options: { offset: number; limit: number; language: 'ca' | 'es' | 'en' },
): SQL {
  const keys = relevanceKeys(text, options.language);
  return sql`with m as materialized (
      select p.id, p.codigo, ${sql.raw(`p.sort_${options.language}`)} as name,
        ${keys.code} as c, ${keys.score} as r, ${keys.family} as fo, ${keys.subfamily} as so
      from ${fromClause(undefined, text)} where ${where}),
    cut as (select c, r, fo, so from m order by c, r desc, fo, so limit 1 offset ${options.offset + options.limit - 1})
    select m.id, (select count(*) from m) as total from m left join cut on true
    where cut.c is null or (m.c, -m.r, m.fo, m.so) <= (cut.c, -cut.r, cut.fo, cut.so)
    order by m.c, m.r desc, m.fo, m.so, similarity(${text.folded}, m.name) desc, m.codigo
    limit ${options.limit} offset ${options.offset}`;
}

/** How many products a search finds. */
export function countQuery(filters: ProductFilters, text: ParsedText | null): SQL {
  return sql`select count(*) as total from productos p where ${whereClause(filters, text)}`;
}

/**
 * The first `upTo` ids a search finds, in its order, as one comma-separated text: what a deep
 * page is sliced from (catalogue-repository.ts) instead of walking its offset. ARRAY(subquery)
 * keeps the subquery's order.
 */
export function orderedIdsQuery(
  filters: ProductFilters,
  text: ParsedText | null,
  options: {
    sort?: { field: SortField; direction: SortDirection } | undefined;
    idLista: number;
    language: 'ca' | 'es' | 'en';
    upTo: number;
  },
): SQL {
  const where = whereClause(filters, text);
  const order = orderClause(options.sort, text, { idLista: options.idLista }, options.language);
  return sql`select array_to_string(array(select p.id from ${fromClause(options.sort, text)} where ${where}
    order by ${order} limit ${options.upTo}), ',') as ids`;
}

/** What the order of a search depends on besides its filters and text: the key of its order. */
export function orderKey(
  sort: { field: SortField; direction: SortDirection } | undefined,
  text: ParsedText | null,
  options: { idLista: number; language: 'ca' | 'es' | 'en' },
): string {
  if (sort?.field === 'price') return `price ${sort.direction} ${priceSortColumn(options.idLista)}`;
  if (sort?.field === 'name') return `name ${sort.direction} ${options.language}`;
  if (sort?.field === 'reference') return `reference ${sort.direction}`;
  return text ? `relevance ${options.language}` : `name asc ${options.language}`;
}
