// Customer companies (spec §3 Customer). Tier and prices follow `idLista`.
import { boolean, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Numbers the provisional codes (`REG000001`) of companies that registered in the portal, until the
 * ERP answers with its own `codigo` (contract §10) and the row takes it (foreign keys cascade).
 */
export const registreClientsSeq = pgSequence('registre_clients_seq');

export const clientes = pgTable('clientes', {
  codigo: text('codigo').primaryKey(),
  razonSocial: text('razon_social').notNull(),
  cif: text('cif').notNull(),
  telefono: text('telefono'),
  email: text('email'),
  direccion: text('direccion'),
  codigoPostal: text('codigo_postal'),
  poblacion: text('poblacion'),
  provincia: text('provincia'),
  ciudad: text('ciudad'),
  pais: text('pais').notNull().default('ES'),
  formaPago: integer('forma_pago'),
  entidadBancaria: text('entidad_bancaria'),
  diaPago: integer('dia_pago'),
  cuentaContable: text('cuenta_contable'),
  /** Price list: 1 gold, 2 silver, 5 bronze/base, 6 distributor. */
  idLista: integer('id_lista').notNull().default(5),
  /** False once the ERP no longer has it: kept, never deleted, so its orders still point at it. */
  activo: boolean('activo').notNull().default(true),
  /** When the ERP synchronisation last wrote it; null for a customer the portal created itself. */
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
