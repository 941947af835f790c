// A service request's status as a coloured badge, named by the server's message catalogue; the
// customer's lists, the request's page and the back office all show it so.
import type { ServiceRequestStatus } from '@portal/domain/service-requests';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ServiceRequestStatus, string> = {
  received: 'gray',
  accepted: 'blue',
  in_progress: 'yellow',
  done: 'green',
  closed: 'dark',
  rejected: 'red',
  cancelled: 'dark',
};

export function RequestStatusBadge({ estat }: { estat: ServiceRequestStatus }) {
  const { t } = useTranslation(['translation', 'messages']);
  return (
    // Sentence case and never cut: "En curs" and its translations must read whole.
    // The pale background tells the statuses apart; the text is the page's own colour, since the
    // light variant's coloured text falls under 4.5:1 on yellow and green even at shade 9.
    <Badge
      color={COLORS[estat]}
      c="var(--mantine-color-text)"
      variant="light"
      tt="none"
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`messages:serviceRequests.status.${estat}`)}
    </Badge>
  );
}
