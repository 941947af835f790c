// `DELETE /usuaris/{id}`: the user, their roles and sessions go; the server refuses deleting
// oneself. The answer is the 4 s toast either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLE_OPTIONS_QUERY_KEY } from './fetch-role-options.ts';
import { USERS_QUERY_KEY } from './fetch-users.ts';

export function deleteUser(idUsuari: number) {
  return writeEnvelope<null>('DELETE', `/usuaris/${idUsuari}`);
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ROLE_OPTIONS_QUERY_KEY }),
      ]),
  });
}
