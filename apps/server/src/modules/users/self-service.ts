// The session user of spec §3 as `GET /usuaris/self` answers it.
import { normaliseScreenPath } from '@portal/domain/access';
import type { SelfUser } from '@portal/domain/auth';
import { isLanguage, LANGUAGE_NAMES } from '@portal/domain/languages';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { AccessRepository } from '../access/access-repository.ts';
import { UserRepository } from './user-repository.ts';

export async function loadSelfUser(db: DbOrTx, idUsuari: number): Promise<SelfUser> {
  const users = new UserRepository(db);
  const access = new AccessRepository(db);
  const user = await users.findActiveById(idUsuari);
  if (!user) throw notFound();
  const [roles, actions, menu, cliente] = await Promise.all([
    access.rolesOf(idUsuari),
    access.actionsOf(idUsuari),
    access.menuOf(idUsuari),
    user.codigoCliente ? users.customerOf(user.codigoCliente) : Promise.resolve(undefined),
  ]);
  const idioma = isLanguage(user.idioma) ? user.idioma : 'ca';
  // The first role with a home screen decides; a user without one gets null and the web app
  // shows the "no home page" message.
  const home = roles.find((role) => role.homePath)?.homePath ?? null;
  return {
    idUsuari: user.idUsuari,
    username: user.username,
    email: user.email,
    nomContacte: user.nomContacte,
    idioma,
    language: { id: idioma, name: LANGUAGE_NAMES[idioma] },
    homePath: home ? normaliseScreenPath(home) : null,
    roles: roles.map(({ idRol, nom }) => ({ idRol, nom })),
    actions,
    menu,
    cliente: cliente ?? null,
  };
}
