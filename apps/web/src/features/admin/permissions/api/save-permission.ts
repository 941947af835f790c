// `POST /permisos` (create) and `PUT /permisos` (update): the answer is shown as the permission
// notification (5 s, bottom); field errors stay with the form. Every permissions list and the
// roles (whose permissions and home screens may change with it) are read again.
import type { Permission } from '@portal/domain/access';
import type { CreatePermission, UpdatePermission } from '@portal/domain/admin-permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLES_QUERY_KEY } from '../../roles/api/fetch-roles.ts';
import { PERMISSIONS_QUERY_KEY } from './fetch-permissions.ts';

export type PermissionBody = CreatePermission | UpdatePermission;

export function savePermission(body: PermissionBody) {
  return 'idPermis' in body
    ? writeEnvelope<Permission>('PUT', '/permisos', body, { permissionNotice: true, formFields: true })
    : writeEnvelope<Permission>('POST', '/permisos', body, { permissionNotice: true, formFields: true });
}

export function useSavePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePermission,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      ]),
  });
}
