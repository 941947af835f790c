// `POST /permisos/donar-permis`, `/treure-permis` and `/home`: one permission of one role at a
// time, each answered as the permission notification (5 s, bottom). The answer carries the
// pair's state and the role's home screen afterwards (a revocation can clear it), which goes
// straight into the role's matrix; the roles list is read again.
import type {
  PermissionListItem,
  RolePermission,
  RolePermissionState,
} from '@portal/domain/admin-permissions';
import type { AdminRole } from '@portal/domain/admin-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { PERMISSIONS_QUERY_KEY, permissionsQueryKey } from '../../permissions/api/fetch-permissions.ts';
import { ROLES_QUERY_KEY } from './fetch-roles.ts';

export type RolePermissionCall = 'donar-permis' | 'treure-permis' | 'home';

export const ROLE_PERMISSION_ENDPOINTS: Record<RolePermissionCall, string> = {
  'donar-permis': 'POST /permisos/donar-permis',
  'treure-permis': 'POST /permisos/treure-permis',
  home: 'POST /permisos/home',
};

export async function callRolePermission(call: RolePermissionCall, pair: RolePermission) {
  const envelope = await writeEnvelope<RolePermissionState>('POST', `/permisos/${call}`, pair, {
    permissionNotice: true,
  });
  return envelope.dades;
}

export function useRolePermission(call: RolePermissionCall) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pair: RolePermission) => callRolePermission(call, pair),
    onSuccess: async (state) => {
      // Other permission lists (the permissions screen's) are stale now; this role's matrix is
      // set from the answer instead of being read again under the administrator's next click.
      await client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY, refetchType: 'none' });
      client.setQueryData<PermissionListItem[]>(permissionsQueryKey({ idRol: state.idRol }), (list) =>
        list?.map((item) => (item.idPermis === state.idPermis ? { ...item, granted: state.granted } : item)),
      );
      const { idPantallaInici, homePath } = state;
      client.setQueryData<AdminRole[]>(ROLES_QUERY_KEY, (roles) =>
        roles?.map((role) => (role.idRol === state.idRol ? { ...role, idPantallaInici, homePath } : role)),
      );
      // The roles list carries each role’s permissions: read it again.
      void client.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    },
  });
}
