// GET /api/export/<entity>: the master data the portal synchronises, paged and filtered by
// `updatedSince` for incremental runs, plus order statuses so the portal can follow its orders in
// one call instead of one per order.
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../http/parse.ts';
import { describe } from '../orders/order-service.ts';
import { describeServiceRequest } from '../service-requests/service-request-schema.ts';
import type { MasterData, SandboxState } from '../state/sandbox-state.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import { type ExportPage, type ExportQuery, exportPage, exportQuerySchema, pageOf } from './paging.ts';
import { type ItemOf, SortedCollections } from './sorted-collections.ts';

type PageSource = (
  state: SandboxState,
  query: ExportQuery,
  now: number,
  sorted: SortedCollections,
) => ExportPage<unknown>;

/** A master-data collection, kept sorted by its key (contract §11.2) between changes. */
function master<K extends MasterData>(collection: K, key: (item: ItemOf<K>) => string | number): PageSource {
  return (state, query, _now, sorted) => pageOf(sorted.get(state, collection, key), query);
}

const SOURCES: { entity: string; page: PageSource }[] = [
  { entity: 'products', page: master('products', (p) => p.codigo) },
  { entity: 'prices', page: master('prices', (p) => p.codigo) },
  {
    entity: 'stock',
    page: master('stock', (l) => `${l.codigo}\u0000${l.idAlmacen}`),
  },
  { entity: 'customers', page: master('customers', (c) => c.codigo) },
  { entity: 'contacts', page: master('contacts', (c) => c.erpContactId) },
  { entity: 'promotions', page: master('promotions', (p) => p.codigoCliente) },
  // Each customer's part numbers for our products, as one set per customer (contract §11.2).
  { entity: 'cross-references', page: master('crossReferences', (c) => c.codigoCliente) },
  { entity: 'countries', page: master('countries', (c) => c.codigo) },
  { entity: 'payment-methods', page: master('paymentMethods', (p) => p.codigo) },
  { entity: 'families', page: master('families', (f) => f.codigo) },
  { entity: 'attributes', page: master('attributes', (a) => a.idAtributo) },
  {
    // Few, and their status (hence updatedAt) moves with the clock: computed per request.
    entity: 'orders',
    page: (s, q, now) =>
      exportPage(
        [...s.orders.values()].map((order) => ({
          ...describe(order, now),
          customerCodigo: order.customerCodigo,
        })),
        (o) => o.erpNumber,
        q,
      ),
  },
  {
    // Service requests' work orders and their mirrored status (§13), keyed by the portal's number.
    entity: 'service-requests',
    page: (s, q) =>
      exportPage(
        [...s.serviceRequests.values()].map((request) => {
          const { reason: _reason, seq: _seq, ...item } = describeServiceRequest(request);
          return item;
        }),
        (r) => r.numero,
        q,
      ),
  },
];

export const EXPORT_ENTITIES = SOURCES.map((source) => source.entity);

export function exportRoutes(app: FastifyInstance, deps: { store: SandboxStore; clock: () => number }): void {
  const sorted = new SortedCollections();
  for (const source of SOURCES) {
    app.get(`/export/${source.entity}`, async (request) => {
      const query = parseWith(exportQuerySchema, request.query);
      await deps.store.settled();
      return source.page(deps.store.state, query, deps.clock(), sorted);
    });
  }
}
