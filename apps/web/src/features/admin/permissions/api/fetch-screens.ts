// `GET /pantalles`: the screens in menu order, to name a permission's screen, group a role's
// permissions and choose a home screen or a filter.
import type { AdminScreen } from '@portal/domain/admin-screens';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

export const SCREENS_QUERY_KEY = ['admin', 'pantalles'] as const;

export function useScreens() {
  return useQuery({
    queryKey: SCREENS_QUERY_KEY,
    queryFn: ({ signal }) => readDades<AdminScreen[]>('/pantalles', undefined, signal),
  });
}
