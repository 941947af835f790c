// Master-data synchronisation from the ERP as administrators see it (DESIGN §10): runs,
// their live progress (pushed with Server-Sent Events) and the schedule of incremental runs.
import { z } from 'zod';
import { pagedQuerySchema } from './admin-list.ts';

/**
 * `full`: every item of every entity; `incremental`: what changed since the last successful run;
 * `documents`: what changed in the documents after an order only (shipments, invoices, credit),
 * on a schedule of its own so a customer sees them within minutes.
 */
export const SYNC_KINDS = ['full', 'incremental', 'documents'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** `queued`: asked for, not started; `running`; `succeeded`; `failed` (the next run resumes it). */
export const SYNC_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** Who asked: an administrator, the schedule, or the first start of the demo. */
export const SYNC_ORIGINS = ['admin', 'schedule', 'startup'] as const;
export type SyncOrigin = (typeof SYNC_ORIGINS)[number];

/** The entities of the ERP's export API (docs/erp-contract.md §11.2), in the order a run applies them. */
export const SYNC_ENTITIES = [
  'countries',
  'payment-methods',
  'families',
  'attributes',
  'products',
  'prices',
  'stock',
  'customers',
  'contacts',
  'promotions',
  'cross-references',
  'orders',
  'service-requests',
  'shipments',
  'delivery-notes',
  'invoices',
  'credit',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/** The entities a `documents` run reads (docs/erp-contract.md §14). */
export const DOCUMENT_SYNC_ENTITIES = [
  'shipments',
  'delivery-notes',
  'invoices',
  'credit',
] as const satisfies readonly SyncEntity[];

/** The entities a run of this kind reads, in order. */
export function entitiesOf(kind: SyncKind): readonly SyncEntity[] {
  return kind === 'documents' ? DOCUMENT_SYNC_ENTITIES : SYNC_ENTITIES;
}

export const syncEntityCountsSchema = z.object({
  /** Items read from the ERP. */
  llegits: z.number().int(),
  /** Items written to the portal. */
  aplicats: z.number().int(),
  /** Items the contract's schema refused (each in the error log with its key). */
  rebutjats: z.number().int(),
  /** Products, customers or contacts the ERP no longer has, deactivated (never deleted). */
  desactivats: z.number().int(),
  /** Items the ERP said it has (its `total`), when known. */
  total: z.number().int().nullable(),
});
export type SyncEntityCounts = z.infer<typeof syncEntityCountsSchema>;

export const syncRunSchema = z.object({
  id: z.number().int(),
  tipus: z.enum(SYNC_KINDS),
  estat: z.enum(SYNC_STATES),
  origen: z.enum(SYNC_ORIGINS),
  /** The administrator who asked for it (null for the schedule and the start). */
  demanatPer: z.string().nullable(),
  /** The entity and page being read now (null before the start and after the end). */
  entitat: z.enum(SYNC_ENTITIES).nullable(),
  pagina: z.number().int().nullable(),
  /** Counts per entity (only those reached so far). */
  comptes: z.partialRecord(z.enum(SYNC_ENTITIES), syncEntityCountsSchema),
  /** 0-100, from the items read against the totals the ERP announced. */
  percentatge: z.number().min(0).max(100),
  /** Estimated seconds left, from the pace so far; null when it cannot be told yet. */
  segonsRestants: z.number().int().nullable(),
  creat: z.string(),
  iniciat: z.string().nullable(),
  acabat: z.string().nullable(),
  /** Milliseconds from start to end (or to now while it runs). */
  duradaMs: z.number().int().nullable(),
  /** Why it failed (for administrators; the details are in the error log). */
  error: z.string().nullable(),
  /** Times it was resumed after a failure or a restart. */
  represes: z.number().int(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const startSyncSchema = z.object({ tipus: z.enum(SYNC_KINDS) });
export type StartSync = z.infer<typeof startSyncSchema>;

/** Minutes between incremental runs; 0 turns the schedule off. At most one day. */
export const SYNC_SCHEDULE_MAX_MINUTES = 1440;
export const syncScheduleSchema = z.object({
  minuts: z.number().int().min(0).max(SYNC_SCHEDULE_MAX_MINUTES),
});
export type SyncSchedule = z.infer<typeof syncScheduleSchema>;

/** `GET /sincronitzacio`: the run under way (or the last one), the schedule, the last success. */
export const syncOverviewSchema = z.object({
  actual: syncRunSchema.nullable(),
  programacio: z.object({
    minuts: z.number().int(),
    /** When the schedule starts the next incremental run (null when off). */
    propera: z.string().nullable(),
  }),
  /** When the last successful run ended (null: never). */
  darreraCorrecta: z.string().nullable(),
});
export type SyncOverview = z.infer<typeof syncOverviewSchema>;

export const SYNC_RUN_SORT_FIELDS = ['id', 'creat', 'tipus', 'estat'] as const;
export const syncRunsQuerySchema = pagedQuerySchema(SYNC_RUN_SORT_FIELDS).extend({
  estat: z.enum(SYNC_STATES).optional(),
});
export type SyncRunsQuery = z.infer<typeof syncRunsQuerySchema>;

/** The Server-Sent Events stream `GET /sincronitzacio/progres`: one `run` event per change. */
export const SYNC_PROGRESS_EVENT = 'run';
