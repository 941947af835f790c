// The sandbox ERP's whole state in memory: the start data plus everything the journal recorded.
// `applyRecord` is the only way it changes, used both live and on replay, so a restarted sandbox
// is exactly the one that was stopped.
import type {
  Attribute,
  Contact,
  Country,
  Customer,
  CustomerCrossReferences,
  CustomerPromotions,
  Dataset,
  Family,
  PaymentMethod,
  Product,
  ProductPrices,
  StockLevel,
} from '../dataset/types.ts';
import { buildHistory } from '../documents/history.ts';
import { type DocumentState, emptyDocumentState } from '../documents/document-state.ts';
import { orderTime } from '../documents/order-clock.ts';
import { withTransition } from '../orders/order-timeline.ts';
import type { StoredServiceRequest } from '../service-requests/service-request-schema.ts';
import type { JournalRecord, StoredOrder } from '../storage/records.ts';

export type IdempotentOperation =
  'order' | 'contact' | 'customer' | 'customer-update' | 'service-request' | 'service-status';

export interface IdempotencyEntry {
  key: string;
  operation: IdempotentOperation;
  fingerprint: string;
  /** The portal code, contact id, customer codigo or service request number the write was about. */
  target: string;
  answer: unknown;
  firstAt: number;
  lastAt: number;
  /** Times the key was presented with the same request (1 = never retried). */
  presentations: number;
  /** Times it was presented with a different request (answered 409). */
  conflicts: number;
}

/** The master-data collections, each exported by one endpoint. */
export type MasterData =
  | 'countries'
  | 'paymentMethods'
  | 'families'
  | 'attributes'
  | 'products'
  | 'prices'
  | 'stock'
  | 'customers'
  | 'contacts'
  | 'promotions'
  | 'crossReferences';

export interface SandboxState {
  countries: Map<string, Country>;
  paymentMethods: Map<number, PaymentMethod>;
  families: Map<string, Family>;
  attributes: Map<number, Attribute>;
  products: Map<string, Product>;
  prices: Map<string, ProductPrices>;
  stock: Map<string, StockLevel>;
  customers: Map<string, Customer>;
  contacts: Map<string, Contact>;
  promotions: Map<string, CustomerPromotions>;
  crossReferences: Map<string, CustomerCrossReferences>;
  orders: Map<string, StoredOrder>;
  /** Service requests by the portal's number (§13), each with its work order. */
  serviceRequests: Map<string, StoredServiceRequest>;
  keys: Map<string, IdempotencyEntry>;
  lastOrderNumber: number;
  /** The last work order number given (`OT-000042` → 42). */
  lastWorkOrderNumber: number;
  /** What only the ERP's documents read (documents/document-state.ts). */
  documents: DocumentState;
  /**
   * Bumped whenever a collection changes, so the exports can keep it sorted between changes
   * (exports/sorted-collections.ts). Items are replaced, never mutated in place.
   */
  revisions: Record<MasterData, number>;
}

function byKey<T, K>(items: T[], key: (item: T) => K): Map<K, T> {
  return new Map(items.map((item) => [key(item), item]));
}

/**
 * The state over a freshly built dataset (buildDemoDataset makes a new one for every start and
 * reset). Not cloned: at 100,000 products a deep copy would cost seconds, and nothing mutates an
 * item in place — applyRecord replaces it — so the dataset's objects can be shared.
 */
export function createInitialState(data: Dataset): SandboxState {
  return {
    countries: byKey(data.countries, (c) => c.codigo),
    paymentMethods: byKey(data.paymentMethods, (p) => p.codigo),
    families: byKey(data.families, (f) => f.codigo),
    attributes: byKey(data.attributes, (a) => a.idAtributo),
    products: byKey(data.products, (p) => p.codigo),
    prices: byKey(data.prices, (p) => p.codigo),
    stock: byKey(data.stock, (s) => s.codigo),
    customers: byKey(data.customers, (c) => c.codigo),
    contacts: byKey(data.contacts, (c) => c.erpContactId),
    promotions: byKey(data.promotions, (p) => p.codigoCliente),
    crossReferences: byKey(data.crossReferences, (c) => c.codigoCliente),
    orders: new Map(),
    serviceRequests: new Map(),
    keys: new Map(),
    lastOrderNumber: 0,
    lastWorkOrderNumber: 0,
    documents: emptyDocumentState(),
    revisions: {
      countries: 0,
      paymentMethods: 0,
      families: 0,
      attributes: 0,
      products: 0,
      prices: 0,
      stock: 0,
      customers: 0,
      contacts: 0,
      promotions: 0,
      crossReferences: 0,
    },
  };
}

function remember(
  state: SandboxState,
  record: JournalRecord & { key: string; fingerprint: string },
  operation: IdempotentOperation,
  target: string,
  answer: unknown,
) {
  state.keys.set(record.key, {
    key: record.key,
    operation,
    fingerprint: record.fingerprint,
    target,
    answer,
    firstAt: record.at,
    lastAt: record.at,
    presentations: 1,
    conflicts: 0,
  });
}

export function applyRecord(state: SandboxState, record: JournalRecord): void {
  switch (record.t) {
    case 'order': {
      state.orders.set(record.order.portalCode, record.order);
      remember(state, record, 'order', record.order.portalCode, record.answer);
      const number = Number(record.order.erpNumber.replace(/\D/g, ''));
      if (number > state.lastOrderNumber) state.lastOrderNumber = number;
      return;
    }
    case 'contact':
      state.contacts.set(record.contact.erpContactId, record.contact);
      state.revisions.contacts += 1;
      remember(state, record, 'contact', record.contact.erpContactId, record.answer);
      return;
    case 'customer':
      state.customers.set(record.customer.codigo, record.customer);
      state.revisions.customers += 1;
      remember(state, record, 'customer', record.customer.codigo, record.answer);
      return;
    case 'customer-update':
      state.customers.set(record.customer.codigo, record.customer);
      state.revisions.customers += 1;
      remember(state, record, 'customer-update', record.customer.codigo, record.answer);
      return;
    case 'service-request': {
      state.serviceRequests.set(record.request.numero, record.request);
      remember(state, record, 'service-request', record.request.numero, record.answer);
      const number = Number(record.request.erpNumero.replace(/\D/g, ''));
      if (number > state.lastWorkOrderNumber) state.lastWorkOrderNumber = number;
      return;
    }
    case 'service-status': {
      const { change } = record;
      const request = state.serviceRequests.get(change.numero);
      remember(state, record, 'service-status', change.numero, record.answer);
      if (!request) return;
      // The portal is the master of the status: the change with the highest seq wins, whatever
      // order the changes arrive in; an older one is counted and otherwise ignored.
      const newer = change.seq > request.seq;
      state.serviceRequests.set(change.numero, {
        ...request,
        statusUpdates: request.statusUpdates + 1,
        ...(newer
          ? {
              status: change.status,
              seq: change.seq,
              scheduledDate: change.scheduledDate,
              reason: change.reason,
              updatedAt: record.at,
            }
          : {}),
      });
      return;
    }
    case 'order-status': {
      const order = state.orders.get(record.portalCode);
      // The timeline is in the order's own time, which a drill may have moved forward.
      if (order)
        order.timeline = withTransition(order.timeline, record.status, orderTime(order.advances, record.at));
      return;
    }
    case 'order-advance': {
      const order = state.orders.get(record.portalCode);
      if (order)
        state.orders.set(record.portalCode, {
          ...order,
          advances: [...(order.advances ?? []), { at: record.at, ms: record.ms }],
        });
      return;
    }
    case 'history': {
      const docs = state.documents;
      if (docs.historyAnchor !== null) return;
      const history = buildHistory(state, record.at);
      docs.historyAnchor = record.at;
      docs.history = history.orders;
      for (const [key, at] of history.paidDues) docs.historyPaidDues.set(key, at);
      docs.creditNotes.push(...history.creditNotes);
      return;
    }
    case 'invoice-paid':
      if (!state.documents.payments.has(record.numero))
        state.documents.payments.set(record.numero, record.at);
      return;
    case 'credit-note': {
      const docs = state.documents;
      docs.creditNotes.push(record.note);
      const number = Number(record.note.numero.replace(/\D/g, ''));
      if (number > docs.lastCreditNote) docs.lastCreditNote = number;
      return;
    }
    case 'credit-limit':
      state.documents.creditLimits.set(record.codigoCliente, { limit: record.limit, at: record.at });
      return;
    case 'key-presented':
    case 'key-conflict': {
      const entry = state.keys.get(record.key);
      if (!entry) return;
      if (record.t === 'key-presented') entry.presentations += 1;
      else entry.conflicts += 1;
      entry.lastAt = record.at;
      return;
    }
    case 'stock': {
      const level = state.stock.get(record.codigo);
      const updatedAt = new Date(record.at).toISOString();
      state.stock.set(record.codigo, {
        codigo: record.codigo,
        idAlmacen: level?.idAlmacen ?? '01',
        stock: record.stock,
        updatedAt,
      });
      state.revisions.stock += 1;
      return;
    }
    // The drills below replace an item (a product's price set, a customer's promotions) or change
    // a few of its fields, stamping it with the record's instant so an incremental export finds it.
    case 'prices':
      state.prices.set(record.codigo, {
        codigo: record.codigo,
        precios: record.precios,
        updatedAt: new Date(record.at).toISOString(),
      });
      state.revisions.prices += 1;
      return;
    case 'promotions':
      state.promotions.set(record.codigoCliente, {
        codigoCliente: record.codigoCliente,
        promociones: record.promociones,
        updatedAt: new Date(record.at).toISOString(),
      });
      state.revisions.promotions += 1;
      return;
    case 'cross-references':
      state.crossReferences.set(record.codigoCliente, {
        codigoCliente: record.codigoCliente,
        referencias: record.referencias,
        updatedAt: new Date(record.at).toISOString(),
      });
      state.revisions.crossReferences += 1;
      return;
    case 'product': {
      const product = state.products.get(record.codigo);
      if (!product) return;
      state.products.set(record.codigo, {
        ...product,
        ...record.changes,
        updatedAt: new Date(record.at).toISOString(),
      });
      state.revisions.products += 1;
      return;
    }
    case 'customer-activo': {
      const customer = state.customers.get(record.codigo);
      if (!customer) return;
      state.customers.set(record.codigo, {
        ...customer,
        activo: record.activo,
        updatedAt: new Date(record.at).toISOString(),
      });
      state.revisions.customers += 1;
      return;
    }
  }
}
