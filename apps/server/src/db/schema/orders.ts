// Cart, delivery contacts, countries, orders and the outbox of writes meant for the ERP
// (spec §3 Cart line, Order, Customer contact; DESIGN §7).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuaris } from './access.ts';
import type { Translations } from './catalogue.ts';
import { clientes } from './customers.ts';

export const paises = pgTable('paises', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
});

/** Payment methods (spec §3): seeded from the spec's list, then kept by the ERP synchronisation. */
export const formasPago = pgTable('formas_pago', {
  codigo: integer('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  nombres: jsonb('nombres').$type<Translations>().notNull().default({}),
  activo: boolean('activo').notNull().default(true),
});

/** Delivery addresses of a customer (spec §3 Customer contact). */
export const clienteContactos = pgTable(
  'cliente_contactos',
  {
    id: serial('id').primaryKey(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    nombreContacto: text('nombre_contacto').notNull(),
    direccion: text('direccion').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    poblacion: text('poblacion').notNull(),
    provincia: text('provincia').notNull().default(''),
    ciudad: text('ciudad').notNull().default(''),
    pais: text('pais')
      .notNull()
      .references(() => paises.codigo),
    telefono: text('telefono'),
    /** The ERP's id once the outbox has delivered the contact; null until then. */
    erpContactId: text('erp_contact_id'),
    email: text('email'),
    /** False once the ERP no longer has it; an order keeps its own copy of the address. */
    activo: boolean('activo').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cliente_contactos_cliente_idx').on(t.codigoCliente),
    // The synchronisation upserts by the ERP's id.
    uniqueIndex('cliente_contactos_erp_idx').on(t.erpContactId),
  ],
);

/** The cart, kept per user on the server so it follows them across devices and logins. */
export const carritoLineas = pgTable(
  'carrito_lineas',
  {
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    cantidad: integer('cantidad').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idUsuari, t.codigo] })],
);

export const pedidos = pgTable(
  'pedidos',
  {
    /** The portal's order code, e.g. `WEB-0001234`; the ERP keys the import by it. */
    codigo: text('codigo').primaryKey(),
    codigoCliente: text('codigo_cliente')
      .notNull()
      .references(() => clientes.codigo, { onUpdate: 'cascade' }),
    idUsuari: integer('id_usuari')
      .notNull()
      .references(() => usuaris.idUsuari),
    /**
     * received → sent_to_erp → accepted | rejected; cancelled before acceptance. An order over
     * its buyer's limits starts awaiting_approval (order-status.ts in packages/domain).
     */
    estado: text('estado').notNull().default('received'),
    erpNumero: text('erp_numero'),
    /** The ERP's reason in its own words (English), for administrators. */
    erpMotivo: text('erp_motivo'),
    /**
     * The ERP's reason as a code (`credit_limit`, `unknown_customer`…, docs/erp-contract.md §6):
     * what the customer is told, in their language (order-rejection.ts).
     */
    erpMotivoCodigo: text('erp_motivo_codigo'),
    /** Why the company's approver rejected it, in their words, for its buyer (DESIGN §13). */
    motiuRebuig: text('motiu_rebuig'),
    idContacto: integer('id_contacto'),
    /** The delivery address as it was when ordered; a later edit of the contact changes nothing. */
    direccionEntrega: jsonb('direccion_entrega').notNull(),
    formaPago: integer('forma_pago'),
    referencia: text('referencia'),
    fechaEntrega: date('fecha_entrega'),
    observaciones: text('observaciones'),
    idLista: integer('id_lista').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    descuento: numeric('descuento', { precision: 12, scale: 2 }).notNull(),
    portes: numeric('portes', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The client's Idempotency-Key: the same key from the same user yields the same order. */
    idempotencyKey: text('idempotency_key'),
    /** The fingerprint of the body sent with that key: the key names one order, not any. */
    idempotencyHash: text('idempotency_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedidos_cliente_fecha_idx').on(t.codigoCliente, t.createdAt.desc()),
    uniqueIndex('pedidos_idempotency_idx')
      .on(t.idUsuari, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const pedidoLineas = pgTable(
  'pedido_lineas',
  {
    codigoPedido: text('codigo_pedido')
      .notNull()
      .references(() => pedidos.codigo, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    codigoArticulo: text('codigo_articulo').notNull(),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    precioUnitario: numeric('precio_unitario', { precision: 12, scale: 2 }).notNull(),
    precioSinOferta: numeric('precio_sin_oferta', { precision: 12, scale: 2 }).notNull(),
    descuento: numeric('descuento', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /**
     * The customer's own code for the product when the order was placed, kept with the order as
     * its prices are: the order, its printed copy and the ERP's documents quote what was ordered.
     */
    codigoPropio: text('codigo_propio'),
  },
  (t) => [primaryKey({ columns: [t.codigoPedido, t.linea] })],
);

/**
 * Writes meant for the ERP, stored in the same transaction as what they describe and delivered
 * by the outbox worker, so a crash or an ERP outage between the two never loses one.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `order.create`, `order.cancel`, `contact.create`. */
    kind: text('kind').notNull(),
    /** What the message is about: an order code, a contact id. */
    referencia: text('referencia').notNull(),
    payload: jsonb('payload').notNull(),
    /** Sent to the ERP as Idempotency-Key: a retry after a lost answer never doubles the write. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Messages of one key are delivered one after another, in id order (messages.ts). */
    orderingKey: text('ordering_key').notNull(),
    /** pending → done | failed (a final refusal; retried ones stay pending). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a worker claimed it for the delivery under way; null once settled or put off. A message
     * is being delivered while this is set and its lease (`next_attempt_at`) has not run out.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // A message waits while an earlier one of its key is pending: that lookup.
    index('outbox_pending_ordering_idx')
      .on(t.orderingKey, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The ERP link screen: failed messages, and what was delivered in the last 24 hours.
    index('outbox_status_settled_idx').on(t.status, t.settledAt),
  ],
);

/** Order codes come from a sequence so two instances never hand out the same one. */
export const SEQUENCE_PEDIDOS = 'pedidos_codigo_seq';
