// A stand-in for the APIs the profile reads and writes, in its component tests: the user's own
// record, the customer's profile, the countries and the delivery contacts, each checked against
// the domain schemas; answers by method and path (the sections read at once), records every
// request with its query and body, and answers the header's cart. A route a test gives replaces
// the default one; a call nobody answers is a 404 listed in `unhandled`.
import { customerProfileSchema, type CustomerProfile } from '@portal/domain/accounts';
import { selfUserSchema, type SessionUser } from '@portal/domain/auth';
import { paisSchema } from '@portal/domain/ordering-api';
import { contact } from '../../../testing/customer-contacts.ts';
import { EMPTY_CART, fakeApi, json, type Handler } from '../../../testing/fake-api.ts';
import { englishCustomerUser } from '../../../testing/session-user.ts';

/** A member of staff: no customer, so no company and no delivery addresses. */
export function staffSession(): SessionUser {
  return englishCustomerUser({
    idUsuari: 1,
    username: 'admin',
    email: 'admin@portal.example',
    nomContacte: null,
    roles: [{ idRol: 1, nom: 'ADMINISTRADOR' }],
    homePath: '/usuaris',
    cliente: null,
  });
}

/** `GET /usuaris/self` for a session user: the same record without the client's tokens. */
export function selfOf({ accessToken: _a, refreshToken: _r, ...user }: SessionUser) {
  return selfUserSchema.parse(user);
}

export function customerProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return customerProfileSchema.parse({
    codigo: 'C0003',
    razonSocial: 'Soldamar SL',
    cif: 'B12345674',
    telefono: '+34 930 000 000',
    email: 'compras@soldamar.example',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    ciudad: '',
    pais: 'ES',
    formaPago: 2,
    formaPagoNombre: 'Transfer',
    entidadBancaria: null,
    diaPago: 15,
    cuentaContable: '430000003',
    idLista: 1,
    activo: true,
    ...overrides,
  });
}

export const COUNTRIES = [
  { codigo: 'ES', nombre: 'Spain' },
  { codigo: 'FR', nombre: 'France' },
  { codigo: 'PT', nombre: 'Portugal' },
].map((country) => paisSchema.parse(country));

export function profileServer(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /carrito': () => json(EMPTY_CART),
    // Customer resources answer the resource itself (DESIGN §4).
    'GET /clientes/codigo/C0003': () => json(customerProfile()),
    'GET /paises': () => json(COUNTRIES),
    'GET /cliente/contactos': () => json([contact()]),
    'POST /auth/oauth/revoke': () => json({}),
    ...routes,
  });
}
