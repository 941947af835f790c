// `POST /servei/solicituds/{numero}/notes` (body `requestNoteSchema`): a note from staff, which
// the customer reads on the request's page and in a mail. Silent: the dialog shows a refusal.
import type { Envelope } from '@portal/domain/api';
import type { RequestNote, ServiceRequestDetail } from '@portal/domain/service-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { useStoreRequest } from './store-request.ts';

export interface NoteInput {
  numero: string;
  note: RequestNote;
}

export function addNote({ numero, note }: NoteInput): Promise<Envelope<ServiceRequestDetail>> {
  return api.post<Envelope<ServiceRequestDetail>>(
    `/servei/solicituds/${encodeURIComponent(numero)}/notes`,
    note,
    { silent: true },
  );
}

export function useAddNote() {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (envelope) => {
      store(envelope.dades);
      notifyEnvelope(envelope);
    },
  });
}
