// A role's name as people read it: the seeded roles have a text in each language (`roles.<nom>`);
// a role an administrator created shows its own name.
import { i18n } from '#shared/i18n/i18n.ts';

export function roleLabel(nom: string): string {
  const key = `roles.${nom}`;
  return i18n.exists(key) ? i18n.t(key as 'roles.CLIENT') : nom;
}
