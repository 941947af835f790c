// `GET /bustia/{id}`: one mail in full — its plain-text and HTML bodies, which the list leaves out.
import type { MailDetail } from '@portal/domain/mailbox';
import { useQuery } from '@tanstack/react-query';
import { readDades } from '../../api/envelope.ts';
import { MAILBOX_QUERY_KEY } from './fetch-mails.ts';

export function fetchMail(id: number, signal?: AbortSignal): Promise<MailDetail> {
  return readDades<MailDetail>(`/bustia/${id}`, undefined, signal);
}

/** Not run while no mail is open. */
export function useMail(id: number | null) {
  return useQuery({
    queryKey: [...MAILBOX_QUERY_KEY, 'mail', id],
    queryFn: ({ signal }) => fetchMail(id!, signal),
    enabled: id !== null,
  });
}
