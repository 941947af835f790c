// `POST /usuaris` (create) and `PUT /usuaris` (a full update: the form, a new password, or
// enabling and disabling the login). The answer is the 4 s toast; field errors stay with the
// form that sent them. The users list and the roles (which count their users) are read again.
import type { AdminUser, CreateUser, UpdateUser } from '@portal/domain/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { ROLE_OPTIONS_QUERY_KEY } from './fetch-role-options.ts';
import { USERS_QUERY_KEY } from './fetch-users.ts';

export type UserBody = CreateUser | UpdateUser;

/** `formFields`: the caller shows a refusal's field errors on its own fields (no toast for them). */
export function saveUser(body: UserBody, formFields = true): Promise<AdminUser> {
  const options = { formFields };
  const sent =
    'idUsuari' in body
      ? writeEnvelope<AdminUser>('PUT', '/usuaris', body, options)
      : writeEnvelope<AdminUser>('POST', '/usuaris', body, options);
  return sent.then((envelope) => envelope.dades);
}

/** The body that keeps everything of `user` as it is, for a change of one thing. */
export function unchangedBody(user: AdminUser): UpdateUser {
  return {
    idUsuari: user.idUsuari,
    username: user.username,
    email: user.email,
    nomContacte: user.nomContacte,
    idioma: user.idioma as UpdateUser['idioma'],
    roles: user.roles.map((role) => role.idRol),
    codigoCliente: user.codigoCliente,
  };
}

export function useSaveUser({ formFields = true }: { formFields?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) => saveUser(body, formFields),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ROLE_OPTIONS_QUERY_KEY }),
      ]),
  });
}
