// After "confirm": the order is stored; this waits a few seconds for the ERP's acknowledgement
// and then says either "sent to the ERP" with its number, or that the order is safely received
// and will be sent as soon as the ERP answers (DESIGN §7).
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErpConfirmation, type ErpWait, ERP_WAIT } from '../hooks/use-erp-confirmation.ts';

interface OrderPlacedProps {
  order: PlacedOrder;
  onShowHistory: () => void;
  onClose: () => void;
  wait?: ErpWait;
}

export function OrderPlaced({ order, onShowHistory, onClose, wait = ERP_WAIT }: OrderPlacedProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const confirmation = useErpConfirmation(order, wait);
  const latest = confirmation.order;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('ordering.placed.title', { code: order.Codigo })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ordering.placed.facts', { lines: order.lineasPedido.length, total: formatEuros(order.total) })}
      </Text>
      {/* One live region whose content changes, so screen readers announce the outcome. */}
      <div role="status" aria-live="polite">
        {confirmation.phase === 'waiting' && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>{t('ordering.placed.waiting')}</Text>
          </Group>
        )}
        {confirmation.phase === 'sent' && (
          <Alert
            color="green"
            variant="light"
            role="none"
            icon={<IconCircleCheck aria-hidden />}
            title={t('messages:orders.sentToErp')}
          >
            {latest.erpNumero ? t('ordering.placed.erpNumber', { numero: latest.erpNumero }) : null}
          </Alert>
        )}
        {confirmation.phase === 'pending' && (
          <Alert color="blue" variant="light" role="none" icon={<IconClockHour4 aria-hidden />}>
            {t('messages:orders.received')}
          </Alert>
        )}
        {confirmation.phase === 'refused' && (
          <Alert
            color="red"
            variant="light"
            role="none"
            icon={<IconAlertTriangle aria-hidden />}
            title={t(`messages:orders.status.${latest.estado}`)}
          >
            {latest.erpMotivo
              ? t('ordering.placed.reason', { reason: latest.erpMotivo })
              : t('ordering.placed.refused')}
          </Alert>
        )}
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onShowHistory}>
          {t('ordering.placed.toHistory')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
