// `POST /bustia/{id}/reenviar`: sends a mail again now — a failed one, one waiting for its next
// attempt, or one held before an SMTP server was configured. The server waits briefly for the
// delivery and names the outcome, which is notified (a refusal too: already sent, being sent, no
// SMTP server); the mail shown and the list are read again either way.
import type { MailDetail } from '@portal/domain/mailbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { MAILBOX_QUERY_KEY } from './fetch-mails.ts';

export const RESEND_ACTION = 'POST /bustia/{id}/reenviar';

export async function resendMail(id: number): Promise<MailDetail> {
  return (await writeEnvelope<MailDetail>('POST', `/bustia/${id}/reenviar`)).dades;
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: (mail) => client.setQueryData([...MAILBOX_QUERY_KEY, 'mail', mail.id], mail),
    onSettled: () => client.invalidateQueries({ queryKey: MAILBOX_QUERY_KEY }),
  });
}
