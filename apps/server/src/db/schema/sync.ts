// Master-data synchronisation from the ERP (DESIGN §10): durable runs with a cursor, and the
// incremental mark of each export entity.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Per-entity counts of a run, as `packages/domain/src/erp-sync.ts` describes them. */
export type SyncCountsColumn = Record<
  string,
  { llegits: number; aplicats: number; rebutjats: number; desactivats: number; total: number | null }
>;

/**
 * A run: `queued` → `running` → `succeeded` | `failed`. The cursor (`entity`, `page`: the next
 * page to read) moves in the same transaction as the page it follows, so a run that dies resumes
 * exactly after the last page applied. A `running` run is leased (`lease_until`) by the instance
 * running it; when the lease runs out (the process died) another instance takes it over.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    origin: text('origin').notNull(),
    requestedBy: text('requested_by'),
    entity: text('entity'),
    page: integer('page'),
    counts: jsonb('counts').$type<SyncCountsColumn>().notNull().default({}),
    /** Each entity's `nextUpdatedSince` from its page 1, stored as its mark when its last page is applied. */
    marks: jsonb('marks').$type<Record<string, string | null>>().notNull().default({}),
    /** The run this one resumes (a failed run's cursor carried over). */
    resumesRunId: integer('resumes_run_id'),
    resumeCount: integer('resume_count').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One run at a time across every instance: a second queued or running row cannot exist.
    uniqueIndex('sync_runs_one_active_idx')
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('sync_runs_created_idx').on(t.createdAt),
  ],
);

/** The `updatedSince` each entity's next incremental run sends (contract §11.1). */
export const syncMarks = pgTable('sync_marks', {
  entity: text('entity').primaryKey(),
  updatedSince: timestamp('updated_since', { withTimezone: true, mode: 'string' }),
  runId: integer('run_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Indexes of the catalogue's tables a first fill dropped, to be built again once its prices are in
 * (modules/catalogue/catalogue-indexes.ts): the definition as the database spelled it.
 */
export const syncDeferredIndexes = pgTable('sync_deferred_indexes', {
  name: text('name').primaryKey(),
  definition: text('definition').notNull(),
  runId: integer('run_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The items a full run read and found unchanged, so wrote nothing for (modules/erp-sync): its
 * sweep leaves them active. Kept only while the run reads their entity.
 */
export const syncSeen = pgTable('sync_seen', {
  entity: text('entity').notNull(),
  /** The item's ERP key: a product's or customer's `codigo`, a contact's id. */
  itemKey: text('item_key').notNull(),
});
