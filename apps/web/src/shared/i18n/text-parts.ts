// The interface texts of a language travel in two parts. The first holds the groups the screens
// without a session show (login, registration, recovery, password change, e-mail confirmation,
// 404) and the shell's own words; it comes with the first screen. The rest (catalogue, cart,
// orders, administration, service requests: nine tenths of the texts) comes with the main layout,
// after login. The build cuts each catalogue by these groups (apps/web/build/locale-parts.ts).
export const FIRST_PART_GROUPS = [
  'app',
  'language',
  'layout',
  'screens',
  'common',
  'errors',
  'login',
  'register',
  'recovery',
  'changePassword',
  'confirmEmail',
  'notFound',
] as const;

export type TextPart = 'first' | 'rest';

const first = new Set<string>(FIRST_PART_GROUPS);

/** The groups of a catalogue that belong to one part. */
export function pickTextPart(catalogue: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([group]) => first.has(group) === (part === 'first')),
  );
}
