// The lines of one order, shown under its row in the history. A machine among them offers
// "request service": the after-sales form, opened with this order and product already chosen.
import { formatEuros } from '@portal/domain/format';
import { Alert, Button, Center, Loader, Table } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAVING_COLOR } from '#shared/ui/money-totals.tsx';
import { TableScroll } from '#shared/ui/table-scroll.tsx';
import { useOrderLines } from '../api/fetch-order-lines.ts';
import { SAT_PATH, useServiceableEquipment } from '../api/fetch-serviceable-equipment.ts';
import { OwnCodeLabel } from '#shared/own-codes/own-code-label.tsx';

/** The after-sales form for a machine of an order (the screen reads `pedido` and `producto`). */
function serviceRequestPath(code: string, codigo: string): string {
  return `${SAT_PATH}?${new URLSearchParams({ nova: '1', pedido: code, producto: codigo }).toString()}`;
}

export function OrderLines({ code }: { code: string }) {
  const { t } = useTranslation();
  const lines = useOrderLines(code);
  const serviceable = useServiceableEquipment();

  if (lines.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (lines.isError) {
    return (
      <Alert color="red" variant="light" title={t('ordering.history.linesLoadError')}>
        <Button size="xs" variant="light" onClick={() => void lines.refetch()}>
          {t('ordering.common.retry')}
        </Button>
      </Alert>
    );
  }
  // Eight columns: on a phone they scroll inside their own box, never the page.
  return (
    <TableScroll minWidth={640} label={t('ordering.history.linesCaption', { code })}>
      <Table withTableBorder verticalSpacing={4} fz="sm" bg="var(--mantine-color-body)">
        <Table.Caption>{t('ordering.history.linesCaption', { code })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('ordering.history.line')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.productCode')}</Table.Th>
            <Table.Th scope="col">{t('ordering.history.product')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('ordering.lines.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('ordering.lines.unitPrice')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('ordering.lines.discount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('ordering.lines.lineTotal')}
            </Table.Th>
            <Table.Th scope="col">{t('serviceRequests.sat.serviceColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.data.map((line) => (
            <Table.Tr key={line.linea}>
              <Table.Td>{line.linea}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {line.codigo}
                <OwnCodeLabel codigo={line.codigo} stored={line.codigoPropio} size="xs" />
              </Table.Td>
              <Table.Td>{line.nombre}</Table.Td>
              <Table.Td ta="right">{line.Cantidad}</Table.Td>
              <Table.Td ta="right">{formatEuros(line.finalPrice)}</Table.Td>
              <Table.Td ta="right" c={line.discount > 0 ? SAVING_COLOR : undefined}>
                {line.discount > 0 ? `−${formatEuros(line.discount)}` : '—'}
              </Table.Td>
              <Table.Td ta="right">{formatEuros(line.lineTotal)}</Table.Td>
              <Table.Td>
                {serviceable(code, line.codigo) && (
                  <Button
                    component={Link}
                    to={serviceRequestPath(code, line.codigo)}
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconTool size={14} aria-hidden />}
                    aria-label={t('serviceRequests.sat.requestServiceFor', { product: line.nombre })}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t('serviceRequests.sat.requestService')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
