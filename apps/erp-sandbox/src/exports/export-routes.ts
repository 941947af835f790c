// GET /api/export/<entity>: the master data the portal synchronises, paged and filtered by
// `updatedSince` for incremental runs, plus order statuses so the portal can follow its orders in
// one call instead of one per order.
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../http/parse.ts';
import { describe } from '../orders/order-service.ts';
import type { SandboxState } from '../state/sandbox-state.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import { type ExportQuery, exportPage, exportQuerySchema } from './paging.ts';

interface ExportSource {
  entity: string;
  page: (state: SandboxState, query: ExportQuery, now: number) => unknown;
}

const SOURCES: ExportSource[] = [
  { entity: 'products', page: (s, q) => exportPage(s.products.values(), (p) => p.codigo, q) },
  { entity: 'prices', page: (s, q) => exportPage(s.prices.values(), (p) => p.codigo, q) },
  {
    entity: 'stock',
    page: (s, q) => exportPage(s.stock.values(), (l) => `${l.codigo}\u0000${l.idAlmacen}`, q),
  },
  { entity: 'customers', page: (s, q) => exportPage(s.customers.values(), (c) => c.codigo, q) },
  { entity: 'contacts', page: (s, q) => exportPage(s.contacts.values(), (c) => c.erpContactId, q) },
  { entity: 'promotions', page: (s, q) => exportPage(s.promotions.values(), (p) => p.codigoCliente, q) },
  { entity: 'countries', page: (s, q) => exportPage(s.countries.values(), (c) => c.codigo, q) },
  { entity: 'payment-methods', page: (s, q) => exportPage(s.paymentMethods.values(), (p) => p.codigo, q) },
  { entity: 'families', page: (s, q) => exportPage(s.families.values(), (f) => f.codigo, q) },
  {
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
];

export const EXPORT_ENTITIES = SOURCES.map((source) => source.entity);

export function exportRoutes(app: FastifyInstance, deps: { store: SandboxStore; clock: () => number }): void {
  for (const source of SOURCES) {
    app.get(`/export/${source.entity}`, async (request) => {
      const query = parseWith(exportQuerySchema, request.query);
      await deps.store.settled();
      return source.page(deps.store.state, query, deps.clock());
    });
  }
}
