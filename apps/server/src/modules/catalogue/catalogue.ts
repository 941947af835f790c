// The catalogue module as the composition root builds it once (app.ts): its service with this
// instance's search caches, and the cached whole answers of the search route. The routes, the
// pricing of carts and orders, and the caches' emptying after a synchronisation all share it.
import type { Db } from '../../db/client.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { CatalogueService } from './catalogue-service.ts';
import { SearchCache } from './search-cache.ts';
import { answerWeight, SearchResponses } from './search-responses.ts';

export interface Catalogue {
  service: CatalogueService;
  searchResponses: SearchResponses;
  /** Stops following catalogue changes (the app is closing). */
  close(): void;
}

export function createCatalogue(opts: {
  db: Db;
  searchCacheSeconds?: number | undefined;
  /** Check each search answer against the wire schema (off in production: search-responses.ts). */
  validateResponses?: boolean | undefined;
  catalogueChanges?: CatalogueChanges | undefined;
}): Catalogue {
  const ttlMs = (opts.searchCacheSeconds ?? 0) * 1000;
  // Every cache of this instance, so that a catalogue write empties them all.
  const caches: { clear(): void }[] = [];
  const kept = <T>(cache: SearchCache<T>) => (caches.push(cache), cache);
  // Orders of searches paged deep, as far as paged (DEEP_OFFSET): 64 MB, 4 bytes an id.
  const orders = new SearchCache<Int32Array>(ttlMs, {
    weigh: (ids) => ids.byteLength,
    maxWeight: 64 * 1024 * 1024,
  });
  const service = new CatalogueService(
    opts.db,
    kept(new SearchCache(ttlMs)),
    kept(new SearchCache(ttlMs)),
    kept(orders),
    kept(new SearchCache(ttlMs)),
    // A customer's promotions are a few rows; 20,000 customers' at most.
    kept(new SearchCache(ttlMs, { maxEntries: 20_000 })),
  );
  // 32 MB of answers (about 1,500 pages of 15 cards, each plain and gzipped) per instance.
  const searchResponses = new SearchResponses(
    service,
    kept(new SearchCache(ttlMs, { weigh: answerWeight, maxWeight: 32 * 1024 * 1024 })),
    opts.validateResponses ?? true,
  );
  const unsubscribe = opts.catalogueChanges?.subscribe(() => {
    for (const cache of caches) cache.clear();
  });
  return { service, searchResponses, close: () => unsubscribe?.() };
}
