// The history's orders: one row per order (date, code, the buyer's purchase-order reference, ERP
// number, status, total) with its actions; a row opens to show its lines. Where a table does not
// fit (a phone, a narrow window beside the menu) each order is a card, so status, total and the
// actions are always in sight; the table itself scrolls inside its own box, never the page.
import type { Order } from '@portal/domain/ordering-api';
import { formatDateTime, formatEuros } from '@portal/domain/format';
import { ActionIcon, Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconPrinter,
  IconRepeat,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '#shared/session/use-can.ts';
import { TableScroll } from '#shared/ui/table-scroll.tsx';
import { printPathOf, PRINT_ENDPOINT } from '../print-path.ts';
import { ORDER_DOCUMENTS_ENDPOINT } from '../api/fetch-order-documents.ts';
import { CANCEL_ORDER_ENDPOINT } from '../api/cancel-order.ts';
import { REORDER_ENDPOINT } from '#shared/cart/cart-api.ts';
import { orderPagePathOf } from '../order-path.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { SaveToListButton } from '#shared/lists/save-to-list-button.tsx';
import { CardList } from '#shared/ui/card-list.tsx';

interface OrdersTableProps {
  orders: readonly Order[];
  onCancel: (order: Order) => void;
  onReorder: (order: Order) => void;
  /** The order whose reorder is under way, to show its button busy. */
  reordering: string | null;
}

/** Below Mantine's `md` the table's eight columns no longer fit beside the menu. */
const NARROW = '(max-width: 61.99em)';

export function OrdersTable(props: OrdersTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (code: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  // Read at the first render, so a phone never flashes the table first.
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return narrow ? (
    <OrderCards {...props} expanded={expanded} toggle={toggle} />
  ) : (
    <WideTable {...props} expanded={expanded} toggle={toggle} />
  );
}

interface LayoutProps extends OrdersTableProps {
  expanded: ReadonlySet<string>;
  toggle: (code: string) => void;
}

function WideTable({ orders, expanded, toggle, ...actions }: LayoutProps) {
  const { t } = useTranslation();
  return (
    // Scrolls in its own box beside the menu on a narrow desktop (table-scroll.tsx).
    <TableScroll minWidth={860} label={t('ordering.history.caption')}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('ordering.history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <VisuallyHidden>{t('ordering.history.lines')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('ordering.history.date')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.code')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.reference')}</Table.Th>
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
                    <LinesToggle code={order.Codigo} open={open} controls={linesId} onToggle={toggle} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.fecha)}</Table.Td>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {order.Codigo}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.referencia ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.erpNumero ?? '—'}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge estado={order.estado} />
                    <RejectionReason order={order} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(order.total)}
                  </Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <OrderActions order={order} {...actions} />
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={linesId}>
                    <Table.Td colSpan={8} bg="var(--mantine-color-gray-0)">
                      <OrderLines code={order.Codigo} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function OrderCards({ orders, expanded, toggle, ...actions }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <CardList label={t('ordering.history.caption')}>
      {orders.map((order) => {
        const open = expanded.has(order.Codigo);
        const linesId = `order-card-lines-${order.Codigo}`;
        return (
          <Paper component="li" key={order.Codigo} withBorder p="sm" radius="md" aria-label={order.Codigo}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Box style={{ minWidth: 0 }}>
                <Text fw={700}>{order.Codigo}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(order.fecha)}
                </Text>
              </Box>
              <OrderStatusBadge estado={order.estado} />
            </Group>
            <RejectionReason order={order} />
            <Stack component="dl" gap={2} my="xs">
              <Fact label={t('ordering.history.reference')}>{order.referencia ?? '—'}</Fact>
              <Fact label={t('ordering.history.erpNumber')}>{order.erpNumero ?? '—'}</Fact>
              <Fact label={t('ordering.history.total')} strong>
                {formatEuros(order.total)}
              </Fact>
            </Stack>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <LinesToggle code={order.Codigo} open={open} controls={linesId} onToggle={toggle} withText />
              <OrderActions order={order} {...actions} />
            </Group>
            {open && (
              <Box id={linesId} mt="xs">
                <OrderLines code={order.Codigo} />
              </Box>
            )}
          </Paper>
        );
      })}
    </CardList>
  );
}

function Fact({ label, children, strong = false }: { label: string; children: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        fw={strong ? 700 : 400}
        ta="right"
        style={{ overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Group>
  );
}

function LinesToggle({
  code,
  open,
  controls,
  onToggle,
  withText = false,
}: {
  code: string;
  open: boolean;
  controls: string;
  onToggle: (code: string) => void;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(open ? 'ordering.history.hideLines' : 'ordering.history.showLines', { code });
  const icon = open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />;
  const common = {
    'aria-expanded': open,
    'aria-controls': open ? controls : undefined,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      onToggle(code);
    },
  };
  if (withText) {
    return (
      <Button size="xs" variant="subtle" leftSection={icon} aria-label={label} {...common}>
        {t('ordering.history.lines')}
      </Button>
    );
  }
  return (
    <ActionIcon variant="subtle" aria-label={label} {...common}>
      {icon}
    </ActionIcon>
  );
}

function OrderActions({
  order,
  onCancel,
  onReorder,
  reordering,
}: { order: Order } & Omit<OrdersTableProps, 'orders'>) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Group gap="xs" wrap="wrap">
      {order.cancelable && can(CANCEL_ORDER_ENDPOINT) && (
        <Button
          size="xs"
          // Outlined in red 9 (5.5:1 on white): the light variant's red text is under 4.5:1.
          variant="outline"
          color="red.9"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={t('ordering.history.cancelOrder', { code: order.Codigo })}
          onClick={() => onCancel(order)}
        >
          {t('ordering.history.cancel')}
        </Button>
      )}
      {can(REORDER_ENDPOINT) && (
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
      )}
      {can(ORDER_DOCUMENTS_ENDPOINT) && (
        <Button
          component={Link}
          to={orderPagePathOf(order.Codigo)}
          size="xs"
          variant="light"
          leftSection={<IconTruckDelivery size={14} aria-hidden />}
          aria-label={t('ordering.history.openOrderOf', { code: order.Codigo })}
        >
          {t('ordering.history.openOrder')}
        </Button>
      )}
      <SaveToListButton
        variant="light"
        target={{ kind: 'order', codigo: order.Codigo }}
        label={t('shoppingLists.saveOrder')}
        ariaLabel={t('shoppingLists.saveOrderNamed', { code: order.Codigo })}
      />
      {can(PRINT_ENDPOINT) && (
        <Button
          component={Link}
          to={printPathOf(order.Codigo)}
          size="xs"
          variant="light"
          leftSection={<IconPrinter size={14} aria-hidden />}
          aria-label={t('ordering.history.printOrder', { code: order.Codigo })}
        >
          {t('ordering.history.print')}
        </Button>
      )}
    </Group>
  );
}

/** Why the company's approver rejected it, in their words (DESIGN §13); nothing otherwise. */
function RejectionReason({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.motiuRebuig) return null;
  return (
    <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
      {t('approvals.rejectedBecause', { reason: order.motiuRebuig })}
    </Text>
  );
}
