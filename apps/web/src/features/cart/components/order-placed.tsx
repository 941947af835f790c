// After "confirm": the order is stored; this waits a few seconds for the ERP's acknowledgement
// and then says either "placed" with the ERP's number, that the order is safely received and will
// be sent as soon as the ERP answers (DESIGN §7), or that the ERP rejected it — never "placed"
// first and "rejected" after. A rejection says why in the customer's language (the server's
// message key, never the ERP's own words) and offers to put the lines back into the cart, which
// was emptied when the order was placed (docs/decisions.md). An order over the buyer's spending
// limits is not the ERP's yet: it says it awaits the company's approval, and waits for nothing.
import type { PlacedOrder } from '@portal/domain/ordering-api';
import { formatEuros } from '@portal/domain/format';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconPrinter,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReorder } from '#shared/cart/cart-api.ts';
import {
  useErpConfirmation,
  type ErpConfirmation,
  type ErpWait,
  ERP_WAIT,
} from '../hooks/use-erp-confirmation.ts';

interface OrderPlacedProps {
  order: PlacedOrder;
  onShowHistory: () => void;
  onClose: () => void;
  /** Back to the cart's lines (after putting a rejected order's lines back). */
  onOpenCart: () => void;
  /** The order's printable copy. */
  onPrint: () => void;
  wait?: ErpWait;
}

/**
 * A light alert's title in its colour's darkest shade: Mantine's default shade is under 4.5:1 on
 * the alert's pale background (WCAG 1.4.3); shade 9 is above it for red and teal.
 */
const READABLE_TITLE = (color: 'red' | 'teal') => ({ title: { color: `var(--mantine-color-${color}-9)` } });

/** The heading follows the outcome: nothing is called "placed" before the ERP has it. */
function titleKey(confirmation: ErpConfirmation) {
  switch (confirmation.phase) {
    case 'waiting':
      return 'ordering.placed.titleWaiting' as const;
    case 'sent':
      return 'ordering.placed.title' as const;
    case 'pending':
      return 'ordering.placed.titlePending' as const;
    case 'awaiting':
      return 'ordering.placed.titleAwaiting' as const;
    case 'refused':
      return confirmation.order.estado === 'cancelled'
        ? ('ordering.placed.titleCancelled' as const)
        : ('ordering.placed.titleRejected' as const);
  }
}

export function OrderPlaced({
  order,
  onShowHistory,
  onClose,
  onOpenCart,
  onPrint,
  wait = ERP_WAIT,
}: OrderPlacedProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const confirmation = useErpConfirmation(order, wait);
  const latest = confirmation.order;
  const rejected = confirmation.phase === 'refused' && latest.estado === 'rejected';
  const putBack = useReorder();

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t(titleKey(confirmation), { code: order.Codigo })}
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
            color="teal"
            variant="light"
            role="none"
            icon={<IconCircleCheck aria-hidden />}
            title={t('messages:orders.sentToErp')}
            styles={READABLE_TITLE('teal')}
          >
            {latest.erpNumero ? t('ordering.placed.erpNumber', { numero: latest.erpNumero }) : null}
          </Alert>
        )}
        {confirmation.phase === 'pending' && (
          <Alert color="blue" variant="light" role="none" icon={<IconClockHour4 aria-hidden />}>
            {t('messages:orders.received')}
          </Alert>
        )}
        {confirmation.phase === 'awaiting' && (
          <Alert color="blue" variant="light" role="none" icon={<IconClockHour4 aria-hidden />}>
            {t('messages:orders.awaitingApproval')}
          </Alert>
        )}
        {confirmation.phase === 'refused' && (
          <Alert
            color="red"
            variant="light"
            role="none"
            icon={<IconAlertTriangle aria-hidden />}
            title={t(`messages:orders.status.${latest.estado}`)}
            styles={READABLE_TITLE('red')}
          >
            {rejected
              ? t(`messages:${latest.motivoRechazo ?? 'orders.rejection.other'}`)
              : t('messages:orders.cancelled')}
          </Alert>
        )}
      </div>
      {rejected && <PutBack code={order.Codigo} putBack={putBack} onOpenCart={onOpenCart} />}
      <Group justify="flex-end">
        {!rejected && (
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onPrint}>
            {t('ordering.placed.print')}
          </Button>
        )}
        <Button variant="default" onClick={onShowHistory}>
          {t('ordering.placed.toHistory')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}

/** A rejected order's lines back into the cart, and what could not go back, with the reasons. */
function PutBack({
  code,
  putBack,
  onOpenCart,
}: {
  code: string;
  putBack: ReturnType<typeof useReorder>;
  onOpenCart: () => void;
}) {
  const { t } = useTranslation();
  const result = putBack.data;
  if (!result) {
    return (
      <Group>
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          loading={putBack.isPending}
          onClick={() => putBack.mutate(code)}
        >
          {t('ordering.placed.putBack')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>{t('ordering.placed.putBackDone', { count: result.added.length })}</Text>
      {result.skipped.length > 0 && (
        <List size="sm">
          {result.skipped.map((skipped) => (
            <List.Item key={skipped.codigo}>
              {skipped.nombre} ({skipped.codigo}):{' '}
              {skipped.errors.map((issue) => issue.error_description).join(' ')}
            </List.Item>
          ))}
        </List>
      )}
      {result.added.length > 0 && (
        <Group>
          <Button onClick={onOpenCart}>{t('ordering.history.openCart')}</Button>
        </Group>
      )}
    </Stack>
  );
}
