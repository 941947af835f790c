// `DELETE /rols/{id}`: refused with 409 and the server's message while users hold the role (the
// API client shows it as a toast); the list is read again either way.
import type { AdminRole } from '@portal/domain/admin-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLES_QUERY_KEY } from './fetch-roles.ts';

export function deleteRole(role: Pick<AdminRole, 'idRol'>) {
  return writeEnvelope<null>('DELETE', `/rols/${role.idRol}`);
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => client.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
