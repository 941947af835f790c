// An order's status as a coloured badge, named by the server's message catalogue.
import type { OrderStatus } from '@portal/domain/order-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  awaiting_approval: 'yellow',
  received: 'gray',
  sent_to_erp: 'blue',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'dark',
};

export function OrderStatusBadge({ estado }: { estado: OrderStatus }) {
  const { t } = useTranslation(['translation', 'messages']);
  return (
    // Sentence case and never cut: "Enviada a l'ERP" must read whole. The pale background tells
    // the statuses apart; the text is the page's own colour, since the light variant's coloured
    // text falls under 4.5:1 (WCAG 1.4.3), as on the service requests' badge.
    <Badge
      color={COLORS[estado]}
      c="var(--mantine-color-text)"
      variant="light"
      tt="none"
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`messages:orders.status.${estado}`)}
    </Badge>
  );
}
