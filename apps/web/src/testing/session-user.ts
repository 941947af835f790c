// Session users for tests, shaped as `GET /usuaris/self` plus the client's access token (the
// refresh token lives in an HttpOnly cookie, out of the app's reach).
import type { SessionUser } from '@portal/domain/auth';

export function customerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    idUsuari: 4,
    username: 'bronze',
    email: 'compras@soldamar.example',
    nomContacte: 'Lucía Gómez',
    idioma: 'es',
    language: { id: 'es', name: 'Español' },
    homePath: '/products',
    roles: [{ idRol: 2, nom: 'CLIENT' }],
    // A buyer's: the cart is theirs (a company's viewer has none).
    actions: [{ idPermis: 1, endPoint: 'GET /carrito', descripcio: 'Read the cart' }],
    menu: [
      { name: 'products', icon: 'IconBuildingStore', url: '/products', ordre: 10 },
      { name: 'history', icon: 'IconHistory', url: '/history', ordre: 20 },
      { name: 'sat', icon: 'IconTool', url: '/sat', ordre: 30 },
    ],
    cliente: { codigo: 'C0003', razonSocial: 'Soldamar SL', idLista: 5 },
    accessToken: 'access-1',
    ...overrides,
  };
}

/** The customer's user in English, so that texts read as in the spec. */
export function englishCustomerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return customerUser({ idioma: 'en', language: { id: 'en', name: 'English' }, ...overrides });
}
