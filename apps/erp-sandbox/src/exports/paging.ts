// Paging of the export endpoints (docs/erp-contract.md §9). Items are ordered by their key, not by
// `updatedAt`: an item changed during a paged read then stays where it is instead of jumping to
// the end and shifting an unread item onto a page already read. `updatedSince` is inclusive, so a
// change stamped with exactly the stored mark is read again (harmless) rather than missed.
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

export function exportPage<T extends { updatedAt: string }>(
  all: Iterable<T>,
  sortKey: (item: T) => string | number,
  query: ExportQuery,
): ExportPage<T> {
  const since = query.updatedSince === undefined ? undefined : Date.parse(query.updatedSince);
  let newest = since;
  const matching: T[] = [];
  for (const item of all) {
    const updated = Date.parse(item.updatedAt);
    if (since !== undefined && updated < since) continue;
    matching.push(item);
    if (newest === undefined || updated > newest) newest = updated;
  }
  matching.sort((a, b) => {
    const ka = sortKey(a);
    const kb = sortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const from = (query.page - 1) * query.size;
  return {
    items: matching.slice(from, from + query.size),
    page: query.page,
    size: query.size,
    total: matching.length,
    nextUpdatedSince: newest === undefined ? null : new Date(newest).toISOString(),
  };
}
