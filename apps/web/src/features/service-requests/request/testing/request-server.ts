// A stand-in for the service request API in the request page's component tests. It keeps one
// request (checked against the domain's wire schema) and changes it as the server does, by the
// domain's rules: `seguents` from nextRequestStatuses for the reader's actor, moves checked with
// canMoveRequest and bodies with statusChangeSchema / requestNoteSchema (400 with field errors,
// 422 for a move not allowed, 403 for the wrong kind of user), each change written to the
// timeline. Files answer their bytes only to a request carrying the session's token. Every
// request is recorded with its headers and body; a route a test gives replaces the default one.
import type { SessionUser } from '@portal/domain/auth';
import enMessages from '@portal/domain/messages/en.json';
import {
  canMoveRequest,
  nextRequestStatuses,
  requestNoteSchema,
  serviceRequestDetailSchema,
  statusChangeSchema,
  type RequestActor,
  type RequestEvent,
  type ServiceRequestDetail,
  type ServiceRequestStatus,
} from '@portal/domain/service-requests';
import {
  actionsOf,
  EMPTY_CART,
  envelope,
  json,
  refusal,
  stubFetch,
  type SeenRequest,
} from '../../../../testing/fake-api.ts';
import { englishCustomerUser } from '../../../../testing/session-user.ts';

type Handler = (request: SeenRequest, match: RegExpExecArray) => Response | Promise<Response>;

const notFound = () => refusal(404, 'serviceRequests.notFound', enMessages.serviceRequests.notFound);

/** The English text of a message key, as the server would send it. */
function englishText(key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enMessages);
  return typeof found === 'string' ? found : enMessages.validation.invalidValue;
}

/** A member of the service department: no customer, the back office as home. */
export function staffSession(): SessionUser {
  return englishCustomerUser({
    idUsuari: 9,
    username: 'servei',
    email: 'servei@portal.example',
    nomContacte: 'Marta Puig',
    roles: [{ idRol: 3, nom: 'SERVEI' }],
    homePath: '/servei',
    menu: [{ name: 'service', icon: 'IconTool', url: '/servei', ordre: 60 }],
    cliente: null,
    accessToken: 'staff-token',
  });
}

/** 5 March 2026 at the given time, in the zone the test runs in. */
export const at = (hours: number, minutes = 0, day = 5) =>
  new Date(2026, 2, day, hours, minutes, 0).toISOString();

const RECEIVED: RequestEvent = {
  id: 1,
  tipus: 'status',
  estatAnterior: null,
  estat: 'received',
  dataPrevista: null,
  motiu: null,
  nota: null,
  autor: 'Lucía Gómez',
  data: at(9, 7),
};

/** After-sales request SAT-000001 of Soldamar (C0003), received, in warranty, with a photo and a PDF. */
export function satRequest(overrides: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail {
  return serviceRequestDetailSchema.parse({
    numero: 'SAT-000001',
    tipus: 'sat',
    estat: 'received',
    codigoCliente: 'C0003',
    nomCliente: 'Soldamar SL',
    resum: 'MIG-250 · SN-4471',
    dataCreacio: at(9, 7),
    dataActualitzacio: at(9, 7),
    dataPrevista: null,
    dades: {
      codigoProducto: 'MIG-250',
      codigoPedido: 'P-2026-000010',
      numeroSerie: 'SN-4471',
      averia: 'The wire feeder stops after a few seconds.\nError code E07.',
      lliurament: 'collect',
      idContacte: 11,
      datesPreferides: ['2026-03-16', '2026-03-18'],
      personaContacte: 'Jordi Vidal',
      telefonContacte: '+34 600 111 222',
    },
    garantia: 'in',
    motiuRebuig: null,
    erpNumero: null,
    adreca: 'Soldamar – warehouse, Calle del Acero 7, 28906 Getafe, Madrid, ES',
    solicitant: 'Lucía Gómez',
    adjunts: [
      { id: 7, nom: 'feeder.png', tipus: 'image/png', mida: 52_000 },
      { id: 8, nom: 'invoice.pdf', tipus: 'application/pdf', mida: 2_400_000 },
    ],
    historial: [RECEIVED],
    seguents: ['cancelled'],
    ...overrides,
  });
}

/** Standardisation request STD-000004: two welders, MAG and TIG, on a site. */
export function standardisationRequest(overrides: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail {
  return satRequest({
    numero: 'STD-000004',
    tipus: 'standardisation',
    resum: 'EN ISO 9606 · 2 · 135, 141',
    dades: {
      tipus: 'welder_iso_9606',
      quantitat: 2,
      processos: ['135', '141'],
      materials: 'S355 steel 10 mm',
      idContacte: 11,
      datesPreferides: ['2026-04-01'],
      observacions: 'Morning shift only.',
      personaContacte: 'Jordi Vidal',
      telefonContacte: '+34 600 111 222',
    },
    garantia: null,
    adjunts: [],
    ...overrides,
  });
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%test\n');

/** The request screen's own permissions, as the seed gives them to every role that holds it. */
const SCREEN_ACTIONS = actionsOf([
  'GET /solicituds/{numero}',
  'GET /solicituds/{numero}/adjunts/{id}',
  'POST /solicituds/{numero}/cancelar',
]);

interface RequestServerOptions {
  request: ServiceRequestDetail;
  /** Whose eyes: the customer's or staff's (decides `seguents` and which writes are allowed). */
  actor: RequestActor;
  /** The token the files answer to (the session's). */
  token: string;
  /** Routes that replace the defaults, keyed `METHOD /path` with the path as a regular expression. */
  routes?: Record<string, Handler>;
}

export function requestServer({ request, actor, token, routes = {} }: RequestServerOptions) {
  const unhandled: string[] = [];
  let current: ServiceRequestDetail = {
    ...request,
    seguents: [...nextRequestStatuses(request.estat, actor)],
  };
  let nextEventId = Math.max(0, ...request.historial.map((event) => event.id)) + 1;
  const author = actor === 'staff' ? 'Marta Puig' : (request.solicitant ?? 'Lucía Gómez');
  const files: Record<number, { bytes: Uint8Array<ArrayBuffer>; type: string }> = {};
  for (const file of request.adjunts) {
    files[file.id] = { bytes: file.tipus === 'application/pdf' ? PDF_BYTES : PNG_BYTES, type: file.tipus };
  }

  const ours = (match: RegExpExecArray) => decodeURIComponent(match[1]!) === current.numero;

  function record(event: Omit<RequestEvent, 'id' | 'autor' | 'data'>, estat: ServiceRequestStatus) {
    const data = at(11, nextEventId);
    current = serviceRequestDetailSchema.parse({
      ...current,
      estat,
      dataActualitzacio: data,
      historial: [...current.historial, { ...event, id: nextEventId++, autor: author, data }],
      seguents: [...nextRequestStatuses(estat, actor)],
    });
  }

  function fieldRefusal(issues: { path: PropertyKey[]; message: string }[]) {
    return refusal(
      400,
      'errors.validation',
      'The request has invalid fields.',
      issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        missatge: issue.message,
        error_description: englishText(issue.message),
      })),
    );
  }

  const defaults: Record<string, Handler> = {
    'GET /permisos/permis-pantalla': () => envelope(SCREEN_ACTIONS),
    'GET /carrito': () => json(EMPTY_CART),
    'GET /solicituds/([^/]+)': (_request, match) => (ours(match) ? envelope(current) : notFound()),
    'GET /solicituds/([^/]+)/adjunts/(\\d+)': (seen, match) => {
      if (seen.headers.authorization !== `Bearer ${token}`)
        return refusal(401, 'errors.unauthorized', 'Log in.');
      const file = ours(match) ? files[Number(match[2])] : undefined;
      if (!file) return notFound();
      return new Response(file.bytes, { status: 200, headers: { 'Content-Type': file.type } });
    },
    'POST /solicituds/([^/]+)/cancelar': (_request, match) => {
      if (!ours(match)) return notFound();
      if (actor !== 'customer') return refusal(403, 'errors.forbidden', 'You are not allowed to do this.');
      if (!canMoveRequest(current.estat, 'cancelled', 'customer'))
        return refusal(422, 'serviceRequests.cannotMove', enMessages.serviceRequests.cannotMove);
      record(
        {
          tipus: 'status',
          estatAnterior: current.estat,
          estat: 'cancelled',
          dataPrevista: null,
          motiu: null,
          nota: null,
        },
        'cancelled',
      );
      return envelope(current, 'serviceRequests.cancelled');
    },
    'PUT /servei/solicituds/([^/]+)/estat': (seen, match) => {
      if (actor !== 'staff') return refusal(403, 'errors.forbidden', 'You are not allowed to do this.');
      if (!ours(match)) return notFound();
      const parsed = statusChangeSchema.safeParse(seen.body);
      if (!parsed.success) return fieldRefusal(parsed.error.issues);
      const change = parsed.data;
      if (!canMoveRequest(current.estat, change.estat, 'staff'))
        return refusal(422, 'serviceRequests.cannotMove', enMessages.serviceRequests.cannotMove);
      const dataPrevista = change.estat === 'accepted' ? change.dataPrevista : null;
      const motiu = change.estat === 'rejected' ? change.motiu : null;
      record(
        {
          tipus: 'status',
          estatAnterior: current.estat,
          estat: change.estat,
          dataPrevista,
          motiu,
          nota: change.nota ?? null,
        },
        change.estat,
      );
      current = {
        ...current,
        dataPrevista: dataPrevista ?? current.dataPrevista,
        motiuRebuig: motiu ?? current.motiuRebuig,
      };
      return envelope(current, 'serviceRequests.statusChanged');
    },
    'POST /servei/solicituds/([^/]+)/notes': (seen, match) => {
      if (actor !== 'staff') return refusal(403, 'errors.forbidden', 'You are not allowed to do this.');
      if (!ours(match)) return notFound();
      const parsed = requestNoteSchema.safeParse(seen.body);
      if (!parsed.success) return fieldRefusal(parsed.error.issues);
      record(
        {
          tipus: 'note',
          estatAnterior: null,
          estat: null,
          dataPrevista: null,
          motiu: null,
          nota: parsed.data.text,
        },
        current.estat,
      );
      return envelope(current, 'serviceRequests.noteAdded');
    },
  };
  const all = { ...defaults, ...routes };
  const table = Object.entries(all).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^${pattern}$`), handler };
  });

  const server = stubFetch((seen) => {
    for (const route of table) {
      const match = route.method === seen.method ? route.pattern.exec(seen.path) : null;
      if (match) return route.handler(seen, match);
    }
    unhandled.push(`${seen.method} ${seen.path}`);
    return refusal(404, 'errors.notFound', 'Not found');
  });

  return { ...server, unhandled, current: () => current };
}
