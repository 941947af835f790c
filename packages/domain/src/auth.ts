// Login and the session user (spec §3, DESIGN §4).
import { z } from 'zod';
import { menuEntrySchema, actionSchema, roleSchema } from './access.ts';
import { languageSchema } from './languages.ts';

/**
 * The web app asks for its refresh token in an HttpOnly cookie instead of the body:
 * `token_delivery=cookie` with the password grant, and no `refresh_token` with the refresh
 * grant (the cookie carries it).
 */
export const tokenDeliverySchema = z.enum(['body', 'cookie']);
export type TokenDelivery = z.infer<typeof tokenDeliverySchema>;

/** `POST /auth/oauth/token`, form-encoded; `username` accepts the user name or the e-mail. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  token_delivery: tokenDeliverySchema.default('body'),
});
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  /** Absent: the refresh-token cookie is used (and the next one goes there too). */
  refresh_token: z.string().min(1).max(500).optional(),
  token_delivery: tokenDeliverySchema.default('body'),
});
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Absent when it went into the HttpOnly cookie, where no script can read it. */
  refresh_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The session user as `GET /usuaris/self` sends it; the client adds its own accessToken. */
export const selfUserSchema = z.object({
  idUsuari: z.number().int(),
  username: z.string(),
  email: z.string(),
  nomContacte: z.string().nullable(),
  idioma: languageSchema,
  language: z.object({ id: languageSchema, name: z.string() }),
  homePath: z.string().nullable(),
  roles: z.array(roleSchema),
  actions: z.array(actionSchema),
  menu: z.array(menuEntrySchema),
  cliente: z.object({ codigo: z.string(), razonSocial: z.string(), idLista: z.number().int() }).nullable(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/**
 * What the web app keeps in session storage under `user`. No refresh token: it lives in an
 * HttpOnly cookie, out of scripts' reach (`refreshToken` is only what records stored before that
 * may still carry).
 */
export const sessionUserSchema = selfUserSchema.extend({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `PUT /usuaris/self`: what a user may change of their own record here. */
export const updateSelfSchema = z.object({
  idioma: languageSchema.optional(),
  nomContacte: z.string().trim().max(100).optional(),
});
export type UpdateSelf = z.infer<typeof updateSelfSchema>;
