// The lines of one order, shown under its row in the history.
import { formatEuros } from '@portal/domain/format';
import { Alert, Button, Center, Loader, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrderLines } from '../api/fetch-order-lines.ts';

export function OrderLines({ code }: { code: string }) {
  const { t } = useTranslation();
  const lines = useOrderLines(code);

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
  return (
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
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.data.map((line) => (
          <Table.Tr key={line.linea}>
            <Table.Td>{line.linea}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.codigo}</Table.Td>
            <Table.Td>{line.nombre}</Table.Td>
            <Table.Td ta="right">{line.Cantidad}</Table.Td>
            <Table.Td ta="right">{formatEuros(line.finalPrice)}</Table.Td>
            <Table.Td ta="right">{line.discount > 0 ? `−${formatEuros(line.discount)}` : '—'}</Table.Td>
            <Table.Td ta="right">{formatEuros(line.lineTotal)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
