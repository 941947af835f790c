// A role's permissions grouped by their screen, in the order the server lists them (the menu
// order of the screens, permissions without a screen last).
import type { PermissionListItem } from '@portal/domain/admin-permissions';

export interface ScreenGroup {
  idPantalla: number | null;
  /** The screen's name (`pantalles.name`, e.g. `logErrors`); null for permissions without one. */
  name: string | null;
  permissions: PermissionListItem[];
}

export function groupByScreen(permissions: readonly PermissionListItem[]): ScreenGroup[] {
  const groups = new Map<number | null, ScreenGroup>();
  for (const permission of permissions) {
    let group = groups.get(permission.idPantalla);
    if (!group) {
      group = { idPantalla: permission.idPantalla, name: permission.pantalla, permissions: [] };
      groups.set(permission.idPantalla, group);
    }
    group.permissions.push(permission);
  }
  // Map keeps insertion order; only the group without a screen is moved to the end.
  const all = [...groups.values()];
  return [...all.filter((g) => g.idPantalla !== null), ...all.filter((g) => g.idPantalla === null)];
}
