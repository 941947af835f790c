// The team screen of a customer company (`/equip`, DESIGN §13): its users with their company role,
// spending limits and last log-in, the invitations still open, and the bodies that invite, change
// and disable. The company administrator's own company only; what travels here never names a
// password hash or a token's hash.
import { z } from 'zod';
import { accountEmailSchema, accountTokenSchema, newPasswordSchema, passwordsMatch } from './accounts.ts';
import { safeText } from './wire-types.ts';
import { companyRoleSchema } from './company-roles.ts';
import { languageSchema } from './languages.ts';
import { TEXT_MAX_LENGTH, zodCheck } from './validators.ts';

/** An invitation's link is valid this long (DESIGN §13). */
export const INVITATION_TTL_DAYS = 7;
/** The most delivery contacts a user can be narrowed to in one change. */
export const DELIVERY_SCOPE_MAX = 500;
/** The largest spending limit the screen takes: far above any order, and safe in numeric(12,2). */
export const SPENDING_LIMIT_MAX = 10_000_000;

/**
 * A spending limit: goods before VAT (the order's `subtotal`), EUR, whole cents; null is no limit.
 * The form sends an empty field as null.
 */
export const spendingLimitSchema = z
  .number({ message: 'team.limitInvalid' })
  .min(0.01, { message: 'team.limitInvalid' })
  .max(SPENDING_LIMIT_MAX, { message: 'team.limitInvalid' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: 'team.limitInvalid' })
  .nullable();

const roleAndLimits = {
  rol: companyRoleSchema,
  /** A buyer who also approves; ignored for the other roles (the approver approves, the viewer never). */
  aprova: z.boolean().default(false),
  limitPedido: spendingLimitSchema.default(null),
  limitMensual: spendingLimitSchema.default(null),
};

export const teamMemberSchema = z.object({
  idUsuari: z.number().int(),
  username: z.string(),
  email: z.string(),
  nomContacte: z.string().nullable(),
  idioma: z.string(),
  /** Null for a login of the company that holds none of the company roles. */
  rol: companyRoleSchema.nullable(),
  aprova: z.boolean(),
  limitPedido: z.number().nullable(),
  limitMensual: z.number().nullable(),
  /** The delivery contacts (ids) the user may send orders to; null: every contact of the company. */
  adreces: z.array(z.number().int()).nullable(),
  /** When the user last logged in (ISO), null if never. */
  darrerAcces: z.string().nullable(),
  actiu: z.boolean(),
  /** The caller themself: their own role and login are not theirs to change here. */
  jo: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const INVITATION_STATES = ['pending', 'expired'] as const;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  idioma: z.string(),
  rol: companyRoleSchema,
  aprova: z.boolean(),
  limitPedido: z.number().nullable(),
  limitMensual: z.number().nullable(),
  /** When the last link was sent (ISO) and until when it works. */
  enviada: z.string(),
  caduca: z.string(),
  estat: z.enum(INVITATION_STATES),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** A delivery contact of the company, as the team screen names it when narrowing a user. */
export const teamAddressSchema = z.object({
  id: z.number().int(),
  nombreContacto: z.string(),
  direccion: z.string(),
  poblacion: z.string(),
});
export type TeamAddress = z.infer<typeof teamAddressSchema>;

export const teamSchema = z.object({
  razonSocial: z.string(),
  membres: z.array(teamMemberSchema),
  /** Every delivery contact of the company, for narrowing what a user may send orders to. */
  adreces: z.array(teamAddressSchema),
  /** Invitations neither accepted nor revoked, expired ones included (they can be sent again). */
  invitacions: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** `POST /equip/invitacions`: who, in which language the mail goes, and as what. */
export const invitationBodySchema = z.object({
  email: accountEmailSchema,
  idioma: languageSchema,
  ...roleAndLimits,
});
export type InvitationBody = z.input<typeof invitationBodySchema>;

/**
 * The delivery contacts a user is narrowed to: at least one, each once; null is every contact of
 * the company (and those it adds later).
 */
export const deliveryScopeSchema = z
  .array(z.number({ message: 'validation.invalidValue' }).int().min(1).max(2_147_483_647), {
    message: 'validation.invalidValue',
  })
  .min(1, { message: 'team.addressesEmpty' })
  .max(DELIVERY_SCOPE_MAX, { message: 'validation.invalidValue' })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .nullable();

/**
 * `PUT /equip/membres/{id}`: a member's role, limits, delivery contacts (left as they are when
 * absent) and whether the login is enabled.
 */
export const memberUpdateSchema = z.object({
  ...roleAndLimits,
  adreces: deliveryScopeSchema.optional(),
  actiu: z.boolean(),
});
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

/** `GET /equip/invitacio/{token}`: what the invitation page shows before the form. */
export const INVITATION_LINK_STATES = ['valid', 'expired', 'used', 'revoked', 'unknown'] as const;
export const invitationLinkSchema = z.object({
  estat: z.enum(INVITATION_LINK_STATES),
  /** Only for a valid link: the address the login will have and the company it joins. */
  email: z.string().nullable(),
  razonSocial: z.string().nullable(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** `POST /equip/invitacio/acceptar`: the invitee's name and password. */
export const acceptInvitationSchema = z
  .object({
    token: accountTokenSchema,
    nomContacte: safeText(TEXT_MAX_LENGTH).superRefine(
      zodCheck((value) => (value === '' ? 'validation.required' : null)),
    ),
    password: newPasswordSchema,
    confirmPassword: z.string().max(200),
  })
  .superRefine(passwordsMatch);
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** One entry of the team's own change log, as the team screen lists it. */
export const teamChangeSchema = z.object({
  id: z.number().int(),
  dataHora: z.string(),
  /** What happened: a member changed, an invitation sent, re-sent, revoked or accepted. */
  accio: z.string(),
  /** Who did it (their name or login), null for the system. */
  autor: z.string().nullable(),
  /** Whom or what it was about (an address or a login). */
  objecte: z.string().nullable(),
  detall: z.unknown(),
});
export type TeamChange = z.infer<typeof teamChangeSchema>;
