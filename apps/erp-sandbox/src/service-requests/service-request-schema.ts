// The service-request bodies of docs/erp-contract.md §13 as the sandbox reads them, and what it
// stores and answers. The portal's back office is the master of a request's status; the ERP opens
// a work order for each request and mirrors its status. Unknown fields are ignored (§1) but still
// count for idempotency, which fingerprints the raw body.
import { z } from 'zod';

/** `SAT-000123`, `MNT-…`, `STD-…`: the portal's number, used in URLs. */
export const serviceNumeroSchema = z
  .string()
  .regex(/^(SAT|MNT|STD)-\d{6,20}$/, 'SAT-, MNT- or STD- and at least 6 digits');

export const SERVICE_STATUSES = [
  'received',
  'accepted',
  'in_progress',
  'done',
  'closed',
  'rejected',
  'cancelled',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const serviceRequestCreateSchema = z.object({
  numero: serviceNumeroSchema,
  tipus: z.enum(['sat', 'maintenance', 'standardisation']),
  codigoCliente: z.string().trim().min(1).max(40),
  /** The customer's form as the portal validated it: the ERP keeps it for its technicians. */
  dades: z.record(z.string(), z.unknown()),
  garantia: z.enum(['in', 'out']).nullable().default(null),
  adjunts: z
    .array(
      z.object({
        nom: z.string().max(1000),
        tipus: z.string().max(100),
        mida: z.number().int().min(0),
      }),
    )
    .max(5)
    .default([]),
  creadaAt: z.iso.datetime({ offset: true }),
});
export type ServiceRequestCreate = z.infer<typeof serviceRequestCreateSchema>;

export const serviceStatusSchema = z.object({
  numero: serviceNumeroSchema,
  /** The portal's timeline event id: the ERP keeps the change with the highest. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  status: z.enum(SERVICE_STATUSES),
  scheduledDate: z.iso.date().nullable().default(null),
  reason: z.string().max(500).nullable().default(null),
  at: z.iso.datetime({ offset: true }),
});
export type ServiceStatusChange = z.infer<typeof serviceStatusSchema>;

/** A request as the ERP holds it: its work order and the newest status it was told. */
export interface StoredServiceRequest {
  numero: string;
  /** The work order's number, `OT-000001`. */
  erpNumero: string;
  codigoCliente: string;
  tipus: ServiceRequestCreate['tipus'];
  idempotencyKey: string;
  receivedAt: number;
  status: ServiceStatus;
  /** The `seq` of the change the status comes from; 0 for the creation itself. */
  seq: number;
  scheduledDate: string | null;
  reason: string | null;
  /** When the ERP last changed this record (epoch ms): the export's `updatedAt`. */
  updatedAt: number;
  /** Status changes received, applied or not (an older `seq` after a newer one is not). */
  statusUpdates: number;
  request: ServiceRequestCreate;
}

/** `POST /api/service-requests`'s answer (201, or 200 on a replay). */
export interface WorkOrderAnswer {
  numero: string;
  erpNumero: string;
  status: ServiceStatus;
}

/** `PUT /api/service-requests/{numero}/status`'s answer: the status the ERP holds after it. */
export interface StatusAnswer {
  numero: string;
  status: ServiceStatus;
}

/** `GET /api/service-requests/{numero}` and the `service-requests` export's item. */
export interface ServiceRequestRecord {
  numero: string;
  erpNumero: string;
  codigoCliente: string;
  status: ServiceStatus;
  scheduledDate: string | null;
  reason: string | null;
  seq: number;
  updatedAt: string;
}

export function describeServiceRequest(request: StoredServiceRequest): ServiceRequestRecord {
  return {
    numero: request.numero,
    erpNumero: request.erpNumero,
    codigoCliente: request.codigoCliente,
    status: request.status,
    scheduledDate: request.scheduledDate,
    reason: request.reason,
    seq: request.seq,
    updatedAt: new Date(request.updatedAt).toISOString(),
  };
}
