// A stand-in for the screens API in the screens screen's component tests: it keeps the screens,
// applies a reorder so the next reads (`GET /pantalles`, the menu of `GET /usuaris/self`) follow
// it, and records every request with its body. A route it does not know answers 404.
import { adminScreenSchema, type AdminScreen } from '@portal/domain/admin-screens';
import type { SessionUser } from '@portal/domain/auth';
import { actionsOf, envelope, notFound, type SeenRequest, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser } from '../../testing/admin-fakes.ts';

const screen = (
  idPantalla: number,
  name: string,
  icon: string,
  url: string,
  ordre: number,
  menu = true,
  idPantallaPare: number | null = null,
): AdminScreen => adminScreenSchema.parse({ idPantalla, name, icon, url, ordre, menu, idPantallaPare });

export function seedScreens(): AdminScreen[] {
  return [
    screen(1, 'products', 'IconBuildingStore', '/products', 10),
    screen(2, 'equipmentDetail', 'IconFileDescription', '/equipments/product/detail', 11, false, 1),
    screen(6, 'usuaris', 'IconUsers', '/usuaris', 100),
    screen(8, 'permisos', 'IconLock', '/permisos', 120),
    screen(9, 'pantalles', 'IconLayoutList', '/pantalles', 130),
    screen(10, 'params', 'IconAdjustments', '/params', 140),
  ];
}

const menuOf = (screens: readonly AdminScreen[]) =>
  screens
    .filter((s) => s.menu && s.url !== '/products')
    .sort((a, b) => a.ordre - b.ordre || a.idPantalla - b.idPantalla)
    .map(({ name, icon, url, ordre }) => ({ name, icon, url, ordre }));

/** The administrator as `GET /usuaris/self` describes them, with the menu of these screens. */
export function adminUser(screens = seedScreens()): SessionUser {
  return adminSessionUser(menuOf(screens));
}

export function screensServer({ actions = ['GET /pantalles', 'PUT /permisos/reordenar'] } = {}) {
  let screens = seedScreens();
  const answer = ({ method, path, body }: SeenRequest): Response => {
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(actions));
    if (route === 'GET /pantalles') return envelope(screens);
    if (route === 'PUT /permisos/reordenar') {
      const moves = body as { idPantalla: number; ordre: number }[];
      screens = screens.map((s) => {
        const move = moves.find((m) => m.idPantalla === s.idPantalla);
        return move ? { ...s, ordre: move.ordre } : s;
      });
      screens.sort((a, b) => a.ordre - b.ordre || a.idPantalla - b.idPantalla);
      return envelope(screens, 'admin.screens.reordered');
    }
    if (route === 'GET /usuaris/self') {
      const { accessToken: _a, refreshToken: _r, ...self } = adminUser(screens);
      return envelope(self);
    }
    return notFound();
  };
  return stubFetch(answer);
}
