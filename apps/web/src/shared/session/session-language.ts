// The session language of spec §1: the stored user's, else the browser's, else Catalan.
import { resolveLanguage, type Language } from '@portal/domain/languages';
import { getStoredUser } from './session-storage.ts';

export function sessionLanguage(): Language {
  return resolveLanguage(getStoredUser()?.idioma, navigator.languages ?? [navigator.language]);
}
