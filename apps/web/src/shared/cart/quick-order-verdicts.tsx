// The server's verdict on each quick-order line: its number, the text as typed, the code and
// quantity it read, and either OK (with any stock warning) or why it cannot go into the cart.
import type { QuickOrderVerdict } from '@portal/domain/ordering-api';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../ui/table-scroll.tsx';
import { IssueList } from './issue-list.tsx';

export function QuickOrderVerdicts({ lines }: { lines: readonly QuickOrderVerdict[] }) {
  const { t } = useTranslation();
  const valid = lines.filter((line) => line.ok).length;
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {t('ordering.quick.summary', { ok: valid, total: lines.length })}
      </Text>
      <TableScroll minWidth={520} label={t('ordering.quick.tableCaption')}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption>{t('ordering.quick.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ordering.quick.line')}</Table.Th>
              <Table.Th scope="col">{t('ordering.quick.text')}</Table.Th>
              <Table.Th scope="col">{t('ordering.quick.code')}</Table.Th>
              <Table.Th scope="col">{t('ordering.quick.quantity')}</Table.Th>
              <Table.Th scope="col">{t('ordering.quick.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.lineNumber}>
                <Table.Td>{line.lineNumber}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {line.text}
                  </Text>
                </Table.Td>
                <Table.Td>{line.codigo ?? '—'}</Table.Td>
                <Table.Td>{line.quantity ?? '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {line.ok ? (
                      <Badge color="green" variant="light">
                        {t('ordering.quick.ok')}
                      </Badge>
                    ) : (
                      <IssueList color="red" items={line.errors.map((issue) => issue.error_description)} />
                    )}
                    <IssueList color="orange" items={line.warnings.map((issue) => issue.error_description)} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
