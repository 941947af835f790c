// A stand-in for the users administration API in the screen's component tests: answers by method
// and path (the screen fires several calls at once), records every request with its body, and
// answers the navigation guard with the screen's actions. Its data is checked against the domain
// schemas, so a fake answer cannot drift from the contract.
import { adminRoleSchema, type AdminRole } from '@portal/domain/admin-roles';
import { adminUserSchema, type AdminUser } from '@portal/domain/admin-users';
import { customerSearchResponseSchema, type CustomerSummary } from '@portal/domain/customer-search';
import type { SessionUser } from '@portal/domain/auth';
import { actionsOf, byRoute, envelope, type Handler, json, stubFetch } from '../../../../testing/fake-api.ts';
import { adminSessionUser } from '../../testing/admin-fakes.ts';

export const ADMIN_ID = 1;

/** The demo administrator as the session stores them. */
export function adminSession(): SessionUser {
  return adminSessionUser([{ name: 'usuaris', icon: 'IconUsers', url: '/usuaris', ordre: 100 }], {
    idUsuari: ADMIN_ID,
    nomContacte: 'Admin',
  });
}

export const ALL_USER_ACTIONS = [
  'GET /usuaris',
  'POST /usuaris',
  'PUT /usuaris',
  'DELETE /usuaris/{id}',
  'GET /clientes',
];

export const ROLES: AdminRole[] = [
  { idRol: 1, nom: 'ADMINISTRADOR', idPantallaInici: 8, homePath: '/usuaris', permisos: [], usuaris: 1 },
  { idRol: 2, nom: 'CLIENT', idPantallaInici: 1, homePath: '/products', permisos: [], usuaris: 4 },
].map((role) => adminRoleSchema.parse(role));

export const CUSTOMERS: CustomerSummary[] = customerSearchResponseSchema.parse([
  { codigo: 'C0001', razonSocial: 'Calderería Montseny SL' },
  { codigo: 'C0003', razonSocial: 'Talleres Soldamar SA' },
]);

export function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    idUsuari: 4,
    username: 'bronze',
    email: 'compras@soldamar.example',
    nomContacte: 'Lucía Gómez',
    idioma: 'es',
    codigoCliente: 'C0003',
    razonSocial: 'Talleres Soldamar SA',
    actiu: true,
    roles: [{ idRol: 2, nom: 'CLIENT' }],
    ...overrides,
  });
}

export const ADMIN_ROW = user({
  idUsuari: ADMIN_ID,
  username: 'admin',
  email: 'admin@portal.example',
  nomContacte: 'Admin',
  idioma: 'ca',
  codigoCliente: null,
  razonSocial: null,
  roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
});

export function usersPage(content: AdminUser[], number = 0, size = 20, totalElements = content.length) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

export function usersServer(routes: Record<string, Handler>, allowed: readonly string[] = ALL_USER_ACTIONS) {
  return stubFetch(
    byRoute({
      'GET /permisos/permis-pantalla': () => envelope(actionsOf(allowed)),
      'GET /rols': () => envelope(ROLES),
      'GET /clientes': () => json(CUSTOMERS),
      ...routes,
    }),
  );
}
