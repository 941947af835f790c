// /aprovacions: the orders of the company over their buyer's spending limits (DESIGN §13), for
// its approvers and its administrator. Each shows who placed it, when, its amount before VAT,
// which limit it passes (with the month's spend when it is the monthly one) and its lines, and is
// approved (it goes to the ERP) or rejected with a reason (a dialog). The mailed link names one
// order (`?pedido=`), which comes first and is marked.
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PendingApproval } from '@portal/domain/approvals';
import { formatDateTime, formatEuros, formatQuantity } from '@portal/domain/format';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableScroll } from '#shared/ui/table-scroll.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { useApprove, usePendingApprovals } from './api/approvals-api.ts';
import { RejectDialog } from './components/reject-dialog.tsx';

export function ApprovalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.approvals'));
  const pending = usePendingApprovals();
  const [params] = useSearchParams();
  const named = params.get('pedido');
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);

  let body;
  if (pending.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (pending.isError) {
    body = (
      <Alert color="red" variant="light" title={t('approvals.loadError')}>
        <Button size="xs" variant="light" onClick={() => void pending.refetch()}>
          {t('approvals.retry')}
        </Button>
      </Alert>
    );
  } else if (pending.data.length === 0) {
    body = <Text c="dimmed">{t('approvals.none')}</Text>;
  } else {
    // The order the mail named first; the rest oldest first, as the server sends them.
    const ordered = [...pending.data].sort(
      (a, b) => Number(b.pedido.Codigo === named) - Number(a.pedido.Codigo === named),
    );
    body = (
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {ordered.map((item) => (
          <PendingOrder
            key={item.pedido.Codigo}
            item={item}
            named={item.pedido.Codigo === named}
            onReject={() => setRejecting(item)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.approvals')}</Title>
      <Text c="dimmed">{t('approvals.intro')}</Text>
      {body}
      {rejecting && (
        <RejectDialog
          code={rejecting.pedido.Codigo}
          buyer={rejecting.comprador}
          onClose={() => setRejecting(null)}
        />
      )}
    </Stack>
  );
}

function PendingOrder({
  item,
  named,
  onReject,
}: {
  item: PendingApproval;
  named: boolean;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApprove();
  const { pedido: order } = item;
  const headingId = `approval-${order.Codigo}`;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      style={named ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('approvals.orderTitle', { code: order.Codigo })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('approvals.placedBy', { buyer: item.comprador, date: formatDateTime(order.fecha) })}
            </Text>
          </div>
          <Text fw={700}>{t('approvals.amount', { amount: formatEuros(order.subtotal) })}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {item.limits.map((limit) => (
            <Badge key={limit} color="yellow" variant="light" c="var(--mantine-color-text)" tt="none">
              {limit === 'order'
                ? t('approvals.passesOrder', { limit: formatEuros(item.limitPedido ?? 0) })
                : t('approvals.passesMonth', {
                    limit: formatEuros(item.limitMensual ?? 0),
                    spent: formatEuros(item.gastMes),
                  })}
            </Badge>
          ))}
        </Group>
        <TableScroll minWidth={520} label={t('approvals.linesCaption', { code: order.Codigo })}>
          <Table withTableBorder verticalSpacing={4} fz="sm">
            <Table.Caption>{t('approvals.linesCaption', { code: order.Codigo })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('ordering.history.productCode')}</Table.Th>
                <Table.Th scope="col">{t('ordering.history.product')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.unitPrice')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ordering.lines.lineTotal')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.lineasPedido.map((line) => (
                <Table.Tr key={line.linea}>
                  <Table.Td>{line.codigo}</Table.Td>
                  <Table.Td>{line.nombre}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(line.Cantidad)}</Table.Td>
                  <Table.Td ta="right">{formatEuros(line.finalPrice)}</Table.Td>
                  <Table.Td ta="right">{formatEuros(line.lineTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={onReject}
            aria-label={t('approvals.rejectLabel', { code: order.Codigo })}
          >
            {t('approvals.reject')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={approve.isPending}
            onClick={() => approve.mutate(order.Codigo)}
            aria-label={t('approvals.approveLabel', { code: order.Codigo })}
          >
            {t('approvals.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
