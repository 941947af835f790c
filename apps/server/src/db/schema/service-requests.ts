// Service requests (DESIGN §11): after-sales (SAT), maintenance and standardisation
// requests, the timeline of everything that happened to each, and the files sent with them.
// Owned by apps/server/src/modules/service-requests; other modules call its service.
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuaris } from './access.ts';
import { clientes } from './customers.ts';

/** Raw bytes. node-postgres reads `bytea` as a Buffer, PGlite as a Uint8Array: both are one. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** One sequence per kind, so that each kind's numbers run on without gaps from other kinds. */
export const serviceRequestSatSeq = pgSequence('service_request_sat_seq');
export const serviceRequestMaintenanceSeq = pgSequence('service_request_maintenance_seq');
export const serviceRequestStandardisationSeq = pgSequence('service_request_standardisation_seq');

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    /** `SAT-000123`, `MNT-…`, `STD-…` (requestNumber in packages/domain). */
    numero: text('numero').notNull().unique(),
    /** One of SERVICE_REQUEST_KINDS. */
    tipus: text('tipus').notNull(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onUpdate: 'cascade' }),
    /** Who sent it; kept null if that user is later deleted (the request stays the customer's). */
    idUsuari: integer('id_usuari').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    /** One of SERVICE_REQUEST_STATUSES. */
    estat: text('estat').notNull().default('received'),
    /** The kind's form as validated (satFormSchema, maintenanceFormSchema …). */
    dades: jsonb('dades').notNull(),
    /** SAT: `in` or `out` of warranty, decided when it was received (warrantyOf). */
    garantia: text('garantia'),
    /** The day the work is scheduled for, once accepted. */
    dataPrevista: date('data_prevista', { mode: 'string' }),
    motiuRebuig: text('motiu_rebuig'),
    /** The ERP's own number for it (its work order), once the ERP has taken it. */
    erpNumero: text('erp_numero'),
    /** The client's Idempotency-Key: the same key from the same user is the same request. */
    idempotencyKey: text('idempotency_key'),
    /** The fingerprint of the form and files sent with that key: the key names one request. */
    idempotencyHash: text('idempotency_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_requests_idempotency_idx')
      .on(t.idUsuari, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('service_requests_customer_idx').on(t.codigoCliente, t.tipus, t.createdAt.desc()),
    index('service_requests_created_idx').on(t.createdAt.desc()),
    index('service_requests_status_idx').on(t.estat, t.createdAt.desc()),
  ],
);

/**
 * A request's timeline: its reception, every change of status (with the scheduled date or the
 * reason) and every staff note, with who and when. The customer reads all of it.
 */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: serial('id').primaryKey(),
    idSolicitud: integer('id_solicitud')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** `status` (a change, or the reception: no `estatAnterior`) or `note`. */
    tipus: text('tipus').notNull(),
    estatAnterior: text('estat_anterior'),
    estat: text('estat'),
    dataPrevista: date('data_prevista', { mode: 'string' }),
    motiu: text('motiu'),
    nota: text('nota'),
    /** Who did it, as the name shown then (the user may be renamed or deleted later). */
    idUsuari: integer('id_usuari').references(() => usuaris.idUsuari, { onDelete: 'set null' }),
    autor: text('autor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_request_events_request_idx').on(t.idSolicitud, t.id)],
);

/**
 * Files sent with a request (photos and PDFs, checked by their first bytes), kept in the database
 * so that they are backed up, restored and replicated with the request they belong to.
 */
export const serviceRequestAttachments = pgTable(
  'service_request_attachments',
  {
    id: serial('id').primaryKey(),
    idSolicitud: integer('id_solicitud')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The name the customer's file had, cleaned for display and download; `nom` on the wire. */
    nombre: text('nombre').notNull(),
    /** The type its content was recognised as (sniffAttachment), never the one claimed. */
    tipusContingut: text('tipus_contingut').notNull(),
    mida: integer('mida').notNull(),
    contingut: bytea('contingut').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_request_attachments_request_idx').on(t.idSolicitud)],
);
