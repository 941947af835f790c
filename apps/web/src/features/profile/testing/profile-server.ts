// A stand-in for the APIs the profile reads and writes, in its component tests: the user's own
// record, the customer's profile, the countries and the delivery contacts, each checked against
// the domain schemas; answers by method and path (the sections read at once), records every
// request with its query and body, and answers the header's cart. A route a test gives replaces
// the default one; a call nobody answers is a 404 listed in `unhandled`.
import { customerProfileSchema, type CustomerProfile } from '@portal/domain/accounts';
import { selfUserSchema, type SessionUser } from '@portal/domain/auth';
import { cartViewSchema, contactSchema, paisSchema, type Contact } from '@portal/domain/ordering-api';
import { vi } from 'vitest';
import { customerUser } from '../../../testing/session-user.ts';

export interface SeenRequest {
  method: string;
  /** Without the `/api/v1` prefix. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const envelope = (dades: unknown, missatge: string | null = null) =>
  json({ dades, error: false, missatge });

/** A refusal as the server's error handler words it, with field errors when given. */
export function refusal(
  status: number,
  missatge: string,
  description: string,
  errors?: { field: string; missatge: string; error_description: string }[],
): Response {
  return json(
    { error: 'error', missatge, error_description: description, ...(errors ? { errors } : {}) },
    status,
  );
}

/** The customer's user of the tests, in English so that texts read as in the spec. */
export function customerSession(overrides: Partial<SessionUser> = {}): SessionUser {
  return customerUser({ idioma: 'en', language: { id: 'en', name: 'English' }, ...overrides });
}

/** A member of staff: no customer, so no company and no delivery addresses. */
export function staffSession(): SessionUser {
  return customerSession({
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

export function contact(overrides: Partial<Contact> = {}): Contact {
  return contactSchema.parse({
    id: 11,
    nombreContacto: 'Soldamar – warehouse',
    direccion: 'Calle del Acero 7',
    codigoPostal: '28906',
    poblacion: 'Getafe',
    provincia: 'Madrid',
    ciudad: '',
    pais: 'ES',
    telefono: null,
    ...overrides,
  });
}

const EMPTY_CART = cartViewSchema.parse({
  lineas: [],
  totals: {
    grossTotal: 0,
    discountTotal: 0,
    subtotal: 0,
    shipping: 0,
    freeShipping: false,
    total: 0,
    pedidoMinimo: 100,
    importeFijo: 15,
    freeShippingFrom: 500,
  },
  blocking: [],
  missatge: null,
});

export function profileServer(routes: Record<string, Handler> = {}) {
  const requests: SeenRequest[] = [];
  const unhandled: string[] = [];
  const all: Record<string, Handler> = {
    'GET /carrito': () => json(EMPTY_CART),
    // Customer resources answer the resource itself (DESIGN §4).
    'GET /clientes/codigo/C0003': () => json(customerProfile()),
    'GET /paises': () => json(COUNTRIES),
    'GET /cliente/contactos': () => json([contact()]),
    'POST /auth/oauth/revoke': () => json({}),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body,
    };
    requests.push(request);
    const handler = all[`${request.method} ${request.path}`];
    if (!handler) {
      unhandled.push(`${request.method} ${request.path}`);
      return refusal(404, 'errors.notFound', 'Not found');
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    unhandled,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}
