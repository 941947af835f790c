// `GET /pantalles`: every screen (menu entries and detail screens) in menu order.
import type { AdminScreen } from '@portal/domain/admin-screens';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

export const SCREENS_QUERY_KEY = ['admin', 'pantalles'] as const;

export function fetchScreens(signal?: AbortSignal): Promise<AdminScreen[]> {
  return readDades<AdminScreen[]>('/pantalles', undefined, signal);
}

export function useScreens() {
  return useQuery({ queryKey: SCREENS_QUERY_KEY, queryFn: ({ signal }) => fetchScreens(signal) });
}
