// An order's status as a coloured badge, named by the server's message catalogue.
import type { OrderStatus } from '@portal/domain/order-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  received: 'gray',
  sent_to_erp: 'blue',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'dark',
};

export function OrderStatusBadge({ estado }: { estado: OrderStatus }) {
  const { t } = useTranslation(['translation', 'messages']);
  return (
    // Sentence case and never cut: "Enviada a l'ERP" must read whole.
    <Badge
      color={COLORS[estado]}
      variant="light"
      tt="none"
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`messages:orders.status.${estado}`)}
    </Badge>
  );
}
