// The names of every attribute value (a few hundred rows), kept in memory per instance. A
// product's details name its attribute values by id and the names are joined here: building the
// names, in three languages, into each product's JSON was most of the cost of a page's details
// query in the database (docs/performance.md).
//
// How fresh: the dictionary lives as long as the search caches (SEARCH_CACHE_SECONDS; read on
// every use when they are off), is emptied with them when a synchronisation ends on this instance,
// and is read again at once when a product names a value it does not hold (a value the ERP added
// since it was read).
import type { AttributeValueRow } from './catalogue-repository.ts';
import type { SearchCache } from './search-cache.ts';

/** The values by id, each with its place in the order a product lists its attributes. */
export type AttributeValues = Map<number, { rank: number; value: AttributeValueRow }>;

export class AttributeDictionary {
  constructor(
    private readonly read: () => Promise<AttributeValueRow[]>,
    private readonly cache: SearchCache<AttributeValues>,
  ) {}

  /** The dictionary as held, read when it is not (or too old). */
  current(): Promise<AttributeValues> {
    return this.cache.getOrLoad('values', async () => {
      const rows = await this.read();
      return new Map(rows.map((value, rank) => [value.idValor, { rank, value }]));
    });
  }

  /**
   * A dictionary holding every one of `ids`: `held` (read beside the products that name them), or,
   * when it lacks one, the dictionary read again.
   */
  async covering(ids: Iterable<number>, held: AttributeValues): Promise<AttributeValues> {
    for (const id of ids) {
      if (!held.has(id)) {
        this.cache.clear();
        return this.current();
      }
    }
    return held;
  }
}

/**
 * The values of `ids` in the attributes' order. A value deleted since the product was read is
 * left out (its link to the product went with it).
 */
export function valuesOf(ids: readonly number[] | null, dictionary: AttributeValues): AttributeValueRow[] {
  if (!ids) return [];
  return ids
    .flatMap((id) => dictionary.get(id) ?? [])
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.value);
}
