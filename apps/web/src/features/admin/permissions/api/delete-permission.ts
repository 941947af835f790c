// `DELETE /permisos/{id}`: the permission and its grants go; the answer is the permission
// notification. Roles are read again since they lose the grant (and perhaps a home screen).
import type { Permission } from '@portal/domain/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLES_QUERY_KEY } from '../../roles/api/fetch-roles.ts';
import { PERMISSIONS_QUERY_KEY } from './fetch-permissions.ts';

export function deletePermission(permission: Pick<Permission, 'idPermis'>) {
  return writeEnvelope<null>('DELETE', `/permisos/${permission.idPermis}`, undefined, {
    permissionNotice: true,
  });
}

export function useDeletePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      ]),
  });
}
