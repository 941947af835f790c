import { describe, expect, it } from 'vitest';
import { notFoundRoute, PRIVATE_ROUTES, PUBLIC_ROUTES } from './route-table.ts';

describe('route table (spec §2)', () => {
  it('has every logged-in route of the spec, all private', () => {
    expect(PRIVATE_ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/permisos',
        '/usuaris',
        '/params',
        '/log-errors',
        '/registre-canvis',
        '/enllac-erp',
        '/sincronitzacio',
        '/bustia',
        '/perfil',
        '/products',
        '/equipments/product/detail',
        '/accessories/product/detail',
        '/consumables/product/detail',
        '/services/product/detail',
        '/history',
        '/history/print',
        '/history/order',
        '/documents',
        '/llistes',
        '/sat',
        '/maintenance',
        '/standarization',
        '/solicitud',
        '/servei',
        '/rols',
        '/pantalles',
        '/equip',
        '/aprovacions',
      ].sort(),
    );
    expect(PRIVATE_ROUTES.every((r) => r.access === 'private')).toBe(true);
  });

  it('has the public routes and a public catch-all', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/login',
      '/recuperar-contrasenya',
      '/canviar-contrasenya',
      '/confirmar-email',
      '/invitacio',
      '/accessibilitat',
      '/404',
    ]);
    expect(PUBLIC_ROUTES.every((r) => r.access === 'public')).toBe(true);
    expect(notFoundRoute).toMatchObject({ path: '*', access: 'public' });
  });

  // Transforms every screen module on first import: seconds on a busy machine, not a hang.
  it('loads a screen component for every route', { timeout: 60_000 }, async () => {
    for (const route of [...PUBLIC_ROUTES, ...PRIVATE_ROUTES, notFoundRoute]) {
      expect(typeof (await route.screen()), route.path).toBe('function');
    }
  });
});
