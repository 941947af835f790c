// The two logs administrators read (spec §3 Change log, Error log): the error log, whose entries
// can be marked solved or not solved, and the change register that every write an auditor cares
// about adds to. Both lists filter by a range of instants (`desde`, `fins`, ISO 8601 with an
// offset, both included): the browser turns the days its user picks into instants of its zone.
import { z } from 'zod';
import { pagedQuerySchema, queryBooleanSchema, safeText } from './admin-list.ts';

/** An instant as ISO 8601 with its offset or `Z`, e.g. `2026-03-01T00:00:00.000+01:00`. */
const instantSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const dateRangeFields = {
  /** From this instant on (included). */
  desde: instantSchema.optional(),
  /** Up to this instant (included). */
  fins: instantSchema.optional(),
};

/**
 * A range whose end comes before its start would list nothing: say so on `fins`. Zod runs this
 * check even when `desde` or `fins` failed its format, with the text untransformed (the fuzzer
 * found `fins=é…` a 500), so only dates are compared.
 */
function checkRange(query: { desde?: unknown; fins?: unknown }, ctx: z.RefinementCtx) {
  const { desde, fins } = query;
  if (desde instanceof Date && fins instanceof Date && desde.getTime() > fins.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['fins'], message: 'admin.logs.invalidRange' });
  }
}

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
export const errorLogQuerySchema = pagedQuerySchema(ERROR_LOG_SORT_FIELDS)
  .extend({
    resolt: queryBooleanSchema.optional(),
    /** Part of the screen the error happened on (its path, e.g. `/params`), in any case. */
    pantalla: safeText(200).optional(),
    /** Part of the class (the error's name, or `OutboxWorker` for the ERP link), in any case. */
    classe: safeText(200).optional(),
    ...dateRangeFields,
  })
  .superRefine(checkRange);
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

/** `PUT /log-errors/{id}/resolt`: solved (the default, as before the body existed) or not solved. */
export const markSolvedSchema = z.object({ resolt: z.boolean().default(true) });
export type MarkSolved = z.infer<typeof markSolvedSchema>;

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
export const changeLogQuerySchema = pagedQuerySchema(CHANGE_LOG_SORT_FIELDS)
  .extend({
    taula: safeText(60).optional(),
    tipus: z.enum(CHANGE_TYPES).optional(),
    /** The user name of who made the change, exact but in any case. */
    usuari: safeText(100).optional(),
    ...dateRangeFields,
  })
  .superRefine(checkRange);
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;

/** The tables whose writes the register records, as the change log offers them for filtering. */
export const CHANGE_LOG_TABLES = [
  'usuaris',
  'rols',
  'permisos',
  'rol_permisos',
  'pantalles',
  'params',
  'log_errors',
  'pedidos',
  'cliente_contactos',
  'shopping_lists',
  'own_codes',
  'clientes',
  'pedido_aprovacions',
  'team_invitations',
  'document_hidden_roles',
  'outbox',
  'mail_outbox',
] as const;
