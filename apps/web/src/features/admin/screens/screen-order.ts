// The order of the menu as the screens administration edits it: the menu screens in menu order,
// a move of one place up or down, and the `PUT /permisos/reordenar` body that turns a new order
// into positions. Only menu screens are reordered: the new order takes the positions the menu
// screens held (so detail screens keep theirs), and only the screens whose position changes
// are sent.
import type { AdminScreen } from '@portal/domain/admin-screens';
import type { ReorderScreens } from '@portal/domain/admin-screens';

const byMenuOrder = (a: AdminScreen, b: AdminScreen) => a.ordre - b.ordre || a.idPantalla - b.idPantalla;

/** The menu entries in the order the menu shows them (the server's: `ordre`, then id). */
export function menuScreens(screens: readonly AdminScreen[]): AdminScreen[] {
  return screens.filter((screen) => screen.menu).sort(byMenuOrder);
}

/** The screens that are not menu entries (detail screens), in their order. */
export function otherScreens(screens: readonly AdminScreen[]): AdminScreen[] {
  return screens.filter((screen) => !screen.menu).sort(byMenuOrder);
}

/** The items with the one at `from` moved to `to`; unchanged when either is off the list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The same members in the same order. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The body that gives the menu screens the order `ids`: the i-th screen of the new order takes
 * the i-th position the menu screens held before (made strictly increasing, so that two screens
 * that shared a position are told apart). Screens already in place are not sent.
 */
export function reorderBody(current: readonly AdminScreen[], ids: readonly number[]): ReorderScreens {
  const positions = current.map((screen) => screen.ordre).sort((a, b) => a - b);
  const byId = new Map(current.map((screen) => [screen.idPantalla, screen]));
  const body: ReorderScreens = [];
  let previous = -1;
  ids.forEach((idPantalla, index) => {
    const ordre = Math.max(positions[index] ?? previous + 1, previous + 1);
    previous = ordre;
    const screen = byId.get(idPantalla);
    if (screen && screen.ordre !== ordre) body.push({ idPantalla, ordre });
  });
  return body;
}
