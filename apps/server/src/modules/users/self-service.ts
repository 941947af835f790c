// The session user of spec §3 as `GET /usuaris/self` answers it, and the user's own changes to
// it (`PUT /usuaris/self`), which the change register records like any other write to a user.
import { normaliseScreenPath } from '@portal/domain/access';
import type { SelfUser, UpdateSelf } from '@portal/domain/auth';
import { isLanguage, LANGUAGE_NAMES, type Language } from '@portal/domain/languages';
import { permissionDescription } from '@portal/domain/permission-descriptions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { UserAccess } from '../access/user-access.ts';
import type { KeptScreens } from '../access/kept-screens.ts';
import type { AuthContext } from '../../plugins/access-control.ts';
import { changedFields, recordChange } from '../change-log/change-log.ts';
import type { UserRepository } from './user-repository.ts';

export class SelfService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    /** The roles, actions and menu, which the access module owns. */
    private readonly access: UserAccess,
  ) {}

  /**
   * Changes the user's own language or contact name; the register gets the fields that changed,
   * with their values before and after, in the same transaction (nothing when nothing changed).
   */
  async update(idUsuari: number, changes: UpdateSelf): Promise<void> {
    await this.db.transaction(async (tx) => {
      const users = this.users.in(tx);
      const before = await users.findActiveById(idUsuari);
      if (!before) throw notFound();
      await users.updateSelf(idUsuari, changes);
      const detall = changedFields({ idioma: before.idioma, nomContacte: before.nomContacte }, changes);
      if (Object.keys(detall).length === 0) return;
      await recordChange(tx, { taula: 'usuaris', tipus: 'UPDATE', idRegistre: idUsuari, idUsuari, detall });
    });
  }

  /**
   * `language`: the request's, for the actions' descriptions; `keptScreens`: screens another module
   * keeps from this user (documents, by the company's choice).
   */
  async load(auth: AuthContext, language: Language, keptScreens?: KeptScreens): Promise<SelfUser> {
    const { idUsuari } = auth;
    const users = this.users;
    const user = await users.findActiveById(idUsuari);
    if (!user) throw notFound();
    const [{ roles, actions, menu }, cliente] = await Promise.all([
      this.access.of(idUsuari, await keptScreens?.(auth)),
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
      actions: actions.map((action) => ({ ...action, descripcio: permissionDescription(action, language) })),
      menu,
      cliente: cliente ?? null,
    };
  }
}
