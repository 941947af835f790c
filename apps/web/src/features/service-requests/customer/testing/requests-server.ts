// A stand-in for the service-request API in the customer screens' component tests: answers by
// method and path (a screen fires several calls at once) with data checked against the domain's
// wire schemas, records every request with its headers and body — a multipart body kept as the
// FormData it is, so a test reads its `dades` part and its files — and answers the navigation
// guard, the header's cart and the customer's addresses by default. A route a test gives replaces
// the default one; a call nobody answers is a 404 listed in `unhandled`.
import type { Page } from '@portal/domain/api';
import { paisSchema } from '@portal/domain/ordering-api';
import {
  purchasedEquipmentSchema,
  serviceRequestDetailSchema,
  serviceRequestSummarySchema,
  type PurchasedEquipment,
  type ServiceRequestDetail,
  type ServiceRequestSummary,
} from '@portal/domain/service-requests';
import { contact } from '../../../../testing/customer-contacts.ts';
import {
  EMPTY_CART,
  envelope,
  fakeApi,
  json,
  type Handler,
  type SeenRequest,
} from '../../../../testing/fake-api.ts';

export function summary(overrides: Partial<ServiceRequestSummary> = {}): ServiceRequestSummary {
  return serviceRequestSummarySchema.parse({
    numero: 'SAT-000012',
    tipus: 'sat',
    estat: 'received',
    codigoCliente: 'C0003',
    nomCliente: 'Soldamar SL',
    resum: 'INV-200 · S/N 4711',
    // 5 March 2026, 09:07:03 in the zone the test runs in.
    dataCreacio: new Date(2026, 2, 5, 9, 7, 3).toISOString(),
    dataActualitzacio: new Date(2026, 2, 5, 9, 7, 3).toISOString(),
    dataPrevista: null,
    ...overrides,
  });
}

/** The request as `POST …/solicitud` answers it: what was sent, received, with its first event. */
export function detail(overrides: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail {
  return serviceRequestDetailSchema.parse({
    ...summary(),
    dades: {
      codigoProducto: 'INV-200',
      numeroSerie: '4711',
      dataCompra: '2025-03-05',
      averia: 'No arc',
      lliurament: 'bring',
      datesPreferides: ['2026-07-01'],
      personaContacte: 'Lucía Gómez',
      telefonContacte: '+34 600 000 000',
    },
    garantia: 'in',
    motiuRebuig: null,
    erpNumero: null,
    adreca: null,
    solicitant: 'Lucía Gómez',
    adjunts: [],
    historial: [],
    seguents: ['cancelled'],
    ...overrides,
  });
}

export function equipment(overrides: Partial<PurchasedEquipment> = {}): PurchasedEquipment {
  return purchasedEquipmentSchema.parse({
    codigoProducto: 'INV-200',
    nombre: 'Inverter MMA 200 A',
    codigoPedido: 'P-2026-000010',
    dataCompra: '2026-03-05',
    ...overrides,
  });
}

export function requestsPage(
  content: ServiceRequestSummary[],
  number = 0,
  totalElements = content.length,
): Page<ServiceRequestSummary> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 10), number, size: 10 };
}

/** The `dades` part of a multipart request, parsed. */
export function dadesOf(request: SeenRequest): unknown {
  const body = request.body as FormData;
  return JSON.parse(String(body.get('dades')));
}

/** The files of a multipart request, in the order they were sent. */
export function filesOf(request: SeenRequest): File[] {
  return (request.body as FormData).getAll('fitxers') as File[];
}

export function requestsServer(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /permisos/permis-pantalla': () => envelope([]),
    'GET /carrito': () => json(EMPTY_CART),
    'GET /cliente/contactos': () =>
      json([
        contact(),
        contact({ id: 12, nombreContacto: 'Obra Getafe Norte', direccion: 'Avenida del Arco 3' }),
      ]),
    'GET /paises': () => json([paisSchema.parse({ codigo: 'ES', nombre: 'Spain' })]),
    'GET /sat/equips': () => envelope([]),
    'GET /sat/solicituds': () => envelope(requestsPage([])),
    'GET /maintenance/solicituds': () => envelope(requestsPage([])),
    'GET /standarization/solicituds': () => envelope(requestsPage([])),
    ...routes,
  });
}
