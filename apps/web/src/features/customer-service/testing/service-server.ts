// A stand-in for the API the customer-service dialog meets in component tests: answers by method
// and path (the screens around it fire several calls at once), records every request, and
// answers the screen permissions, the header's cart and customer service's contact by default.
import type { ServiceContact } from '@portal/domain/accounts';
import { EMPTY_CART, envelope, fakeApi, json, type Handler } from '../../../testing/fake-api.ts';

export const SERVICE_CONTACT: ServiceContact = {
  emailContacto: 'atencion@soldaduras.example',
  telefonoContacto: '+34 930 000 000',
};

export const sentAnswer = () => envelope(null, 'accounts.serviceSent');

export function serviceServer(routes: Record<string, Handler> = {}) {
  const server = fakeApi({
    'GET /permisos/permis-pantalla': () => envelope([]),
    'GET /carrito': () => json(EMPTY_CART),
    'GET /promociones/cliente/C0003': () => json({ promociones: [] }),
    'GET /usuaris/contacte': () => envelope(SERVICE_CONTACT),
    'POST /usuaris/email': sentAnswer,
    ...routes,
  });
  const sent = () => server.calls('POST', '/usuaris/email');
  return { ...server, sent };
}
