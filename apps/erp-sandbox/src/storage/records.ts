// What the journal holds: one line per thing that happened to the sandbox ERP since its start
// data. Every record is complete in itself (the order with its scheduled timeline, the contact
// with its id, the answer given), so replaying it needs no clock, no switch and no randomness.
import { z } from 'zod';
import type { Contact, CrossReference, Customer, PriceLine, Product, Promotion } from '../dataset/types.ts';
import type { CreditNoteRecord } from '../documents/document-state.ts';
import type { DocumentSchedule } from '../documents/fulfilment.ts';
import type { Advance } from '../documents/order-clock.ts';
import type { OrderImport, OrderImportAnswer } from '../orders/order-schema.ts';
import type { OrderStatus, Transition } from '../orders/order-timeline.ts';
import type {
  ServiceStatusChange,
  StatusAnswer,
  StoredServiceRequest,
  WorkOrderAnswer,
} from '../service-requests/service-request-schema.ts';

export interface StoredOrder {
  portalCode: string;
  erpNumber: string;
  customerCodigo: string;
  idempotencyKey: string;
  receivedAt: number;
  timeline: Transition[];
  reasonCode: string | null;
  reason: string | null;
  request: OrderImport;
  /** How its documents follow (fixed at import; absent in orders imported before documents). */
  schedule?: DocumentSchedule;
  /** Drills that moved its fulfilment forward (documents/order-clock.ts). */
  advances?: Advance[];
}

interface Envelope {
  /** Record format version, so a later sandbox can still read an older journal. */
  v: 1;
  /** Epoch milliseconds when it happened. */
  at: number;
}

interface KeyedWrite {
  key: string;
  fingerprint: string;
}

export type JournalRecord = Envelope &
  (
    | (KeyedWrite & { t: 'order'; order: StoredOrder; answer: OrderImportAnswer })
    | (KeyedWrite & { t: 'contact'; contact: Contact; answer: { erpContactId: string } })
    | (KeyedWrite & { t: 'customer'; customer: Customer; answer: { codigo: string } })
    /** A customer's update (§10.1): the whole customer as it became. */
    | (KeyedWrite & { t: 'customer-update'; customer: Customer; answer: { codigo: string } })
    /** A service request the ERP opened a work order for (§13), as it then stood. */
    | (KeyedWrite & { t: 'service-request'; request: StoredServiceRequest; answer: WorkOrderAnswer })
    /** A change of a service request's status as received; applied only if its `seq` is newer. */
    | (KeyedWrite & { t: 'service-status'; change: ServiceStatusChange; answer: StatusAnswer })
    | { t: 'order-status'; portalCode: string; status: OrderStatus }
    | { t: 'key-presented'; key: string }
    | { t: 'key-conflict'; key: string }
    | { t: 'stock'; codigo: string; stock: number }
    | { t: 'prices'; codigo: string; precios: PriceLine[] }
    | { t: 'promotions'; codigoCliente: string; promociones: Promotion[] }
    | { t: 'cross-references'; codigoCliente: string; referencias: CrossReference[] }
    | { t: 'product'; codigo: string; changes: ProductChanges }
    | { t: 'customer-activo'; codigo: string; activo: boolean }
    /** The demo's past documents, made from this record's instant (documents/history.ts). */
    | { t: 'history' }
    | { t: 'order-advance'; portalCode: string; ms: number }
    | { t: 'invoice-paid'; numero: string }
    | { t: 'credit-note'; note: CreditNoteRecord }
    | { t: 'credit-limit'; codigoCliente: string; limit: string }
  );

/** The fields `PUT /_sandbox/products/{codigo}` may change. */
export type ProductChanges = Partial<Pick<Product, 'activo' | 'nombre' | 'nombres' | 'offer'>>;

export type RecordType = JournalRecord['t'];

const RECORD_TYPES = [
  'order',
  'contact',
  'customer',
  'customer-update',
  'service-request',
  'service-status',
  'order-status',
  'key-presented',
  'key-conflict',
  'stock',
  'prices',
  'promotions',
  'cross-references',
  'product',
  'customer-activo',
  'history',
  'order-advance',
  'invoice-paid',
  'credit-note',
  'credit-limit',
] as const satisfies readonly RecordType[];

/** The envelope is checked line by line on replay; the content was written by this code. */
const envelopeSchema = z.looseObject({ v: z.literal(1), t: z.enum(RECORD_TYPES), at: z.number() });

export function isJournalRecord(value: unknown): value is JournalRecord {
  return envelopeSchema.safeParse(value).success;
}
