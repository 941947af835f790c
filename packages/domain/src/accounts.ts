// Accounts (spec §2, §5, §7): password recovery by a mailed link, changing one's password
// and e-mail, registering a company, the customer's own data, and writing to customer service.
// What travels on the wire, with the spec's field rules; the server and the forms both parse with
// these, so a mistake gets the same message on both sides.
import { z } from 'zod';
import { safeText } from './admin-list.ts';
import { languageSchema } from './languages.ts';
import {
  checkCif,
  checkEmail,
  checkIban,
  checkPassword,
  checkPhone,
  checkRange,
  normaliseIban,
  RANGE_MAX,
  RANGE_MIN,
  TEXT_MAX_LENGTH,
  zodCheck,
} from './validators.ts';

/** A recovery or confirmation link is valid this long. */
export const ACCOUNT_TOKEN_TTL_MINUTES = 60;
/** An e-mail change waits this long for its confirmation. */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;
/** Longer observations than the spec's 100-character text rule: a question needs room. */
export const OBSERVATIONS_MAX_LENGTH = 2000;

const PASSWORD_MAX_LENGTH = 200;

/** Text without NUL, trimmed, at most the spec's 100 characters (spec §5). */
const text = (required: boolean, max = TEXT_MAX_LENGTH) =>
  safeText(max).superRefine(zodCheck((v) => (required && v === '' ? 'validation.required' : null)));

export const accountEmailSchema = z
  .string()
  .trim()
  .max(254, { message: 'validation.email' })
  .superRefine(zodCheck((v) => checkEmail(v, true)))
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH).superRefine(zodCheck(checkPassword));

/** New and confirm passwords must match (spec §5): the issue is reported on the confirmation. */
export function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDontMatch' });
  }
}

/** A token from a mailed link: 32 random bytes in base64url (43 characters). */
export const accountTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'accounts.linkInvalid' });

/**
 * `PUT /usuaris/demanar-canvi-contrasenya`: spec §7 sends "the e-mail as body"; a JSON string
 * (`"ana@example.com"`) and an object (`{"email": …}`) are both taken.
 */
export const recoveryRequestSchema = z
  .union([accountEmailSchema, z.object({ email: accountEmailSchema })])
  .transform((value) => (typeof value === 'string' ? { email: value } : value));
export type RecoveryRequest = z.output<typeof recoveryRequestSchema>;

/** What a link's page learns of it: whether it can still be used, never whose it is. */
export const TOKEN_STATES = ['valid', 'expired', 'used', 'unknown'] as const;
export const tokenStateSchema = z.object({ estat: z.enum(TOKEN_STATES) });
export type TokenState = z.infer<typeof tokenStateSchema>;

/** `PUT /usuaris/canviar-contrasenya-token`: the new password from a recovery link. */
export const resetPasswordSchema = z
  .object({
    token: accountTokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(passwordsMatch);
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** `PUT /usuaris/canviar-contrasenya`: logged in, with the current password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'validation.required' }).max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(passwordsMatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/**
 * `PUT /usuaris/canviar-email`: the new address, confirmed by a mailed link before it takes effect;
 * the current password too, so an unattended open session cannot take the account over.
 */
export const changeEmailSchema = z.object({
  email: accountEmailSchema,
  currentPassword: z.string().min(1, { message: 'validation.required' }).max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** `PUT /usuaris/confirmar-email`: the token of the link mailed to the new address (public). */
export const confirmEmailSchema = z.object({ token: accountTokenSchema });
export type ConfirmEmail = z.infer<typeof confirmEmailSchema>;

/** `GET /usuaris/email/{email}`: whether someone already has that address (registration asks). */
export const emailTakenSchema = z.object({ registrat: z.boolean() });
export type EmailTaken = z.infer<typeof emailTakenSchema>;

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'validation.invalidValue' });
const zipSchema = safeText(10).superRefine(zodCheck((v) => (v === '' ? 'validation.required' : null)));
const phoneSchema = safeText(30).superRefine(zodCheck((v) => checkPhone(v, true)));
const cifFieldSchema = safeText(20)
  .superRefine(zodCheck(checkCif))
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase());
const ibanFieldSchema = safeText(40)
  .superRefine(zodCheck((v) => checkIban(v, false)))
  .transform((v) => (v === '' ? null : normaliseIban(v)));

/**
 * The customer's payment day (spec §3), a day of the month within the spec's numeric range, 0 to
 * 30 (spec §5; 0 for none agreed). The customer states it; the ERP confirms it, and its value comes
 * back with the synchronisation. Null when the customer names none.
 */
export const paymentDaySchema = z
  .number({ error: 'validation.invalidNumber' })
  .int({ error: 'validation.invalidNumber' })
  .superRefine((value, ctx) => {
    const key = checkRange(value);
    if (key) ctx.addIssue({ code: 'custom', message: key, params: { min: RANGE_MIN, max: RANGE_MAX } });
  })
  // The bounds in the API's description too (a refinement does not show there).
  .meta({ minimum: RANGE_MIN, maximum: RANGE_MAX });

/** The payment day as a form's field holds it: empty for none, else the number it reads as. */
export function typedPaymentDay(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The company's data a customer keeps (spec §3 Customer), as registration and the profile edit it. */
const companyFields = {
  razonSocial: text(true),
  cif: cifFieldSchema,
  telefono: phoneSchema,
  direccion: text(true),
  codigoPostal: zipSchema,
  poblacion: text(true),
  provincia: text(false),
  ciudad: text(false),
  pais: countrySchema.default('ES'),
};

/** The company's fields in the order forms show them (registration and the profile alike). */
export const COMPANY_FIELD_NAMES = Object.keys(companyFields) as (keyof typeof companyFields)[];
/** A company form's text values, one per field, as the inputs hold them. */
export type CompanyFieldValues = Record<keyof typeof companyFields, string>;

/**
 * `POST /clientes/create` (public): a company asks for an account. The customer and its user are
 * created inactive; an administrator activates the user once the request is checked.
 */
export const registrationSchema = z
  .object({
    ...companyFields,
    nomContacte: text(true),
    email: accountEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    idioma: languageSchema.default('ca'),
    diaPago: paymentDaySchema.nullable().default(null),
  })
  .superRefine(passwordsMatch);
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

export const registrationResultSchema = z.object({ codigo: z.string() });

/** `GET /clientes/codigo/{code}` and its siblings: the customer as its profile shows it. */
export const customerProfileSchema = z.object({
  codigo: z.string(),
  razonSocial: z.string(),
  cif: z.string(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  poblacion: z.string().nullable(),
  provincia: z.string().nullable(),
  ciudad: z.string().nullable(),
  pais: z.string(),
  /** The payment method's code and name in the request's language; shown, not editable. */
  formaPago: z.number().int().nullable(),
  formaPagoNombre: z.string().nullable(),
  /** The bank account, an IBAN (spec §3 "bank entity"). */
  entidadBancaria: z.string().nullable(),
  diaPago: z.number().int().nullable(),
  cuentaContable: z.string().nullable(),
  /** The price list (spec §4); shown, not editable. */
  idLista: z.number().int(),
  activo: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/**
 * `PUT /clientes/update`: what a customer may change of its own company, the bank account and the
 * payment day included; payment method, price list and account code are the ERP's to decide. The
 * change is kept in the portal at once and reaches the ERP through the outbox. A field left out
 * (the bank account, the payment day) is left as it is.
 */
export const customerUpdateSchema = z.object({
  codigo: safeText(40, 1),
  ...companyFields,
  entidadBancaria: ibanFieldSchema.optional(),
  diaPago: paymentDaySchema.nullable().optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** What a message to customer service is about (the subject's type). */
export const SERVICE_TOPICS = ['product', 'order', 'account', 'other'] as const;
export const serviceTopicSchema = z.enum(SERVICE_TOPICS);
export type ServiceTopic = z.infer<typeof serviceTopicSchema>;

/**
 * `POST /usuaris/email` (spec §7: email, observations, toMail, type): a message to customer service.
 * `email` is where the answer should go (the user's own by default), `toMail` whether the customer
 * gets a copy. Customer service's own address is the `emailContacto` parameter, never the client's
 * to choose: a form that mails any address would be an open relay.
 */
export const customerServiceSchema = z.object({
  // The spec's query names its topics freely: one this portal does not know is "other", and none
  // at all is "other" too.
  type: z.preprocess(
    (value) => (SERVICE_TOPICS.includes(value as ServiceTopic) ? value : 'other'),
    serviceTopicSchema,
  ),
  /** Optional, as in the spec's query: the mails then name the topic. */
  subject: text(false)
    .optional()
    .transform((value) => value || null),
  observations: safeText(OBSERVATIONS_MAX_LENGTH).superRefine(
    zodCheck((v) => (v === '' ? 'validation.required' : null)),
  ),
  email: accountEmailSchema.optional(),
  toMail: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  /** The product asked about, when the dialog was opened from one. */
  codigo: safeText(40).optional(),
});
export type CustomerServiceMessage = z.infer<typeof customerServiceSchema>;

/** The portal's own dialog asks for a subject: a person writing says what it is about. */
export const customerServiceFormSchema = customerServiceSchema.extend({ subject: text(true) });
export type CustomerServiceInput = z.input<typeof customerServiceSchema>;

/**
 * `GET /usuaris/contacte`: how to reach customer service, shown in its dialog (the `emailContacto`
 * and `telefonoContacto` parameters, spec §9); null when a parameter is not set.
 */
export const serviceContactSchema = z.object({
  emailContacto: z.string().nullable(),
  telefonoContacto: z.string().nullable(),
});
export type ServiceContact = z.infer<typeof serviceContactSchema>;
