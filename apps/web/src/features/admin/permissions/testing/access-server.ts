// A stand-in for the access administration API (roles, permissions, screens) in the component
// tests of the roles and permissions screens: it keeps its own roles, grants and permissions so
// a grant shows up in the next read, answers with data checked against the domain schemas, and
// records every request. A route it does not know answers 404.
import { permissionSchema, type Permission } from '@portal/domain/access';
import { permissionListItemSchema, rolePermissionStateSchema } from '@portal/domain/admin-permissions';
import { adminRoleSchema, type AdminRole } from '@portal/domain/admin-roles';
import { adminScreenSchema, type AdminScreen } from '@portal/domain/admin-screens';
import type { SessionUser } from '@portal/domain/auth';
import { actionsOf, envelope, refusal, type SeenRequest, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser } from '../../testing/admin-fakes.ts';

type Handler = (request: SeenRequest) => Response | undefined;

/** The administrator as `GET /usuaris/self` describes them. */
export function adminUser(): SessionUser {
  return adminSessionUser([
    { name: 'usuaris', icon: 'IconUsers', url: '/usuaris', ordre: 100 },
    { name: 'rols', icon: 'IconShieldLock', url: '/rols', ordre: 110 },
    { name: 'permisos', icon: 'IconLock', url: '/permisos', ordre: 120 },
  ]);
}

const screen = (idPantalla: number, name: string, url: string, ordre: number): AdminScreen =>
  adminScreenSchema.parse({
    idPantalla,
    name,
    icon: 'IconFile',
    url,
    ordre,
    menu: true,
    idPantallaPare: null,
  });

export const SCREENS: AdminScreen[] = [
  screen(1, 'products', '/products', 10),
  screen(2, 'history', '/history', 20),
  screen(3, 'usuaris', '/usuaris', 100),
];

const permission = (idPermis: number, endPoint: string, descripcio: string, idPantalla: number | null) =>
  permissionSchema.parse({ idPermis, endPoint, descripcio, idPantalla });

export function seedPermissions(): Permission[] {
  return [
    permission(10, 'GET /productos/search', 'Search the catalogue', 1),
    permission(11, 'GET /carrito', 'Read the cart', 1),
    permission(20, 'GET /pedidos/cliente/getAll/{idCliente}', 'Order history', 2),
    permission(21, 'DELETE /pedidos/pedido/{code}', 'Cancel an order', 2),
    permission(30, 'GET /usuaris', 'List users', 3),
    permission(40, 'GET /sense-pantalla', '', null),
  ];
}

/** Every action of the /rols and /permisos screens, as the seeded administrator holds them. */
export const ALL_ACTIONS = [
  'GET /rols',
  'POST /rols',
  'PUT /rols',
  'DELETE /rols/{id}',
  'POST /permisos/home',
  'POST /permisos/donar-permis',
  'POST /permisos/treure-permis',
  'GET /permisos',
  'POST /permisos',
  'PUT /permisos',
  'DELETE /permisos/{id}',
];

interface ServerOptions {
  /** The endpoints the screen's stored actions allow. */
  actions?: readonly string[];
  /** Answers tried before the server's own (return undefined to fall through). */
  override?: Handler;
}

export function accessServer({ actions = ALL_ACTIONS, override }: ServerOptions = {}) {
  let permissions = seedPermissions();
  const roles = [
    { idRol: 1, nom: 'ADMINISTRADOR', idPantallaInici: 3 as number | null, usuaris: 1 },
    { idRol: 2, nom: 'CLIENT', idPantallaInici: 1 as number | null, usuaris: 4 },
  ];
  const grants = new Map<number, Set<number>>([
    [1, new Set([30])],
    [2, new Set([10, 11, 20, 21])],
  ]);
  let nextId = 100;

  const roleView = (role: (typeof roles)[number]): AdminRole =>
    adminRoleSchema.parse({
      ...role,
      homePath: SCREENS.find((s) => s.idPantalla === role.idPantallaInici)?.url ?? null,
      permisos: permissions.filter((p) => grants.get(role.idRol)?.has(p.idPermis)),
    });
  const pairState = (idRol: number, idPermis: number) => {
    const role = roles.find((r) => r.idRol === idRol)!;
    return rolePermissionStateSchema.parse({
      idRol,
      idPermis,
      granted: grants.get(idRol)!.has(idPermis),
      idPantallaInici: role.idPantallaInici,
      homePath: roleView(role).homePath,
    });
  };

  const answer = (request: SeenRequest): Response => {
    const { method, path, query } = request;
    const body = request.body as Record<string, unknown>;
    const route = `${method} ${path}`;
    if (route === 'GET /permisos/permis-pantalla') return envelope(actionsOf(actions));
    if (route === 'GET /pantalles') return envelope(SCREENS);
    if (route === 'GET /rols') return envelope(roles.map(roleView));
    if (route === 'GET /permisos') {
      const idRol = query.get('idRol') ? Number(query.get('idRol')) : undefined;
      const idPantalla = query.get('idPantalla') ? Number(query.get('idPantalla')) : undefined;
      const list = permissions
        .filter((p) => idPantalla === undefined || p.idPantalla === idPantalla)
        .map((p) =>
          permissionListItemSchema.parse({
            ...p,
            pantalla: SCREENS.find((s) => s.idPantalla === p.idPantalla)?.name ?? null,
            ...(idRol === undefined ? {} : { granted: grants.get(idRol)?.has(p.idPermis) ?? false }),
          }),
        );
      return envelope(list);
    }
    if (route === 'POST /rols') {
      const role = { idRol: nextId++, nom: String(body.nom), idPantallaInici: null, usuaris: 0 };
      roles.push(role);
      grants.set(role.idRol, new Set());
      return envelope(roleView(role), 'common.saved', 201);
    }
    if (route === 'PUT /rols') {
      const role = roles.find((r) => r.idRol === body.idRol)!;
      role.nom = String(body.nom);
      return envelope(roleView(role), 'common.saved');
    }
    const roleId = /^DELETE \/rols\/(\d+)$/.exec(route);
    if (roleId) {
      const index = roles.findIndex((r) => r.idRol === Number(roleId[1]));
      if (roles[index]!.usuaris > 0)
        return refusal(409, 'admin.roles.inUse', 'The role cannot be deleted: some users still hold it.');
      roles.splice(index, 1);
      return envelope(null, 'common.deleted');
    }
    if (route === 'POST /permisos/donar-permis' || route === 'POST /permisos/treure-permis') {
      const { idRol, idPermis } = body as { idRol: number; idPermis: number };
      const held = grants.get(idRol)!;
      const granting = path.endsWith('donar-permis');
      if (granting) held.add(idPermis);
      else held.delete(idPermis);
      const role = roles.find((r) => r.idRol === idRol)!;
      if (!permissions.some((p) => held.has(p.idPermis) && p.idPantalla === role.idPantallaInici))
        role.idPantallaInici = null;
      return envelope(
        pairState(idRol, idPermis),
        granting ? 'admin.permissions.granted' : 'admin.permissions.revoked',
      );
    }
    if (route === 'POST /permisos/home') {
      const { idRol, idPermis } = body as { idRol: number; idPermis: number };
      roles.find((r) => r.idRol === idRol)!.idPantallaInici = permissions.find(
        (p) => p.idPermis === idPermis,
      )!.idPantalla;
      return envelope(pairState(idRol, idPermis), 'admin.permissions.homeSet');
    }
    if (route === 'POST /permisos' || route === 'PUT /permisos') {
      const saved = permissionSchema.parse({ idPermis: body.idPermis ?? nextId++, ...body });
      permissions = [...permissions.filter((p) => p.idPermis !== saved.idPermis), saved];
      return envelope(saved, 'common.saved', method === 'POST' ? 201 : 200);
    }
    const permissionId = /^DELETE \/permisos\/(\d+)$/.exec(route);
    if (permissionId) {
      permissions = permissions.filter((p) => p.idPermis !== Number(permissionId[1]));
      return envelope(null, 'common.deleted');
    }
    return refusal(404, 'errors.notFound', 'Not found');
  };

  const server = stubFetch((request) => override?.(request) ?? answer(request));
  return {
    ...server,
    grantsOf: (idRol: number) => [...(grants.get(idRol) ?? [])].sort((a, b) => a - b),
  };
}
