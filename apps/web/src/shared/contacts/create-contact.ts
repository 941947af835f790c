// `POST /cliente/contactos/add/contacto?pais=XX`: a new delivery address. Silent: the dialog shows
// field errors on its fields and any other failure as the spec's "error creating contact".
import type { Contact, ContactInput } from '@portal/domain/ordering-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http-client.ts';
import { CONTACTS_QUERY_KEY } from './fetch-contacts.ts';

export interface NewContact {
  pais: string;
  contact: ContactInput;
}

type CreatedContact = Contact & { missatge: string; error_description: string };

export function createContact({ pais, contact }: NewContact): Promise<CreatedContact> {
  return api.post<CreatedContact>('/cliente/contactos/add/contacto', contact, {
    query: { pais },
    silent: true,
  });
}

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: ({ missatge: _m, error_description: _d, ...contact }) => {
      // The list shows the new address at once; a refetch confirms it from the server.
      client.setQueryData<Contact[]>(CONTACTS_QUERY_KEY, (contacts) => [...(contacts ?? []), contact]);
      void client.invalidateQueries({ queryKey: CONTACTS_QUERY_KEY });
    },
  });
}
