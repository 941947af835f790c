// The SQL of the product search: which products match a query and filters, in which order.
// Text matching, so a buyer finds a product however they type it:
//   - exact: a code prefix (`TIP-M6` finds `TIP-M6-10`: by its words, or on the text_pattern_ops
//     index when nothing but a code's punctuation was typed) or every word of the query, or one of
//     its trade-word translations (search-synonyms.ts), as a word prefix in any order (`fil acer`,
//     `6013 rutil`; full-text on a GIN index). The words are searched in
//     the product's code and names (weight A of `search_vector`) and in the names of its family
//     and subfamily (weight B), in every language;
//   - fuzzy, only when nothing matches exactly: a close spelling (`electrdo`), trigram word
//     similarity on a GIN index. Scoring similarity is the costly part of a search, and it only
//     helps when the exact matchers found nothing.
// A text search reads at most TEXT_SEARCH_LIMIT (+1) of its matches, whatever its order: its total
// is exact up to the limit and "more than" past it, and its pages stop there.
// Relevance (a text search without another sort), decisions.md "Search ranking", computed in
// full for those matches (relevance-query.ts says which they are when there are more):
//   1. the exact code, then a code prefix;
//   2. where and how each word matched, summed over the words: in the family or subfamily names
//      (the buyer named the kind of product) 8 as typed, 4 as a translation, 2 as a prefix; in the
//      product's code and names 6 as typed, 1 as a translation;
//   3. equally relevant products in the catalogue's own order (family, then subfamily);
//   4. how close the product's name in the buyer's language is to the query (trigram
//      similarity), then the code.
import { sql, type SQL } from 'drizzle-orm';
import { TEXT_SEARCH_LIMIT } from '@portal/domain/catalogue';
import { priceSortColumn } from './price-sort-keys.ts';
import {
  listedInOrderQuery,
  relevanceCtes,
  relevanceOrderQuery,
  relevancePageQuery,
  type RelevanceQuery,
} from './relevance-query.ts';
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
  /**
   * For the words' forms, the catalogue's whole words each begins (wholeWordsQuery), when they are
   * no more than WHOLE_WORDS_PER_PREFIX; a form without them is matched as a prefix.
   */
  wholeWords?: ReadonlyMap<string, readonly string[]>;
}

/**
 * A form that begins more of the catalogue's words than this is matched as a prefix. The
 * full-text index reads every word a prefix reaches in full before it combines the query's words,
 * which for a common one ("soldadura", "welding") is most of a search's cost; it finds whole words
 * by skipping through them from the rarest. A short prefix ("1", "de") begins hundreds of words, and
 * is left to the index.
 */
export const WHOLE_WORDS_PER_PREFIX = 50;

/** Every form of the text's words, each once (what wholeWordsQuery looks up). */
export function textForms(text: ParsedText): string[] {
  return [...new Set(text.words.flatMap((word) => [...word.typed, ...word.synonyms]))];
}

/**
 * For each form, the words of the products' search vectors (`search_lexemes`) it begins, up to
 * one more than WHOLE_WORDS_PER_PREFIX, in order; the range is the prefix's under the index's
 * byte order (chr(1114111) is the last character).
 */
export function wholeWordsQuery(forms: string[]): SQL {
  return sql`select form, array(select lexeme from search_lexemes
      where lexeme ~>=~ form and lexeme ~<~ (form || chr(1114111))
      order by lexeme limit ${WHOLE_WORDS_PER_PREFIX + 1}) as words
    from unnest(array[${sql.join(
      forms.map((form) => sql`${form}`),
      sql`, `,
    )}]::text[]) form`;
}

/** The text with the whole words its forms begin (`rows` of wholeWordsQuery). */
export function withWholeWords(text: ParsedText, rows: { form: string; words: string[] }[]): ParsedText {
  const wholeWords = new Map<string, string[]>();
  for (const row of rows) {
    // Words hold letters and digits only (the vectors are split at anything else), so they are
    // safe in a tsquery's text; anything else keeps the prefix.
    if (row.words.length <= WHOLE_WORDS_PER_PREFIX && row.words.every((word) => WORD.test(word)))
      wholeWords.set(row.form, row.words);
  }
  return { ...text, wholeWords };
}

const WORD = /^[\p{L}\p{Nd}]+$/u;

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

/**
 * Every word, as one of its forms or a prefix of one (the match): a form's prefix as the whole
 * words it begins, where they are known (wholeWords).
 */
function matchQuery(text: ParsedText): string {
  const form = (value: string) => {
    const whole = text.wholeWords?.get(value);
    // A form that begins no word matches nothing either way.
    return whole && whole.length > 0 ? whole.map((word) => `'${word}'`).join(' | ') : `'${value}':*`;
  };
  return text.words.map((word) => `(${[...word.typed, ...word.synonyms].map(form).join(' | ')})`).join(' & ');
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
    // A code prefix's words are the code's own words, the last one as a prefix, and a product's
    // vector holds its code's words (`search_text` starts with the code): whatever a code prefix
    // finds, its words find too. Asked as an OR, PostgreSQL tested every word match's vector again
    // on its row, most of a broad search's cost; the code only ranks (codeRank).
    conditions.push(
      text.words.length > 0
        ? sql`p.search_vector @@ ${matchQuery(text)}::tsquery`
        : sql`p.codigo like ${escapeLike(text.codePrefix) + '%'}`,
    );
  } else if (text?.mode === 'fuzzy') {
    conditions.push(sql`p.search_text %> ${text.folded}`);
  }
  return sql.join(conditions, sql` and `);
}

/** The name sort key column of a language (see the schema: folded, collation-independent). */
function nameKey(language: 'ca' | 'es' | 'en'): SQL {
  return sql.raw(`p.sort_${language} collate "C"`);
}

/**
 * The order of a search in a sort, by closeness of spelling, or of a code alone; words without a
 * sort are ordered by relevance (relevance-query.ts).
 */
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
  // Only punctuation and a code were typed: no word to rank by.
  if (text) return sql`${codeRank(text)}, p.codigo`;
  return sql`${nameKey(language)} asc, p.id`;
}

function codeMatch(text: ParsedText): SQL {
  return sql`p.codigo like ${escapeLike(text.codePrefix) + '%'}`;
}

function codeRank(text: ParsedText): SQL {
  return sql`case when p.codigo = ${text.codePrefix} then 0 when ${codeMatch(text)} then 1 else 2 end`;
}

function relevance(filters: ProductFilters, text: ParsedText, language: 'ca' | 'es' | 'en'): RelevanceQuery {
  return {
    where: whereClause(filters, text),
    codeRank: codeRank(text),
    codeMatch: codeMatch(text),
    folded: text.folded,
    words: text.words,
    language,
  };
}

/**
 * Whether a search's products are chosen by relevance (relevance-query.ts): exact text with words,
 * in any order. Its page's query then carries the search's total (up to TEXT_SEARCH_LIMIT + 1) in
 * its rows, and the count is not run (catalogue-repository.ts).
 */
export function pageCountsMatches(text: ParsedText | null): boolean {
  return text?.mode === 'exact' && text.words.length > 0;
}

/**
 * The ids of one page of a search, in its order: the id only, so a deep page can be an index-only
 * scan. A text search lists one set of products whatever its order (TEXT_SEARCH_LIMIT at most):
 * with words, those relevance-query.ts chooses, by relevance or sorted, with the search's total in
 * every row (`total`); by closeness of spelling, the closest of the first ones found. A sort then
 * orders that set rather than walking the order's index and testing every product on the way: the
 * planner cannot know where in that order the matches are, and a few hundred products of one kind
 * (all of one price range, or all named alike) made it walk most of the catalogue to find 15.
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
  const order = orderClause(options.sort, text, { idLista: options.idLista }, options.language);
  const page = sql`limit ${options.limit} offset ${options.offset}`;
  if (text && pageCountsMatches(text)) {
    const query = relevance(filters, text, options.language);
    return options.sort ? listedInOrderQuery(query, order, page) : relevancePageQuery(query, options);
  }
  const where = whereClause(filters, text);
  if (text?.mode === 'fuzzy') return sql`${closestSpellings(where)} ${inOrder(order)} ${page}`;
  return sql`select p.id from productos p where ${where} order by ${order} ${page}`;
}

/**
 * The products of a search by closeness of spelling, as `m`: the first TEXT_SEARCH_LIMIT the
 * trigram index hands over (read as far as that, as relevance-query.ts reads its matches). Scoring
 * every close spelling's similarity was most of a broad typo's cost.
 */
function closestSpellings(where: SQL): SQL {
  return sql`with hits as materialized (select p.id from productos p where ${where}),
    m as (select id from hits limit ${TEXT_SEARCH_LIMIT})`;
}

/** `m`'s products read again by id, in `order` (on `p`). */
function inOrder(order: SQL): SQL {
  return sql`select p.id from productos p where p.id = any(array(select id from m)) order by ${order}`;
}

/**
 * `listed (id)`, as the first CTE of a `with`: the products a text search lists, whatever their
 * order (pageQuery); null without text, where a search lists every match. What the filter panels
 * count, so that their counts add up to the list's total.
 */
export function listedCtes(filters: ProductFilters, text: ParsedText | null): SQL | null {
  if (!text) return null;
  if (pageCountsMatches(text))
    return sql`${relevanceCtes(relevance(filters, text, 'es'))}, listed as (select id from candidates)`;
  const where = whereClause(filters, text);
  if (text.mode === 'fuzzy') return sql`${closestSpellings(where)}, listed as (select id from m)`;
  return sql`with listed as (select p.id from productos p where ${where}
    order by ${orderClause(undefined, text, { idLista: 0 }, 'es')} limit ${TEXT_SEARCH_LIMIT})`;
}

/** How many products a search finds: with text, up to TEXT_SEARCH_LIMIT + 1 (more than it lists). */
export function countQuery(filters: ProductFilters, text: ParsedText | null): SQL {
  if (!text) return sql`select count(*) as total from productos p where ${whereClause(filters, text)}`;
  // Read as far as the limit (relevance-query.ts says why the matches are a materialized CTE).
  return sql`with hits as materialized (select from productos p where ${whereClause(filters, text)})
    select count(*) as total from (select from hits limit ${TEXT_SEARCH_LIMIT + 1}) m`;
}

/**
 * The first `upTo` ids a search finds (with text, TEXT_SEARCH_LIMIT at most), in its order, as one
 * comma-separated text: what a deep page is sliced from (catalogue-repository.ts) instead of
 * walking its offset. ARRAY(subquery) keeps the subquery's order.
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
  const order = orderClause(options.sort, text, { idLista: options.idLista }, options.language);
  const ids = (select: SQL) => sql`select array_to_string(array(${select}), ',') as ids`;
  if (text && pageCountsMatches(text)) {
    const query = relevance(filters, text, options.language);
    return ids(options.sort ? listedInOrderQuery(query, order) : relevanceOrderQuery(query));
  }
  const where = whereClause(filters, text);
  if (text?.mode === 'fuzzy') return sql`${closestSpellings(where)} ${ids(inOrder(order))}`;
  const upTo = text ? Math.min(options.upTo, TEXT_SEARCH_LIMIT) : options.upTo;
  return ids(sql`select p.id from productos p where ${where} order by ${order} limit ${upTo}`);
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
