// `PUT /usuaris/self` with `{nomContacte, idioma}`: the user's own contact name and language. The
// answer is the session user as the server now has it: it replaces the stored one (the header and
// the menu follow), and a new language becomes the interface's at once, as the header's switch
// does it.
import type { Envelope } from '@portal/domain/api';
import type { SelfUser, UpdateSelf } from '@portal/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { applyLanguage } from '#shared/i18n/i18n.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { updateStoredUser } from '#shared/session/session-storage.ts';

export function updateSelf(body: UpdateSelf): Promise<Envelope<SelfUser>> {
  return api.put<Envelope<SelfUser>>('/usuaris/self', body);
}

export function useUpdateSelf() {
  return useMutation({
    mutationFn: updateSelf,
    onSuccess: async (envelope) => {
      updateStoredUser(envelope.dades);
      await applyLanguage(envelope.dades.idioma);
      // After the switch, so that the notice reads in the language just chosen.
      notifyEnvelope(envelope);
    },
  });
}
