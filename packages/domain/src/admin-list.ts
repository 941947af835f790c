// Pieces every administration resource shares: database ids, text that PostgreSQL can store,
// the `sort` parameter (`field,asc|desc` over a whitelist) and the paged list query.
import { z } from 'zod';
import { listQuerySchema } from './api.ts';
import { dbIdSchema, dbIdTextSchema, INT4_MAX, safeText } from './wire-types.ts';

export { safeText };

/** Ids are PostgreSQL `integer`s: anything past this would fail in the database, not here. */
export const DB_ID_MAX = INT4_MAX;

export const idSchema = dbIdSchema;

/** `/{id}` path parameters arrive as text. */
export const idParamsSchema = z.object({ id: dbIdTextSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export type SortDirection = 'asc' | 'desc';
export interface Sort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** `sort=clau,desc` (Spring's spelling) → `{field: 'clau', direction: 'desc'}`; direction defaults to asc. */
export function sortSchema<F extends string>(fields: readonly [F, ...F[]]) {
  return z
    .string()
    .max(60)
    .describe(`field,asc|desc; fields: ${fields.join(', ')}`)
    .superRefine((value, ctx) => {
      const [field = '', direction = 'asc', ...rest] = value.split(',').map((part) => part.trim());
      const known = (fields as readonly string[]).includes(field);
      if (!known || rest.length > 0 || !['asc', 'desc'].includes(direction.toLowerCase())) {
        ctx.addIssue({ code: 'invalid_value', values: [...fields], input: value, message: '' });
      }
    })
    .transform((value): Sort<F> => {
      const [field, direction = 'asc'] = value.split(',').map((part) => part.trim());
      return { field: field as F, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
    });
}

/** The paged list query (`page` 0-based, `size`, `sort`, `text`) with this list's sortable fields. */
export function pagedQuerySchema<F extends string>(sortFields: readonly [F, ...F[]]) {
  return listQuerySchema.extend({
    sort: sortSchema(sortFields).optional(),
    text: safeText(100).optional(),
  });
}

/** Query-string booleans: only `true` and `false`, so a typo is a 400 and not a silent filter. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
