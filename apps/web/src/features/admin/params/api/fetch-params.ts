// `GET /params?page&size&sort&text`: one page of the parameters, as the list's address says.
import type { Param } from '@portal/domain/admin-params';
import type { Page } from '@portal/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';

/** Every key of this list starts so; the writes invalidate it. */
export const PARAMS_QUERY_KEY = ['admin', 'params'] as const;

type ListQuery = Pick<ListParams, 'page' | 'size' | 'sort' | 'text'>;

export function fetchParams(query: ListQuery, signal?: AbortSignal): Promise<Page<Param>> {
  return readDades<Page<Param>>(
    '/params',
    {
      page: query.page,
      size: query.size,
      sort: sortParam(query.sort),
      text: query.text || undefined,
    },
    signal,
  );
}

export function useParamPage({ page, size, sort, text }: ListQuery) {
  return useQuery({
    queryKey: [...PARAMS_QUERY_KEY, { page, size, sort: sortParam(sort), text }],
    queryFn: ({ signal }) => fetchParams({ page, size, sort, text }, signal),
    placeholderData: keepPreviousData,
  });
}
