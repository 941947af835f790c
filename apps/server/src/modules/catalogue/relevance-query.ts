// The page of a text search ordered by relevance (decisions.md "Search ranking"), with a bounded
// number of matches scored. Scoring a product reads its whole search vector and tests it against
// every word's forms; doing that for every match made a broad word ("series", "mig") cost as
// much as the catalogue is large. So the matches are first ordered by keys read from the row and
// from the small family and subfamily tables alone — the code's rank, the points the words earn
// in the product's family and subfamily names (the heaviest part of the score), the catalogue's
// order, the id — and only the first RANKED_CANDIDATES of that order are scored and ordered by
// the ranking's own keys. The matches past them follow in that cheaper order. With no more
// matches than that (most searches) the order is the ranking's exactly.
import { sql, type SQL } from 'drizzle-orm';
import type { WordForms } from './search-synonyms.ts';

/** How many matches of a search are scored in full; the rest follow in the cheaper order. */
export const RANKED_CANDIDATES = 1000;

/** After the last family or subfamily, as `nulls last` would put a product without one. */
const LAST = 2_147_483_647;

// tsquery text built from the words alone: they hold letters and digits only, so nothing a user
// types can reach the tsquery syntax. The weight letters are those of `search_vector`.
export const anyOf = (forms: string[], suffix: string) =>
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
  folded: string;
  words: WordForms[];
  language: 'ca' | 'es' | 'en';
}

/**
 * The ranked rows of a search, as CTEs for the selects below: `m` (every match, narrow),
 * `candidates` (the matches scored in full: all of them when they are few), `scored` (the
 * candidates with every key of the ranking), and `kind` (`k`, the words' points in the family
 * and subfamily names, with the catalogue's order) for `m`'s rows as the cheap order needs them.
 *
 * A word's points in the kind are the highest it earns in the family's or the subfamily's names:
 * the product's vector holds both, and a word's levels are tried best first. They are computed
 * once per family and subfamily, not per product, and only when there are more matches than
 * candidates (a one-time filter: with fewer, every match is scored and the cheap order is moot).
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
  return sql`m as materialized (
      select p.id, ${query.codeRank} as c, p.codigo_familia, p.codigo_subfamilia from productos p
      where ${query.where}),
    fk as materialized (select f.codigo, f.orden, ${kindArray('f')} as k from familias f),
    sk as materialized (select s.codigo, s.orden, ${kindArray('s')} as k from subfamilias s),
    kind as (
      select m.id, m.c, ${kind} as k, coalesce(fk.orden, ${last}) as fo, coalesce(sk.orden, ${last}) as so
      from m left join fk on fk.codigo = m.codigo_familia left join sk on sk.codigo = m.codigo_subfamilia),
    candidates as materialized (
      select m.id from m where (select count(*) from m) <= ${RANKED_CANDIDATES}
      union all
      (select kind.id from kind where (select count(*) from m) > ${RANKED_CANDIDATES}
        order by kind.c, kind.k desc, kind.fo, kind.so, kind.id limit ${RANKED_CANDIDATES})),
    scored as materialized (
      select p.id, ${query.codeRank} as c, ${score} as r, coalesce(f.orden, ${last}) as fo,
        coalesce(s.orden, ${last}) as so, p.codigo, ${sql.raw(`p.sort_${query.language}`)} as name
      from productos p left join familias f on f.codigo = p.codigo_familia
        left join subfamilias s on s.codigo = p.codigo_subfamilia
      where p.id = any(array(select id from candidates)))`;
}

/**
 * One page by relevance with the search's total in every row (`total`). Within the candidates,
 * the trigram similarity (the last key but the code) is computed only for the rows at or before
 * the page's cut (its last row by the other keys, ties included).
 */
export function relevancePageQuery(query: RelevanceQuery, options: { offset: number; limit: number }): SQL {
  const end = options.offset + options.limit;
  if (end > RANKED_CANDIDATES) return relevanceOrderQuery(query, { ...options, total: true });
  return sql`with ${rankedCtes(query)},
    cut as (select c, r, fo, so from scored order by c, r desc, fo, so limit 1 offset ${end - 1})
    select s.id, (select count(*) from m) as total from scored s left join cut on true
    where cut.c is null or (s.c, -s.r, s.fo, s.so) <= (cut.c, -cut.r, cut.fo, cut.so)
    order by s.c, s.r desc, s.fo, s.so, similarity(${query.folded}, s.name) desc, s.codigo
    limit ${options.limit} offset ${options.offset}`;
}

/**
 * Ids in the whole relevance order: the scored candidates, then every other match in the cheap
 * order (its `k` stands in the score's place, and no name or code breaks its ties but the id).
 * With `total`, every row carries the search's total.
 */
export function relevanceOrderQuery(
  query: RelevanceQuery,
  options: { offset: number; limit: number; total?: boolean },
): SQL {
  return sql`with ${rankedCtes(query)}
    select u.id${options.total ? sql`, (select count(*) from m) as total` : sql``} from (
      select s.id, 0 as part, s.c, s.r, s.fo, s.so, similarity(${query.folded}, s.name) as sim, s.codigo
      from scored s
      union all
      select kind.id, 1, kind.c, kind.k, kind.fo, kind.so, 0, '' from kind
      where kind.id not in (select id from candidates)
    ) u
    order by u.part, u.c, u.r desc, u.fo, u.so, u.sim desc, u.codigo, u.id
    limit ${options.limit} offset ${options.offset}`;
}
