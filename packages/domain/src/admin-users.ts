// The users administration (spec §3 user admin form, §7 usuaris): what the list shows, and the
// bodies of creating and updating a user. Password hashes never travel.
import { z } from 'zod';
import { roleSchema } from './access.ts';
import { idSchema, pagedQuerySchema, safeText } from './admin-list.ts';
import { languageSchema } from './languages.ts';
import { checkPassword, checkPasswordsMatch, emailSchema, TEXT_MAX_LENGTH } from './validators.ts';

export const adminUserSchema = z.object({
  idUsuari: z.number().int(),
  username: z.string(),
  email: z.string(),
  nomContacte: z.string().nullable(),
  idioma: z.string(),
  codigoCliente: z.string().nullable(),
  razonSocial: z.string().nullable(),
  actiu: z.boolean(),
  roles: z.array(roleSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_SORT_FIELDS = [
  'idUsuari',
  'username',
  'email',
  'nomContacte',
  'idioma',
  'codigoCliente',
] as const;
export const userListQuerySchema = pagedQuerySchema(USER_SORT_FIELDS);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * The log-in form takes a user name or an e-mail, so a user name may not look like an e-mail
 * (it could match someone else's address) nor carry spaces.
 */
const usernameSchema = safeText(TEXT_MAX_LENGTH, 1).regex(/^[^\s@]+$/, {
  message: 'admin.users.usernameFormat',
});

const userFields = {
  username: usernameSchema,
  email: emailSchema,
  nomContacte: safeText(TEXT_MAX_LENGTH).nullish(),
  idioma: languageSchema.default('ca'),
  /** Every role the user holds; the first with a home screen decides where they land. */
  roles: z.array(idSchema).max(20).default([]),
  /** The customer company a customer user buys for; empty or absent for staff. */
  codigoCliente: safeText(50).nullish(),
};

/** Password rules of spec §5 and the "passwords do not match" check, reported on the fields. */
function checkPasswords(
  body: { password?: string | undefined; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const password = body.password ?? '';
  const lengthIssue = checkPassword(password);
  if (lengthIssue) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: lengthIssue });
    return;
  }
  const matchIssue = checkPasswordsMatch(password, body.confirmPassword ?? '');
  if (matchIssue) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: matchIssue });
}

export const createUserSchema = z
  .object({ ...userFields, password: z.string().max(200), confirmPassword: z.string().max(200) })
  .superRefine(checkPasswords);
export type CreateUser = z.infer<typeof createUserSchema>;

/**
 * A full replacement of the user, except that an absent or empty password leaves it unchanged,
 * and an absent `actiu` keeps the login enabled or disabled as it is. Disabling a login ends its
 * sessions; a disabled user cannot log in.
 */
export const updateUserSchema = z
  .object({
    idUsuari: idSchema,
    ...userFields,
    password: z.string().max(200).optional(),
    confirmPassword: z.string().max(200).optional(),
    actiu: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password) checkPasswords(body, ctx);
  });
export type UpdateUser = z.infer<typeof updateUserSchema>;
