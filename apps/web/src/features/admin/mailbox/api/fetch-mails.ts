// `GET /bustia`: one page of the mail the portal has written, as the list's address says — its
// state, its kind, part of the recipient's address and a text.
import type { Page } from '@portal/domain/api';
import {
  MAIL_KINDS,
  MAIL_STATES,
  type MailKind,
  type MailState,
  type MailSummary,
} from '@portal/domain/mailbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { sortParam, type ListParams } from '../../hooks/use-list-params.ts';

/** Every key of the mailbox starts so. */
export const MAILBOX_QUERY_KEY = ['admin', 'bustia'] as const;

export const isMailState = (value: string | undefined): value is MailState =>
  (MAIL_STATES as readonly string[]).includes(value ?? '');
export const isMailKind = (value: string | undefined): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value ?? '');

/** The API's query for the list's parameters; a state or kind the API does not know is left out. */
export function mailListQuery({ page, size, sort, text, filters }: ListParams) {
  return {
    page,
    size,
    sort: sortParam(sort),
    text: text || undefined,
    estat: isMailState(filters.estat) ? filters.estat : undefined,
    tipus: isMailKind(filters.tipus) ? filters.tipus : undefined,
    destinatari: filters.destinatari || undefined,
  };
}

export function fetchMails(
  query: ReturnType<typeof mailListQuery>,
  signal?: AbortSignal,
): Promise<Page<MailSummary>> {
  return readDades<Page<MailSummary>>('/bustia', query, signal);
}

export function useMails(params: ListParams) {
  const query = mailListQuery(params);
  return useQuery({
    queryKey: [...MAILBOX_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchMails(query, signal),
    placeholderData: keepPreviousData,
  });
}
