// The catalogue module as the composition root builds it once (services.ts): its service with this
// instance's search caches, and the cached whole answers of the search route. The routes, the
// pricing of carts and orders, and the caches' emptying after a synchronisation all share it.
import type { CatalogueService } from './catalogue-service.ts';
import type { SearchResponses } from './search-responses.ts';

export interface Catalogue {
  service: CatalogueService;
  searchResponses: SearchResponses;
  /** Stops following catalogue changes (the app is closing). */
  close(): void;
}
