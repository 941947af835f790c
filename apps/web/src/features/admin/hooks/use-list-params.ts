// The state of an administration list lives in the address (page, size, sort, text and the
// list's own filters), so a reload or the back button brings the same list back and a list can
// be shared. `page` is 1-based in the address for people and 0-based towards the API.
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSort } from '#shared/ui/sortable-table.tsx';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ListSort = TableSort;

export interface ListParams {
  /** 0-based, as the API's. */
  page: number;
  size: number;
  sort: ListSort | null;
  text: string;
  /** Every other address parameter: the list's own filters. */
  filters: Record<string, string>;
}

export type ListParamsPatch = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Record<string, string | null | undefined>;
};

const RESERVED = new Set(['page', 'size', 'sort', 'text']);

function parseSort(raw: string | null, fallback: ListSort | null): ListSort | null {
  if (!raw) return fallback;
  const [field, direction] = raw.split(',');
  if (!field) return fallback;
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** `sort=field,asc|desc` as the API takes it. */
export function sortParam(sort: ListSort | null): string | undefined {
  return sort ? `${sort.field},${sort.direction}` : undefined;
}

export function readListParams(params: URLSearchParams, defaultSort: ListSort | null): ListParams {
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? String(DEFAULT_PAGE_SIZE));
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: parseSort(params.get('sort'), defaultSort),
    text: params.get('text') ?? '',
    filters,
  };
}

/**
 * The list's parameters and a setter that writes a change into the address. Any change other
 * than the page itself goes back to the first page (a new filter on page 7 would show nothing).
 */
export function useListParams(defaultSort: ListSort | null = null) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListParams(params, defaultSort), [params, defaultSort]);
  // React Router hands a functional update the parameters of the last render, so two changes
  // before the next render (a filter and then the sort) would lose the first: each update builds
  // on the latest one written instead, and a render brings the ref back to the address.
  const latest = useRef(params);
  latest.current = params;

  const update = useCallback(
    (patch: ListParamsPatch) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          const set = (key: string, value: string | null | undefined) => {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          };
          if (patch.size !== undefined)
            set('size', patch.size === DEFAULT_PAGE_SIZE ? null : String(patch.size));
          if (patch.sort !== undefined) set('sort', sortParam(patch.sort));
          if (patch.text !== undefined) set('text', patch.text.trim());
          for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value);
          const page = patch.page ?? 0;
          set('page', page > 0 ? String(page + 1) : null);
          latest.current = next;
          return next;
        },
        // Typing in the filter should not fill the history with one entry per keystroke.
        { replace: patch.text !== undefined },
      );
    },
    [setParams],
  );

  return [state, update] as const;
}
