// The access module's answer to "what may this user do" for other modules (the session user of
// `/usuaris/self`): their roles with their home screens, every action their roles grant, and
// their menu less the screens another module keeps from them. The access module owns the roles',
// permissions' and screens' tables; others ask here.
import type { AccessRepository } from './access-repository.ts';

export class UserAccess {
  constructor(private readonly access: AccessRepository) {}

  async of(idUsuari: number, kept?: readonly string[]) {
    const [roles, actions, menu] = await Promise.all([
      this.access.rolesOf(idUsuari),
      this.access.actionsOf(idUsuari),
      this.access.menuOf(idUsuari, kept),
    ]);
    return { roles, actions, menu };
  }

  /** A screen by its normalised path (`GET /permisos/permis-pantalla`). */
  findScreen(screen: string) {
    return this.access.findScreen(screen);
  }

  /** The user's actions on a screen found by `findScreen`, and their menu less the kept screens. */
  onScreen(
    idUsuari: number,
    screen: NonNullable<Awaited<ReturnType<UserAccess['findScreen']>>>,
    kept: readonly string[],
  ) {
    return Promise.all([this.access.actionsOnScreen(idUsuari, screen), this.access.menuOf(idUsuari, kept)]);
  }
}
