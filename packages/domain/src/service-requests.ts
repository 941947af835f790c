// Service requests (spec §1, §2 /sat, /maintenance, /standarization; DESIGN §11): what a
// customer asks the distributor's service department for, and the rules of a request's life.
// Three kinds, each with its own form; one life for all of them:
//
//   received ──accept (scheduled date)──▶ accepted ──start──▶ in_progress ──finish──▶ done ──close──▶ closed
//      │  └──reject (reason)──▶ rejected      └──reject (reason)──▶ rejected
//      └──cancel (the customer, while nobody has looked at it)──▶ cancelled
//
// Staff move a request forward; the customer may only cancel it while it is still `received`.
// `rejected`, `cancelled` and `closed` are final.
import { z } from 'zod';
import { pagedQuerySchema, safeText } from './admin-list.ts';
import { listQuerySchema } from './api.ts';
import { isoDateSchema } from './order-body.ts';
import { checkPhone, TEXT_MAX_LENGTH, zodCheck } from './validators.ts';

export const SERVICE_REQUEST_KINDS = ['sat', 'maintenance', 'standardisation'] as const;
export const serviceRequestKindSchema = z.enum(SERVICE_REQUEST_KINDS);
export type ServiceRequestKind = z.infer<typeof serviceRequestKindSchema>;

/** The number a request is known by: `SAT-000123`, `MNT-000007`, `STD-000042`. */
export const REQUEST_NUMBER_PREFIX: Record<ServiceRequestKind, string> = {
  sat: 'SAT',
  maintenance: 'MNT',
  standardisation: 'STD',
};

export function requestNumber(kind: ServiceRequestKind, sequence: number): string {
  return `${REQUEST_NUMBER_PREFIX[kind]}-${String(sequence).padStart(6, '0')}`;
}

export const REQUEST_NUMBER_PATTERN = /^(SAT|MNT|STD)-\d{6,}$/;

// ── The life of a request ────────────────────────────────────────────────────────────────────

export const SERVICE_REQUEST_STATUSES = [
  'received',
  'accepted',
  'in_progress',
  'done',
  'closed',
  'rejected',
  'cancelled',
] as const;
export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = z.infer<typeof serviceRequestStatusSchema>;

/** Who moves a request: the service department, or the customer who made it. */
export type RequestActor = 'staff' | 'customer';

const STAFF_NEXT: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  received: ['accepted', 'rejected'],
  accepted: ['in_progress', 'rejected'],
  in_progress: ['done'],
  done: ['closed'],
  closed: [],
  rejected: [],
  cancelled: [],
};

const CUSTOMER_NEXT: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  received: ['cancelled'],
  accepted: [],
  in_progress: [],
  done: [],
  closed: [],
  rejected: [],
  cancelled: [],
};

export function nextRequestStatuses(
  status: ServiceRequestStatus,
  actor: RequestActor,
): readonly ServiceRequestStatus[] {
  return (actor === 'staff' ? STAFF_NEXT : CUSTOMER_NEXT)[status];
}

export function canMoveRequest(from: ServiceRequestStatus, to: ServiceRequestStatus, actor: RequestActor) {
  return nextRequestStatuses(from, actor).includes(to);
}

export function isFinalRequestStatus(status: ServiceRequestStatus): boolean {
  return STAFF_NEXT[status].length === 0 && CUSTOMER_NEXT[status].length === 0;
}

export const NOTE_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 500;

const requiredText = (max: number) =>
  safeText(max).superRefine(zodCheck((v) => (v === '' ? 'validation.required' : null)));

/**
 * A staff member's change of status. Accepting needs the date the work is scheduled for;
 * rejecting needs the reason the customer will read. A note may go with any change.
 */
export const statusChangeSchema = z.discriminatedUnion('estat', [
  z.object({
    estat: z.literal('accepted'),
    dataPrevista: isoDateSchema,
    nota: safeText(NOTE_MAX_LENGTH).optional(),
  }),
  z.object({ estat: z.literal('in_progress'), nota: safeText(NOTE_MAX_LENGTH).optional() }),
  z.object({ estat: z.literal('done'), nota: safeText(NOTE_MAX_LENGTH).optional() }),
  z.object({ estat: z.literal('closed'), nota: safeText(NOTE_MAX_LENGTH).optional() }),
  z.object({
    estat: z.literal('rejected'),
    motiu: requiredText(REJECTION_REASON_MAX_LENGTH),
    nota: safeText(NOTE_MAX_LENGTH).optional(),
  }),
]);
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A note from staff, which the customer reads on the request's page. */
export const requestNoteSchema = z.object({ text: requiredText(NOTE_MAX_LENGTH) });
export type RequestNote = z.infer<typeof requestNoteSchema>;

// ── Warranty (SAT) ───────────────────────────────────────────────────────────────────────────

/**
 * The distributor's warranty on equipment: 24 months from the purchase (docs/decisions.md, "The
 * warranty rule"). The purchase date is the order's when the machine was bought through the
 * portal, else the date the customer gives, which the workshop checks against the invoice.
 */
export const WARRANTY_MONTHS = 24;

/** `in` while the warranty runs on `today` (both ISO dates, `YYYY-MM-DD`), `out` after. */
export function warrantyOf(purchaseDate: string, today: string): 'in' | 'out' {
  const [year, month, day] = purchaseDate.split('-').map(Number) as [number, number, number];
  const endMonth = month - 1 + WARRANTY_MONTHS;
  // The same day of the month 24 months on; a 29 February bought ends on 28 February.
  const lastDay = new Date(Date.UTC(year, endMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, endMonth, Math.min(day, lastDay)));
  return today <= end.toISOString().slice(0, 10) ? 'in' : 'out';
}

// ── Attachments ──────────────────────────────────────────────────────────────────────────────

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * What a file is by its first bytes (its "magic number"), never by its name or the type the
 * browser claims: JPEG, PNG, WebP (RIFF….WEBP) and PDF; anything else is null and refused.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

// ── The three forms ──────────────────────────────────────────────────────────────────────────

/** Up to three days that suit the customer, from today on (the server checks "from today"). */
const preferredDatesSchema = z
  .array(isoDateSchema)
  .min(1, { message: 'validation.required' })
  .max(3, { message: 'serviceRequests.tooManyDates' });

const contactFields = {
  /** The person the workshop calls, and their phone. */
  personaContacte: requiredText(TEXT_MAX_LENGTH),
  telefonContacte: safeText(30).superRefine(zodCheck((v) => checkPhone(v, true))),
};

const productCode = safeText(40, 1);
const idSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * After-sales service for a faulty machine or tool: which one (a product code, with the order it
 * came in when bought through the portal), its serial number, when it was bought, the fault, and
 * whether the customer brings it or wants it collected (then from one of its addresses).
 */
export const satFormSchema = z
  .object({
    codigoProducto: productCode,
    /** The portal order it was bought in, if it was: its date decides the warranty. */
    codigoPedido: safeText(40).optional(),
    numeroSerie: requiredText(60),
    /** When no portal order says it: the date the customer gives. */
    dataCompra: isoDateSchema.optional(),
    averia: requiredText(NOTE_MAX_LENGTH),
    lliurament: z.enum(['bring', 'collect']),
    /** The address to collect from (one of the customer's contacts), when `collect`. */
    idContacte: idSchema.optional(),
    datesPreferides: preferredDatesSchema,
    ...contactFields,
  })
  .superRefine((form, ctx) => {
    if (form.lliurament === 'collect' && form.idContacte === undefined)
      ctx.addIssue({ code: 'custom', path: ['idContacte'], message: 'validation.required' });
    if (!form.codigoPedido && !form.dataCompra)
      ctx.addIssue({ code: 'custom', path: ['dataCompra'], message: 'serviceRequests.purchaseNeeded' });
  });
export type SatForm = z.infer<typeof satFormSchema>;

/**
 * Preventive maintenance, or the periodic in-service inspection and testing of arc welding
 * equipment (IEC/EN 60974-4): which machines, where (one of the customer's addresses), when, and
 * whether it should repeat every year.
 */
export const MAINTENANCE_KINDS = ['preventive', 'inspection_60974_4'] as const;
export const maintenanceFormSchema = z.object({
  tipus: z.enum(MAINTENANCE_KINDS),
  maquines: z
    .array(z.object({ codigoProducto: productCode, numeroSerie: safeText(60).optional() }))
    .min(1, { message: 'validation.required' })
    .max(50),
  idContacte: idSchema,
  datesPreferides: preferredDatesSchema,
  anual: z.boolean(),
  observacions: safeText(NOTE_MAX_LENGTH).optional(),
  ...contactFields,
});
export type MaintenanceForm = z.infer<typeof maintenanceFormSchema>;

/**
 * Qualification and validation services: welder qualification (EN ISO 9606), welding procedure
 * qualification (WPQR, EN ISO 15614) and validation of welding equipment (EN 50504): how many
 * welders or machines, which processes and materials, where and when.
 */
export const STANDARDISATION_KINDS = ['welder_iso_9606', 'wpqr_iso_15614', 'equipment_en_50504'] as const;
/** Welding processes by their ISO 4063 reference numbers. */
export const WELDING_PROCESSES = ['111', '114', '131', '135', '136', '138', '141', '15', '311'] as const;
export const standardisationFormSchema = z.object({
  tipus: z.enum(STANDARDISATION_KINDS),
  /** Welders to qualify, or machines to validate. */
  quantitat: z.number().int().min(1, { message: 'validation.tooSmall' }).max(500),
  processos: z.array(z.enum(WELDING_PROCESSES)).min(1, { message: 'validation.required' }),
  materials: requiredText(TEXT_MAX_LENGTH),
  idContacte: idSchema,
  datesPreferides: preferredDatesSchema,
  observacions: safeText(NOTE_MAX_LENGTH).optional(),
  ...contactFields,
});
export type StandardisationForm = z.infer<typeof standardisationFormSchema>;

/** A new request as `POST /{sat|maintenance|standarization}/solicitud` takes it (without files). */
export const serviceRequestInputSchema = z.discriminatedUnion('tipus', [
  z.object({ tipus: z.literal('sat'), dades: satFormSchema }),
  z.object({ tipus: z.literal('maintenance'), dades: maintenanceFormSchema }),
  z.object({ tipus: z.literal('standardisation'), dades: standardisationFormSchema }),
]);
export type ServiceRequestInput = z.infer<typeof serviceRequestInputSchema>;

/** The spec's route of each kind (spec §2), whose `POST …/solicitud` the customer role holds. */
export const REQUEST_ROUTE: Record<ServiceRequestKind, string> = {
  sat: '/sat',
  maintenance: '/maintenance',
  standardisation: '/standarization',
};

// ── The wire: what the server answers (server and web share these) ─────────────────────────

/** A file kept with a request; its bytes come from `GET /solicituds/{numero}/adjunts/{id}`. */
export const attachmentSummarySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  tipus: z.enum(ATTACHMENT_TYPES),
  mida: z.number().int(),
});
export type AttachmentSummary = z.infer<typeof attachmentSummarySchema>;

/**
 * One entry of a request's timeline: its reception (`status` with no `estatAnterior`), a change
 * of status (with the scheduled date or the reason, and the note that went with it), or a note.
 */
export const requestEventSchema = z.object({
  id: z.number().int(),
  tipus: z.enum(['status', 'note']),
  estatAnterior: serviceRequestStatusSchema.nullable(),
  estat: serviceRequestStatusSchema.nullable(),
  dataPrevista: z.string().nullable(),
  motiu: z.string().nullable(),
  nota: z.string().nullable(),
  /** The name of who did it: the customer's user, or the member of staff. */
  autor: z.string(),
  /** ISO 8601 instant. */
  data: z.string(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** A request as lists show it (the customer's own lists and the back office's). */
export const serviceRequestSummarySchema = z.object({
  numero: z.string(),
  tipus: serviceRequestKindSchema,
  estat: serviceRequestStatusSchema,
  codigoCliente: z.string(),
  nomCliente: z.string(),
  /** One line that tells requests apart: the product and serial (SAT), machines, the service kind. */
  resum: z.string(),
  /** ISO 8601 instants; `dataPrevista` a `YYYY-MM-DD` day once accepted. */
  dataCreacio: z.string(),
  dataActualitzacio: z.string(),
  dataPrevista: z.string().nullable(),
});
export type ServiceRequestSummary = z.infer<typeof serviceRequestSummarySchema>;

/** A request's page: its form as sent, the files, the timeline, and what the reader may do. */
export const serviceRequestDetailSchema = serviceRequestSummarySchema.extend({
  dades: z.union([satFormSchema, maintenanceFormSchema, standardisationFormSchema]),
  /** SAT only: in or out of warranty (warrantyOf), decided when it was received. */
  garantia: z.enum(['in', 'out']).nullable(),
  motiuRebuig: z.string().nullable(),
  /** The ERP's work-order number, once the ERP has taken the request. */
  erpNumero: z.string().nullable(),
  /** The site or collection address (the contact `dades.idContacte` names), as one line. */
  adreca: z.string().nullable(),
  /** Who sent it (the customer's user's name). */
  solicitant: z.string().nullable(),
  adjunts: z.array(attachmentSummarySchema),
  historial: z.array(requestEventSchema),
  /** Statuses the reader may move it to now (staff: nextRequestStatuses; customer: cancel). */
  seguents: z.array(serviceRequestStatusSchema),
});
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

/** A machine the customer bought through the portal, for the SAT form's picker. */
export const purchasedEquipmentSchema = z.object({
  codigoProducto: z.string(),
  nombre: z.string(),
  codigoPedido: z.string(),
  /** The order's day, `YYYY-MM-DD`: the purchase date the warranty runs from. */
  dataCompra: z.string(),
});
export type PurchasedEquipment = z.infer<typeof purchasedEquipmentSchema>;

/** The back office list's filters (`GET /servei/solicituds`), all optional. */
export const BACK_OFFICE_SORT_FIELDS = ['dataCreacio', 'numero', 'estat', 'dataPrevista'] as const;
export const backOfficeQuerySchema = pagedQuerySchema(BACK_OFFICE_SORT_FIELDS).extend({
  tipus: serviceRequestKindSchema.optional(),
  estat: serviceRequestStatusSchema.optional(),
  /** The customer's code (exact) or part of its name. */
  client: safeText(100).optional(),
  /** Received on or after / on or before these days (`YYYY-MM-DD`, the portal's time zone). */
  desde: isoDateSchema.optional(),
  fins: isoDateSchema.optional(),
});
export type BackOfficeQuery = z.infer<typeof backOfficeQuerySchema>;

/** The customer's own list of one kind (`GET /sat/solicituds` …): newest first, paged. */
export const customerListQuerySchema = listQuerySchema.pick({ page: true, size: true });
