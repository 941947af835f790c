// The two logs administrators read (spec §3 Change log, Error log): the error log, whose entries
// can be marked solved, and the change register that every administrative write adds to.
import { z } from 'zod';
import { pagedQuerySchema, queryBooleanSchema, safeText } from './admin-list.ts';

export const errorLogSchema = z.object({
  id: z.number().int(),
  dataHora: z.string(),
  codiError: z.string(),
  codi: z.string().nullable(),
  versio: z.string().nullable(),
  pantalla: z.string().nullable(),
  classe: z.string().nullable(),
  metode: z.string().nullable(),
  missatge: z.string(),
  resolt: z.boolean(),
  dataResolt: z.string().nullable(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;

export const ERROR_LOG_SORT_FIELDS = ['dataHora', 'id', 'codiError', 'resolt'] as const;
export const errorLogQuerySchema = pagedQuerySchema(ERROR_LOG_SORT_FIELDS).extend({
  resolt: queryBooleanSchema.optional(),
});
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

export const CHANGE_TYPES = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const changeLogSchema = z.object({
  id: z.number().int(),
  dataHora: z.string(),
  taula: z.string(),
  tipus: z.string(),
  idRegistre: z.string().nullable(),
  idUsuari: z.number().int().nullable(),
  /** The user name of who made the change, while that user exists. */
  username: z.string().nullable(),
  /** What changed: the new or deleted record, or `{field: {from, to}}` for an update; never secrets. */
  detall: z.unknown(),
});
export type ChangeLog = z.infer<typeof changeLogSchema>;

export const CHANGE_LOG_SORT_FIELDS = ['dataHora', 'id', 'taula', 'tipus'] as const;
export const changeLogQuerySchema = pagedQuerySchema(CHANGE_LOG_SORT_FIELDS).extend({
  taula: safeText(60).optional(),
  tipus: z.enum(CHANGE_TYPES).optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;
