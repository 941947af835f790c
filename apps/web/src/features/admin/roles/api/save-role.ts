// `POST /rols` (create with a name) and `PUT /rols` (rename): only the name is sent, so the
// server keeps the role's permissions and home screen. The answer is the usual 4 s toast; a
// field error or a taken name stays with the form.
import type { AdminRole, CreateRole } from '@portal/domain/admin-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLES_QUERY_KEY } from './fetch-roles.ts';

export type RoleNameBody = Pick<CreateRole, 'nom'> & { idRol?: number };

export async function saveRole({ idRol, nom }: RoleNameBody): Promise<AdminRole> {
  const envelope =
    idRol === undefined
      ? await writeEnvelope<AdminRole>('POST', '/rols', { nom }, { formFields: true })
      : await writeEnvelope<AdminRole>('PUT', '/rols', { idRol, nom }, { formFields: true });
  return envelope.dades;
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => client.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
