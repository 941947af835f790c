// `GET /usuaris?page&size&sort&text`: one page of users with their roles and customer. Every key
// of the users screen starts with USERS_QUERY_KEY, so a write refreshes them all.
import type { AdminUser } from '@portal/domain/admin-users';
import type { Page } from '@portal/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';

export const USERS_QUERY_KEY = ['admin', 'usuaris'] as const;

type UsersQuery = Pick<ListParams, 'page' | 'size' | 'sort' | 'text'>;

export function fetchUsers({ page, size, sort, text }: UsersQuery, signal?: AbortSignal) {
  return readDades<Page<AdminUser>>(
    '/usuaris',
    { page, size, sort: sortParam(sort), text: text || undefined },
    signal,
  );
}

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, 'list', query.page, query.size, query.sort, query.text],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
