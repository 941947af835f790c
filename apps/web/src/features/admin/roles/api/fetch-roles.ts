// `GET /rols`: every role with its permissions, home screen and how many users hold it.
import type { AdminRole } from '@portal/domain/admin-roles';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

export const ROLES_QUERY_KEY = ['admin', 'rols'] as const;

export function useRoles(enabled = true) {
  return useQuery({
    queryKey: ROLES_QUERY_KEY,
    queryFn: ({ signal }) => readDades<AdminRole[]>('/rols', undefined, signal),
    enabled,
  });
}
