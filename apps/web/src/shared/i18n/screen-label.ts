// A screen's name as the server sends it (`pantalles.name`, e.g. `logErrors`) shown through the
// `screens.<name>` texts; a screen added by an administrator without a text shows its raw name.
import { i18n } from './i18n.ts';

export function screenLabel(name: string): string {
  const key = `screens.${name}`;
  return i18n.exists(key) ? i18n.t(key as 'screens.products') : name;
}
