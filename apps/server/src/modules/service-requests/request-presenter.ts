// Shapes the wire's requests (packages/domain/src/service-requests.ts) from the module's rows: the
// summary every list shows, the one line that tells requests apart, and a request's page.
import type {
  AttachmentSummary,
  AttachmentType,
  MaintenanceForm,
  RequestActor,
  RequestEvent,
  SatForm,
  ServiceRequestDetail,
  ServiceRequestKind,
  ServiceRequestStatus,
  ServiceRequestSummary,
  StandardisationForm,
} from '@portal/domain/service-requests';
import { nextRequestStatuses } from '@portal/domain/service-requests';
import type { AttachmentInfo, EventRow, RequestView } from './service-request-repository.ts';

/** A request's form, of whichever kind (stored as validated by its kind's schema). */
export type RequestForm = SatForm | MaintenanceForm | StandardisationForm;

const RESUM_MAX = 200;

/** The standards a standardisation request is about, as the trade writes them in any language. */
const STANDARD_OF: Record<StandardisationForm['tipus'], string> = {
  welder_iso_9606: 'EN ISO 9606',
  wpqr_iso_15614: 'EN ISO 15614',
  equipment_en_50504: 'EN 50504',
};

const cut = (text: string) => (text.length <= RESUM_MAX ? text : `${text.slice(0, RESUM_MAX - 1)}…`);

/**
 * One line that tells a customer's requests apart, in no language (codes, serials and standards
 * read the same in all three): the machine and its serial (SAT), the machines (maintenance, with
 * the standard for the periodic inspection), the standard, how many and the processes.
 */
export function summaryLine(kind: ServiceRequestKind, form: RequestForm): string {
  switch (kind) {
    case 'sat': {
      const sat = form as SatForm;
      return cut(`${sat.codigoProducto} · ${sat.numeroSerie}`);
    }
    case 'maintenance': {
      const maintenance = form as MaintenanceForm;
      const machines = maintenance.maquines
        .map((m) => (m.numeroSerie ? `${m.codigoProducto} (${m.numeroSerie})` : m.codigoProducto))
        .join(', ');
      return cut(maintenance.tipus === 'inspection_60974_4' ? `IEC/EN 60974-4 · ${machines}` : machines);
    }
    case 'standardisation': {
      const std = form as StandardisationForm;
      return cut(`${STANDARD_OF[std.tipus]} · ${std.quantitat} · ${std.processos.join(', ')}`);
    }
  }
}

export function presentSummary(row: RequestView): ServiceRequestSummary {
  const kind = row.tipus as ServiceRequestKind;
  return {
    numero: row.numero,
    tipus: kind,
    estat: row.estat as ServiceRequestStatus,
    codigoCliente: row.codigoCliente,
    nomCliente: row.nomCliente,
    resum: summaryLine(kind, row.dades as RequestForm),
    dataCreacio: row.createdAt.toISOString(),
    dataActualitzacio: row.updatedAt.toISOString(),
    dataPrevista: row.dataPrevista,
  };
}

export function presentEvent(row: EventRow): RequestEvent {
  return {
    id: row.id,
    tipus: row.tipus as RequestEvent['tipus'],
    estatAnterior: row.estatAnterior as ServiceRequestStatus | null,
    estat: row.estat as ServiceRequestStatus | null,
    dataPrevista: row.dataPrevista,
    motiu: row.motiu,
    nota: row.nota,
    autor: row.autor,
    data: row.createdAt.toISOString(),
  };
}

export function presentAttachment(row: AttachmentInfo): AttachmentSummary {
  return { id: row.id, nom: row.nombre, tipus: row.tipusContingut as AttachmentType, mida: row.mida };
}

/** What a request's page needs besides its own row. */
export interface DetailParts {
  events: EventRow[];
  attachments: AttachmentInfo[];
  /** The site or collection address, as one line; null without one (or once it is gone). */
  adreca: string | null;
  /** Whose eyes: the customer's (cancel while received) or the service department's. */
  actor: RequestActor;
}

export function presentDetail(row: RequestView, parts: DetailParts): ServiceRequestDetail {
  const estat = row.estat as ServiceRequestStatus;
  return {
    ...presentSummary(row),
    dades: row.dades as RequestForm,
    garantia: row.garantia as ServiceRequestDetail['garantia'],
    motiuRebuig: row.motiuRebuig,
    erpNumero: row.erpNumero,
    adreca: parts.adreca,
    // The name the sender had when the request was received: its first event's author.
    solicitant: parts.events[0]?.autor ?? null,
    adjunts: parts.attachments.map(presentAttachment),
    historial: parts.events.map(presentEvent),
    seguents: [...nextRequestStatuses(estat, parts.actor)],
  };
}

/** A contact's address as one line: who, the street, the town, the province, the country. */
export function addressLine(contact: {
  nombreContacto: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string;
  pais: string;
}): string {
  return [
    contact.nombreContacto,
    contact.direccion,
    `${contact.codigoPostal} ${contact.poblacion}`.trim(),
    contact.provincia,
    contact.pais,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
