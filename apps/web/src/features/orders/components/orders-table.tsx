// The history's table: one row per order (date, code, ERP number, status, total) with its
// actions; a row opens to show its lines.
import type { Order } from '@portal/domain/ordering-api';
import { formatDateTime, formatEuros } from '@portal/domain/format';
import { ActionIcon, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRepeat, IconX } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrdersTableProps {
  orders: readonly Order[];
  onCancel: (order: Order) => void;
  onReorder: (order: Order) => void;
  /** The order whose reorder is under way, to show its button busy. */
  reordering: string | null;
}

export function OrdersTable({ orders, onCancel, onReorder, reordering }: OrdersTableProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (code: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('ordering.history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <VisuallyHidden>{t('ordering.history.lines')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('ordering.history.date')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.code')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.erpNumber')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('ordering.history.total')}
            </Table.Th>
            <Table.Th scope="col">{t('ordering.history.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const open = expanded.has(order.Codigo);
            const linesId = `order-lines-${order.Codigo}`;
            return (
              <Fragment key={order.Codigo}>
                <Table.Tr onClick={() => toggle(order.Codigo)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open}
                      aria-controls={open ? linesId : undefined}
                      aria-label={t(open ? 'ordering.history.hideLines' : 'ordering.history.showLines', {
                        code: order.Codigo,
                      })}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(order.Codigo);
                      }}
                    >
                      {open ? (
                        <IconChevronDown size={18} aria-hidden />
                      ) : (
                        <IconChevronRight size={18} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.fecha)}</Table.Td>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {order.Codigo}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.erpNumero ?? '—'}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge estado={order.estado} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(order.total)}
                  </Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Group gap="xs" wrap="nowrap">
                      {order.cancelable && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconX size={14} aria-hidden />}
                          aria-label={t('ordering.history.cancelOrder', { code: order.Codigo })}
                          onClick={() => onCancel(order)}
                        >
                          {t('ordering.history.cancel')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconRepeat size={14} aria-hidden />}
                        aria-label={t('ordering.history.reorderOrder', { code: order.Codigo })}
                        loading={reordering === order.Codigo}
                        disabled={reordering !== null && reordering !== order.Codigo}
                        onClick={() => onReorder(order)}
                      >
                        {t('ordering.history.reorder')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={linesId}>
                    <Table.Td colSpan={7} bg="var(--mantine-color-gray-0)">
                      <OrderLines code={order.Codigo} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
