// The envelopes of the wire contract (DESIGN §4): portal resources answer `{dades, error,
// missatge}`, paged lists put a page in `dades`, and every failure has the same body.
import { z } from 'zod';
import { INT4_MAX, int4TextSchema } from './wire-types.ts';

/** Portal resources (usuaris, permisos, params, …) wrap their data in this envelope. */
export function envelopeSchema<T extends z.ZodType>(dades: T) {
  return z.object({
    dades,
    error: z.boolean(),
    missatge: z.string().nullable(),
  });
}
export type Envelope<T> = { dades: T; error: boolean; missatge: string | null };

/** A page as Spring Data shapes it, which the spec's screens read (`dades.content`). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
};

export const fieldErrorSchema = z.object({
  field: z.string(),
  missatge: z.string(),
  error_description: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failure: `error` is a stable machine code (OAuth2's where it applies), `missatge` the
 * message key, `error_description` the text in the request's language.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  missatge: z.string(),
  error_description: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Paging query shared by the admin lists: 0-based `page` as Spring's, `size`, `sort`, `text`. */
export const listQuerySchema = z.object({
  page: int4TextSchema(0, INT4_MAX).default(0),
  size: int4TextSchema(1, 200).default(20),
  sort: z.string().max(60).optional(),
  text: z.string().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
