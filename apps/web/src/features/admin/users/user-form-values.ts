// The user form's values, the body they become, and their check by the same zod schemas the
// server applies (`createUserSchema`, `updateUserSchema`): each issue becomes the text the server
// would answer — the schema's own message key (password length, passwords do not match, e-mail
// format, user name format), else required / too long / invalid value.
import type { AdminUser, CreateUser, UpdateUser } from '@portal/domain/admin-users';
import { createUserSchema, updateUserSchema } from '@portal/domain/admin-users';
import { isLanguage, type Language } from '@portal/domain/languages';
import { checkPassword, checkPasswordsMatch } from '@portal/domain/validators';
import { i18n } from '#shared/i18n/i18n.ts';
import { schemaErrors } from '#shared/forms/schema-errors.ts';

export interface UserFormValues {
  username: string;
  email: string;
  nomContacte: string;
  password: string;
  confirmPassword: string;
  idioma: Language;
  /** Role ids as the multi-select holds them. */
  roles: string[];
  /** The customer's code; null for staff. */
  codigoCliente: string | null;
}

export type UserField = keyof UserFormValues;

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const USER_FIELDS: readonly UserField[] = [
  'username',
  'email',
  'nomContacte',
  'password',
  'confirmPassword',
  'idioma',
  'roles',
  'codigoCliente',
];

export type UserFormErrors = Partial<Record<UserField, string>>;

export function initialValues(user: AdminUser | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    nomContacte: user?.nomContacte ?? '',
    password: '',
    confirmPassword: '',
    idioma: user && isLanguage(user.idioma) ? user.idioma : 'ca',
    roles: user?.roles.map((role) => String(role.idRol)) ?? [],
    codigoCliente: user?.codigoCliente ?? null,
  };
}

/** What the form sends: a new user, or the edited one (an empty password keeps the current one). */
export function toBody(values: UserFormValues, idUsuari: number | null): CreateUser | UpdateUser {
  const common = {
    username: values.username,
    email: values.email,
    nomContacte: values.nomContacte.trim() || null,
    idioma: values.idioma,
    roles: values.roles.map(Number),
    codigoCliente: values.codigoCliente || null,
  };
  if (idUsuari === null)
    return { ...common, password: values.password, confirmPassword: values.confirmPassword };
  return values.password
    ? { ...common, idUsuari, password: values.password, confirmPassword: values.confirmPassword }
    : { ...common, idUsuari };
}

/** The first problem of each field, translated; empty when the values may be sent. */
export function validateUser(values: UserFormValues, idUsuari: number | null): UserFormErrors {
  const schema = idUsuari === null ? createUserSchema : updateUserSchema;
  return schemaErrors(schema, toBody(values, idUsuari)) as UserFormErrors;
}

/** The set-a-new-password dialog: the spec §5 rules, both fields required. */
export function validateNewPassword(password: string, confirmPassword: string) {
  const errors: { password?: string; confirmPassword?: string } = {};
  const passwordIssue = checkPassword(password);
  if (passwordIssue) errors.password = i18n.t(`messages:${passwordIssue}`);
  else {
    const matchIssue = checkPasswordsMatch(password, confirmPassword);
    if (matchIssue) errors.confirmPassword = i18n.t(`messages:${matchIssue}`);
  }
  return errors;
}
