// SQL pieces of the administration lists: the case- and accent-insensitive text filter, the
// whitelisted sort and the Spring-shaped page. Text always travels as a bound parameter.
import type { Page } from '@portal/domain/api';
import type { Sort } from '@portal/domain/admin-list';
import { asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by the user are letters to find, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** True for rows where any of the columns contains the text, ignoring case and accents. */
export function textFilter(columns: AnyColumn[], text: string | undefined): SQL | undefined {
  const wanted = text?.trim();
  if (!wanted) return undefined;
  const pattern = `%${escapeLike(wanted)}%`;
  return or(
    ...columns.map(
      (column) => sql`lower(unaccent(coalesce(${column}::text, ''))) like lower(unaccent(${pattern}::text))`,
    ),
  );
}

/**
 * Text sorts as people read it, whatever the database's collation: "Àngel" beside "angel",
 * both before "Berta" (PGlite collates by code point, which would put "À" after "z").
 */
export const folded = (column: AnyColumn): SQL => sql`lower(unaccent(${column}))`;

/**
 * The ORDER BY of a list: the requested column (only whitelisted fields reach here, as the
 * query schema refuses others) or the default, then the id so that pages never overlap.
 */
export function orderOf<F extends string>(
  columns: Record<F, AnyColumn | SQL>,
  sort: Sort<F> | undefined,
  fallback: Sort<F>,
  id: AnyColumn,
): SQL[] {
  const { field, direction } = sort ?? fallback;
  const column = columns[field];
  const primary = direction === 'desc' ? desc(column) : asc(column);
  return column === id ? [primary] : [primary, direction === 'desc' ? desc(id) : asc(id)];
}

export interface PageRequest {
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => page * size;

export function pageOf<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}
