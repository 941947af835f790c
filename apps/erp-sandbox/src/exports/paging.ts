// Paging of the export endpoints (docs/erp-contract.md §11.1). Items are ordered by their key, not
// by `updatedAt`: an item changed during a paged read then stays where it is instead of jumping to
// the end and shifting an unread item onto a page already read. `updatedSince` is inclusive, so a
// change stamped with exactly the stored mark is read again (harmless) rather than missed.
//
// A collection is sorted once (`sortItems`) and kept until it changes (sorted-collections.ts): a
// full read of 100,000 products at 1,000 a page would otherwise sort everything 100 times. A page
// of a full export is then a slice; with `updatedSince` it is one scan over pre-parsed instants.
import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;

export const exportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
  updatedSince: z.iso.datetime({ offset: true }).optional(),
});

export type ExportQuery = z.infer<typeof exportQuerySchema>;

export interface ExportPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  /**
   * The newest `updatedAt` among all matching items (or the `updatedSince` asked, if none match):
   * the mark to send as `updatedSince` next time, taken from page 1 of a run.
   */
  nextUpdatedSince: string | null;
}

/** A collection in key order, with each item's `updatedAt` already parsed. */
export interface SortedItems<T> {
  items: readonly T[];
  /** Epoch ms of `items[i].updatedAt`. */
  updated: Float64Array;
  /** The newest of `updated`; undefined when empty. */
  newest: number | undefined;
}

export function sortItems<T extends { updatedAt: string }>(
  all: Iterable<T>,
  sortKey: (item: T) => string | number,
): SortedItems<T> {
  const keyed = Array.from(all, (item) => ({ item, key: sortKey(item) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const items = keyed.map((entry) => entry.item);
  const updated = new Float64Array(items.length);
  let newest: number | undefined;
  items.forEach((item, index) => {
    const ms = Date.parse(item.updatedAt);
    updated[index] = ms;
    if (newest === undefined || ms > newest) newest = ms;
  });
  return { items, updated, newest };
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export function pageOf<T>(sorted: SortedItems<T>, query: ExportQuery): ExportPage<T> {
  const from = (query.page - 1) * query.size;
  const envelope = { page: query.page, size: query.size };
  if (query.updatedSince === undefined) {
    return {
      items: sorted.items.slice(from, from + query.size),
      ...envelope,
      total: sorted.items.length,
      nextUpdatedSince: iso(sorted.newest),
    };
  }
  // One pass: count the matches (total), skip the earlier pages' and keep this page's.
  const since = Date.parse(query.updatedSince);
  const items: T[] = [];
  let total = 0;
  let newest = since;
  const { updated } = sorted;
  for (let index = 0; index < updated.length; index++) {
    const ms = updated[index]!;
    if (ms < since) continue;
    if (ms > newest) newest = ms;
    if (total >= from && items.length < query.size) items.push(sorted.items[index]!);
    total += 1;
  }
  return { items, ...envelope, total, nextUpdatedSince: iso(newest) };
}

/** Sorts and pages in one go: for small collections computed per request (order statuses). */
export function exportPage<T extends { updatedAt: string }>(
  all: Iterable<T>,
  sortKey: (item: T) => string | number,
  query: ExportQuery,
): ExportPage<T> {
  return pageOf(sortItems(all, sortKey), query);
}
