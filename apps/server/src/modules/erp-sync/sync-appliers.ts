// How each export entity's page is written into the portal's copy (contract §11.2). The module that
// owns an entity's tables writes them: its writer hands the synchronisation one applier per entity
// (and a sweep where a full run deactivates), built once in the composition root. Each applier runs
// inside the page's transaction: batched upserts, one statement per table and page.
//
// Rules every writer keeps:
// - Nothing is deleted: a product, customer or contact the ERP dropped comes with `activo: false`
//   (or is swept by a full run, see sync-sweep.ts) and is kept, so old orders still point at it.
// - Prices and promotions come as a complete set per product or per customer, which replaces the
//   portal's set (removed lines disappear).
// - A reference the portal does not have (a family, a country, a customer) never fails the page:
//   a missing family or attribute value is dropped from the row, a contact or promotion of an
//   unknown customer is skipped (counted as read, not applied).
import type { SQL } from 'drizzle-orm';
import type { ExportEntity, ExportItem } from '../../erp/gateway/contract.ts';
import type { Tx } from '../../db/client.ts';
import { recordSeen } from './sync-sweep.ts';
import type { Applied, PageRun } from './sync-sql.ts';

/** Writes one page of an entity's items into its owner's tables. */
export type EntityApplier<E extends ExportEntity> = (
  tx: Tx,
  items: ExportItem<E>[],
  page: PageRun,
) => Promise<Applied>;

export type ContributedAppliers = { [E in ExportEntity]?: EntityApplier<E> };

/**
 * The condition a full run's sweep puts on the owner's rows: brought in by an earlier run
 * (`syncedAt` set and older than this run) and neither written nor found unchanged by this one.
 */
export type Unseen = (key: SQL, syncedAt: SQL) => SQL;

/** Deactivates the owner's rows that match `unseen`; answers how many. */
export type Sweep = (tx: Tx, unseen: Unseen) => Promise<number>;

export type ContributedSweeps = { [E in ExportEntity]?: Sweep };

/** What a module that owns synchronised tables hands the synchronisation. */
export interface SyncWriter {
  syncAppliers(): ContributedAppliers;
  syncSweeps?(): ContributedSweeps;
}

/**
 * Writes one page of `entity` through its owner's applier; `runStart` stamps what the run wrote,
 * and a full run (`full`) records what it found unchanged, both for its sweep. An entity no
 * writer was handed (a runner built without the documents' module, say) is read and not applied,
 * as for a customer the portal does not have.
 */
export function applyPage<E extends ExportEntity>(
  tx: Tx,
  entity: E,
  items: ExportItem<E>[],
  run: { runStart: Date; full: boolean },
  appliers: ContributedAppliers,
): Promise<Applied> {
  const applier = appliers[entity] as EntityApplier<E> | undefined;
  if (items.length === 0 || !applier) return Promise.resolve({ aplicats: 0, desactivats: 0 });
  const page: PageRun = { ...run, seen: (codes) => recordSeen(tx, run.full, entity, codes) };
  return applier(tx, items, page);
}
