// `GET /rols`: the roles a user may be given. Same key and shape as the roles screen's list, so
// both screens share one cached answer and a role created there shows here.
import type { AdminRole } from '@portal/domain/admin-roles';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

export const ROLE_OPTIONS_QUERY_KEY = ['admin', 'rols'] as const;

export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: ROLE_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => readDades<AdminRole[]>('/rols', undefined, signal),
    enabled,
  });
}
