// `GET /cliente/contactos`: the delivery addresses of the user's own customer (the server scopes
// them; no customer code needs to be sent).
import type { Contact } from '@portal/domain/ordering-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http-client.ts';

export const CONTACTS_QUERY_KEY = ['cliente', 'contactos'] as const;

export function fetchContacts(): Promise<Contact[]> {
  return api.get<Contact[]>('/cliente/contactos');
}

export function useContacts() {
  return useQuery({ queryKey: CONTACTS_QUERY_KEY, queryFn: fetchContacts, staleTime: 5 * 60_000 });
}
