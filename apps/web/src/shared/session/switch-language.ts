// The language switch of the header and the login page: the interface changes at once; a
// logged-in user's choice is also saved on the server (`PUT /usuaris/self`) and in the session.
import type { Envelope } from '@portal/domain/api';
import type { SelfUser } from '@portal/domain/auth';
import type { Language } from '@portal/domain/languages';
import { api } from '../api/http-client.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import { notifyEnvelope } from '../notifications/notify.ts';
import { getStoredUser, updateStoredUser } from './session-storage.ts';

export async function switchLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  if (!getStoredUser()) return;
  // Stored first so that the PUT already asks for an answer in the new language.
  updateStoredUser({ idioma: language });
  const envelope = await api.put<Envelope<SelfUser>>('/usuaris/self', { idioma: language });
  if (envelope.dades) updateStoredUser(envelope.dades);
  notifyEnvelope(envelope);
}
