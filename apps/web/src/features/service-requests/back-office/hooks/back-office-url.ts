// The back office's list lives in the address — page, page size, sort and every filter — so a
// reload, the back button or a shared link shows the same list. Each value is read with the
// domain's schema of the API's query (backOfficeQuerySchema): a hand-edited value the API would
// refuse is left out instead of breaking the list. `page` is 1-based in the address for people
// and 0-based towards the API.
import {
  backOfficeQuerySchema,
  type BACK_OFFICE_SORT_FIELDS,
  type BackOfficeQuery,
} from '@portal/domain/service-requests';
import type { TableSort } from '#shared/ui/sortable-table.tsx';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SortField = (typeof BACK_OFFICE_SORT_FIELDS)[number];
export type BackOfficeSort = TableSort<SortField>;
/** Newest first, as the API's own default. */
export const DEFAULT_SORT: BackOfficeSort = { field: 'dataCreacio', direction: 'desc' };

export const FILTER_KEYS = ['tipus', 'estat', 'client', 'desde', 'fins', 'text'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type BackOfficeFilters = Partial<Pick<BackOfficeQuery, FilterKey>>;

export interface BackOfficeState {
  /** 0-based, as the API's. */
  page: number;
  size: number;
  sort: BackOfficeSort;
  filters: BackOfficeFilters;
}

export interface BackOfficePatch {
  page?: number;
  size?: number;
  sort?: BackOfficeSort;
  /** A filter set to '' or null is taken out. */
  filters?: Partial<Record<FilterKey, string | null>>;
}

/** What `GET /servei/solicituds` is sent. */
export type BackOfficeApiQuery = { page: number; size: number; sort: string } & BackOfficeFilters;

const shape = backOfficeQuerySchema.shape;

function filterOf(key: FilterKey, raw: string | null): string | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success && parsed.data !== undefined ? parsed.data : undefined;
}

export function readBackOfficeUrl(params: URLSearchParams): BackOfficeState {
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? String(DEFAULT_PAGE_SIZE));
  const sort = shape.sort.safeParse(params.get('sort') ?? undefined);
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filterOf(key, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sort.success && sort.data ? sort.data : DEFAULT_SORT,
    // Each value passed its own schema just above.
    filters: filters as BackOfficeFilters,
  };
}

export const sortParam = (sort: BackOfficeSort) => `${sort.field},${sort.direction}`;

/** The address after a change. Any change but the page itself goes back to the first page. */
export function writeBackOfficeUrl(current: URLSearchParams, patch: BackOfficePatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value.trim() === '') next.delete(key);
    else next.set(key, value.trim());
  };
  if (patch.size !== undefined) set('size', patch.size === DEFAULT_PAGE_SIZE ? null : String(patch.size));
  if (patch.sort !== undefined) {
    const same = patch.sort.field === DEFAULT_SORT.field && patch.sort.direction === DEFAULT_SORT.direction;
    set('sort', same ? null : sortParam(patch.sort));
  }
  for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value);
  const page = patch.page ?? 0;
  set('page', page > 0 ? String(page + 1) : null);
  return next;
}

export function apiQueryOf({ page, size, sort, filters }: BackOfficeState): BackOfficeApiQuery {
  return { page, size, sort: sortParam(sort), ...filters };
}

export const hasFilters = (filters: BackOfficeFilters) =>
  FILTER_KEYS.some((key) => filters[key] !== undefined);
