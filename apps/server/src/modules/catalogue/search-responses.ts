// Whole answers of GET /productos/search, serialized (and gzipped) once and shared by every
// buyer who would be sent the same bytes: the same products on the page, the same total,
// language and price list, and the same promotions on those products. Pricing, shaping,
// validating and serializing a page of 15 is most of a search's CPU and would cap the searches a
// server answers; served from here a repeated page costs a lookup.
//
// What may be stale, and for how long: prices, stock, offers and the buyer's promotions on a
// result list are at most the cache's TTL (SEARCH_CACHE_SECONDS) old, as long as the
// synchronisation run that changed them did not run in this instance (which empties the caches).
// The promotions on the page are part of the key, so they never reach another customer. The detail
// screen, the cart and an order always price from the database.
import { gzipSync } from 'node:zlib';
import {
  productSearchPageSchema,
  type ProductSearchPage,
  type ProductSearchQuery,
} from '@portal/domain/catalogue';
import type { Language } from '@portal/domain/languages';
import { z } from 'zod';
import type { Buyer, CatalogueService } from './catalogue-service.ts';
import type { SearchCache } from './search-cache.ts';
import { compileSerializer } from './search-serializer.ts';

export const searchAnswerSchema = productSearchPageSchema;
/** The answer's JSON (search-serializer.ts): the bytes JSON.stringify(z.encode(...)) would write. */
export const serializeSearchAnswer = compileSerializer(searchAnswerSchema);

/**
 * Gzipped on the request's thread: handing a page to libuv's thread pool and back cost the portal
 * more than compressing it. Level 1 with a 16 kB window and less hash memory: far less time than
 * level 6 (most of which is setting up the compressor), for a few more bytes.
 */
const GZIP = { level: 1, windowBits: 14, memLevel: 7 } as const;

/** One answer in the two forms a client may take: JSON, and the same JSON gzipped. */
export interface SearchAnswer {
  json: string;
  gzip: Buffer;
}

/** What a cached answer costs in memory, for the cache's byte budget. */
export const answerWeight = (answer: SearchAnswer) => answer.json.length + answer.gzip.length;

export class SearchResponses {
  constructor(
    private readonly service: CatalogueService,
    private readonly answers: SearchCache<SearchAnswer>,
    /**
     * Check every answer against the wire schema before writing it: in development and tests, so
     * a contract drift fails there; production trusts the code those tests ran.
     */
    private readonly validate = true,
  ) {}

  /** The answer to a search, or null when nothing is on the page (the route answers 204). */
  async answer(query: ProductSearchQuery, buyer: Buyer, language: Language): Promise<SearchAnswer | null> {
    const hits = await this.service.searchHits(query, buyer, language);
    if (hits.ids.length === 0) return null;
    // Only the promotions on this page's products can change its bytes: a customer with a
    // promotion elsewhere still shares the page with the rest of their tier.
    const promotions = await this.service.promotionsOnProducts(buyer, hits.ids);
    const key = JSON.stringify([
      hits.ids,
      hits.total,
      hits.totalIsLowerBound,
      query.page,
      query.size,
      language,
      buyer.idLista,
      promotions,
    ]);
    // Concurrent first asks of one key share one read (search-cache.ts). Priced with exactly the
    // promotions of the key: an answer is never kept under promotions other than its own.
    return this.answers.getOrLoad(key, async () =>
      this.encode(await this.service.pageOfHits(hits, query, buyer, language, promotions)),
    );
  }

  private encode(page: ProductSearchPage): SearchAnswer {
    if (this.validate) z.encode(searchAnswerSchema, page);
    const json = serializeSearchAnswer(page);
    return { json, gzip: gzipSync(json, GZIP) };
  }
}
