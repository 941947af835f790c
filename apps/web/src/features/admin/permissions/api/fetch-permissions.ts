// `GET /permisos?idRol&idPantalla`: every permission in the menu order of its screen; with
// `idPantalla` only that screen's, with `idRol` each marked `granted` for that role. The roles
// screen reads it too (one role's matrix), so every key starts with PERMISSIONS_QUERY_KEY and a
// write here or there refreshes both screens.
import type { PermissionListItem } from '@portal/domain/admin-permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';

export const PERMISSIONS_QUERY_KEY = ['admin', 'permisos'] as const;

export interface PermissionFilter {
  idRol?: number | undefined;
  idPantalla?: number | undefined;
}

export function permissionsQueryKey(filter: PermissionFilter) {
  return [...PERMISSIONS_QUERY_KEY, { idRol: filter.idRol ?? null, idPantalla: filter.idPantalla ?? null }];
}

export function fetchPermissions(filter: PermissionFilter, signal?: AbortSignal) {
  return readDades<PermissionListItem[]>(
    '/permisos',
    { idRol: filter.idRol, idPantalla: filter.idPantalla },
    signal,
  );
}

/**
 * `keepPrevious` shows the last list while a new filter loads (the permissions list); a role's
 * matrix must not, or another role's boxes would show under the new role's name.
 */
export function usePermissions(filter: PermissionFilter, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: permissionsQueryKey(filter),
    queryFn: ({ signal }) => fetchPermissions(filter, signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
