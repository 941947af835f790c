// Parameters, the change register and the error log of the administration area.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const params = pgTable('params', {
  idParam: serial('id_param').primaryKey(),
  clau: text('clau').notNull().unique(),
  valor: text('valor').notNull(),
});

/** One row per change an administrator or the system made, for `/registre-canvis`. */
export const registreCanvis = pgTable(
  'registre_canvis',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    taula: text('taula').notNull(),
    /** INSERT, UPDATE or DELETE. */
    tipus: text('tipus').notNull(),
    idRegistre: text('id_registre'),
    idUsuari: integer('id_usuari'),
    detall: jsonb('detall'),
  },
  (t) => [index('registre_canvis_created_idx').on(t.createdAt)],
);

/** Failures worth an administrator's attention (5xx, ERP errors), for `/log-errors`. */
export const logErrors = pgTable(
  'log_errors',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    codiError: text('codi_error').notNull(),
    codi: text('codi'),
    versio: text('versio'),
    pantalla: text('pantalla'),
    classe: text('classe'),
    metode: text('metode'),
    missatge: text('missatge').notNull(),
    resolt: boolean('resolt').notNull().default(false),
    dataResolt: timestamp('data_resolt', { withTimezone: true }),
  },
  (t) => [index('log_errors_created_idx').on(t.createdAt)],
);
