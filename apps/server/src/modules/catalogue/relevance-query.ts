// The page of a text search ordered by relevance (decisions.md "Search ranking"). A search reads at
// most TEXT_SEARCH_LIMIT + 1 of its matches (@portal/domain/catalogue): with no more than the limit
// (most searches) they are all of them, and each is scored in full, so the order is the ranking's
// exactly. With more, the first ones the full-text index hands over are an arbitrary sample, and
// the matches the ranking puts first could be missing from it: the products whose code starts with
// what was typed, and those in a family or subfamily whose names the words reach (the heaviest part
// of the score). Those are read too, up to the limit, and the limit's worth of candidates is taken
// in an order of keys read from the row and the small family and subfamily tables alone — the
// code's rank, the points the words earn in the family and subfamily names, the catalogue's order,
// the id — then scored and ordered by the ranking's own keys.
import { sql, type SQL } from 'drizzle-orm';
import { TEXT_SEARCH_LIMIT } from '@portal/domain/catalogue';
import type { WordForms } from './search-synonyms.ts';

/** After the last family or subfamily, as `nulls last` would put a product without one. */
const LAST = 2_147_483_647;

// tsquery text built from the words alone: they hold letters and digits only, so nothing a user
// types can reach the tsquery syntax. The weight letters are those of `search_vector`.
const anyOf = (forms: string[], suffix: string) =>
  forms.map((form) => `'${form}':${suffix}`).join(' | ');

/** The first of `levels` (tsquery, points) that `vector` matches, else 0. */
function points(vector: SQL, levels: [string, number][]): SQL {
  return sql`case ${sql.join(
    levels.map(([query, score]) => sql`when ${vector} @@ ${query}::tsquery then ${sql.raw(String(score))}`),
    sql` `,
  )} else 0 end`;
}

/**
 * What a word earns where it names the kind of product (weight B: the family and subfamily
 * names): 8 as typed, 4 as a translation, 2 as a prefix of either.
 */
function kindPoints(word: WordForms, vector: SQL): SQL {
  const levels: [string, number][] = [[anyOf(word.typed, 'B'), 8]];
  if (word.synonyms.length > 0) levels.push([anyOf(word.synonyms, 'B'), 4]);
  levels.push([anyOf([...word.typed, ...word.synonyms], '*B'), 2]);
  return points(vector, levels);
}

/** What a word earns in the product's own code and names (weight A): 6 as typed, 1 as a translation. */
function namePoints(word: WordForms): SQL {
  const levels: [string, number][] = [[anyOf(word.typed, 'A'), 6]];
  if (word.synonyms.length > 0) levels.push([anyOf(word.synonyms, 'A'), 1]);
  return points(sql`p.search_vector`, levels);
}

/**
 * A family's or subfamily's names (alias `table`) as the product trigger writes them into the
 * product's vector (migration 0012: weight B, folded, split at anything not a letter or digit).
 */
function kindVector(table: 'f' | 's'): SQL {
  return sql.raw(`setweight(to_tsvector('simple', regexp_replace(lower(unaccent(concat_ws(' ', ${table}.nombre,
    ${table}.nombres->>'ca', ${table}.nombres->>'es', ${table}.nombres->>'en'))), '[^[:alnum:]]+', ' ', 'g')), 'B')`);
}

export interface RelevanceQuery {
  /** The search's WHERE on `productos p` (product-search-query.ts whereClause). */
  where: SQL;
  /** 0 for the exact code, 1 for a code prefix, 2 otherwise, on `p`. */
  codeRank: SQL;
  /** Whether `p`'s code starts with what was typed. */
  codeMatch: SQL;
  folded: string;
  words: WordForms[];
  language: 'ca' | 'es' | 'en';
}

/**
 * The ranked rows of a search, as CTEs for the selects below: `m` (up to the limit + 1 matches,
 * narrow), `candidates` (the matches scored in full: all of `m` when it holds no more than the
 * limit), and `scored` (the candidates with every key of the ranking).
 *
 * With more matches than the limit, `more` adds those the sample may have missed (a code prefix,
 * a family or subfamily the words name: on the code, family and subfamily indexes), and `kind`
 * gives each of `pool`'s rows the words' points in its family and subfamily names with the
 * catalogue's order. A word's points in the kind are the highest it earns in the family's or the
 * subfamily's names: the product's vector holds both, and a word's levels are tried best first.
 * They are computed once per family and subfamily (`fk`, `sk`), not per product, and only when
 * there are more matches than the limit (a one-time filter).
 * The candidates' rows are read again by their ids as an array: joined, the planner cannot tell
 * how few they are and may read the whole table to score them.
 */
function rankedCtes(query: RelevanceQuery): SQL {
  const kindArray = (table: 'f' | 's') => {
    const vector = kindVector(table);
    return sql`array[${sql.join(
      query.words.map((word) => kindPoints(word, vector)),
      sql`, `,
    )}]`;
  };
  const kind = sql.join(
    query.words.map((_, index) => sql.raw(`coalesce(greatest(fk.k[${index + 1}], sk.k[${index + 1}]), 0)`)),
    sql` + `,
  );
  const score = sql.join(
    query.words.map((word) => sql`${kindPoints(word, sql`p.search_vector`)} + ${namePoints(word)}`),
    sql` + `,
  );
  const last = sql.raw(String(LAST));
  const limit = sql.raw(String(TEXT_SEARCH_LIMIT));
  const overLimit = sql`(select count(*) from m) > ${limit}`;
  // A materialized CTE is read as far as its readers ask, and planned as if read whole: `hits` is
  // found on the full-text index and only its first rows are read from the table. With the limit
  // in the same select, the planner walks the table instead, testing every row's vector.
  return sql`hits as materialized (
      select p.id, ${query.codeRank} as c, p.codigo_familia, p.codigo_subfamilia from productos p
      where ${query.where}),
    m as materialized (select * from hits limit ${sql.raw(String(TEXT_SEARCH_LIMIT + 1))}),
    fk as materialized (select f.codigo, f.orden, ${kindArray('f')} as k from familias f),
    sk as materialized (select s.codigo, s.orden, ${kindArray('s')} as k from subfamilias s),
    more_hits as materialized (
      select p.id, ${query.codeRank} as c, p.codigo_familia, p.codigo_subfamilia from productos p
      where ${overLimit} and ${query.where} and (${query.codeMatch}
        or p.codigo_familia = any(array(select codigo from fk where 0 < any(k)))
        or p.codigo_subfamilia = any(array(select codigo from sk where 0 < any(k))))),
    more as (select * from more_hits limit ${limit}),
    pool as (select * from m where ${overLimit} union select * from more),
    kind as (
      select pool.id, pool.c, ${kind} as k, coalesce(fk.orden, ${last}) as fo, coalesce(sk.orden, ${last}) as so
      from pool left join fk on fk.codigo = pool.codigo_familia left join sk on sk.codigo = pool.codigo_subfamilia),
    candidates as materialized (
      select m.id from m where not ${overLimit}
      union all
      (select kind.id from kind order by kind.c, kind.k desc, kind.fo, kind.so, kind.id limit ${limit})),
    scored as materialized (
      select p.id, ${query.codeRank} as c, ${score} as r, coalesce(f.orden, ${last}) as fo,
        coalesce(s.orden, ${last}) as so, p.codigo, ${sql.raw(`p.sort_${query.language}`)} as name
      from productos p left join familias f on f.codigo = p.codigo_familia
        left join subfamilias s on s.codigo = p.codigo_subfamilia
      where p.id = any(array(select id from candidates)))`;
}

/**
 * One page by relevance, within the limit, with the search's total (up to the limit + 1) in every
 * row (`total`). The trigram similarity (the last key but the code) is computed only for the
 * candidates at or before the page's cut (its last row by the other keys, ties included).
 */
export function relevancePageQuery(query: RelevanceQuery, options: { offset: number; limit: number }): SQL {
  const end = options.offset + options.limit;
  return sql`with ${rankedCtes(query)},
    cut as (select c, r, fo, so from scored order by c, r desc, fo, so limit 1 offset ${end - 1})
    select s.id, (select count(*) from m) as total from scored s left join cut on true
    where cut.c is null or (s.c, -s.r, s.fo, s.so) <= (cut.c, -cut.r, cut.fo, cut.so)
    order by s.c, s.r desc, s.fo, s.so, similarity(${query.folded}, s.name) desc, s.codigo
    limit ${options.limit} offset ${options.offset}`;
}

/** Every id the search lists (up to the limit), in the relevance order. */
export function relevanceOrderQuery(query: RelevanceQuery): SQL {
  return sql`with ${rankedCtes(query)}
    select s.id from scored s
    order by s.c, s.r desc, s.fo, s.so, similarity(${query.folded}, s.name) desc, s.codigo`;
}

/**
 * The products the search lists (the candidates) in another order (`order`, on `p`): with `page`,
 * that page with the search's total in every row; without, every id.
 */
export function listedInOrderQuery(query: RelevanceQuery, order: SQL, page?: SQL): SQL {
  return sql`with ${rankedCtes(query)}
    select p.id${page ? sql`, (select count(*) from m) as total` : sql``} from productos p
    where p.id = any(array(select id from candidates))
    order by ${order} ${page ?? sql``}`;
}

/** `with` and the ranked CTEs, for a select of its own over `candidates` (the products listed). */
export function relevanceCtes(query: RelevanceQuery): SQL {
  return sql`with ${rankedCtes(query)}`;
}
