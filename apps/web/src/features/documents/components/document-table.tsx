// A page of invoices or delivery notes: each row can be chosen for a ZIP and downloaded as PDF;
// invoices show their total and state, and the list's totals over every match.
import type { DeliveryNote, Invoice } from '@portal/domain/erp-documents';
import { formatEuros } from '@portal/domain/format';
import { Badge, Button, Checkbox, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '#shared/ui/table-scroll.tsx';
import type { DocumentList } from '../api/documents-api.ts';

const STATUS_COLORS = { pending: 'yellow', overdue: 'red', paid: 'green' } as const;
const dayOf = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

interface Props {
  list: DocumentList;
  rows: (Invoice | DeliveryNote)[];
  chosen: ReadonlySet<string>;
  onToggle: (numero: string) => void;
  onDownload: (numero: string) => void;
  downloading: string | null;
}

export function DocumentTable({ list, rows, chosen, onToggle, onDownload, downloading }: Props) {
  const { t } = useTranslation();
  const caption = t(list === 'invoices' ? 'documents.invoices' : 'documents.deliveryNotes');
  return (
    <TableScroll minWidth={720} label={caption}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.columns.choose')}</Table.Th>
            <Table.Th>{t('documents.columns.numero')}</Table.Th>
            <Table.Th>{t('documents.columns.date')}</Table.Th>
            <Table.Th>{t('documents.columns.order')}</Table.Th>
            {list === 'invoices' && <Table.Th ta="right">{t('documents.columns.total')}</Table.Th>}
            {list === 'invoices' && <Table.Th>{t('documents.columns.state')}</Table.Th>}
            <Table.Th>{t('documents.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.numero}>
              <Table.Td>
                <Checkbox
                  aria-label={t('documents.choose', { numero: row.numero })}
                  checked={chosen.has(row.numero)}
                  onChange={() => onToggle(row.numero)}
                />
              </Table.Td>
              <Table.Td>
                {row.numero}
                {'kind' in row && row.kind === 'credit_note' && ` (${t('documents.creditNote')})`}
              </Table.Td>
              <Table.Td>{dayOf(row.date)}</Table.Td>
              <Table.Td>{row.codigoPedido ?? row.erpNumero ?? '—'}</Table.Td>
              {'total' in row && <Table.Td ta="right">{formatEuros(row.total)}</Table.Td>}
              {'status' in row && (
                <Table.Td>
                  {row.kind === 'invoice' && (
                    <Badge
                      color={STATUS_COLORS[row.status]}
                      variant="light"
                      c="var(--mantine-color-text)"
                      tt="none"
                    >
                      {t(`documents.status.${row.status}`)}
                    </Badge>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={downloading === row.numero}
                  onClick={() => onDownload(row.numero)}
                  aria-label={t('documents.downloadPdf', { numero: row.numero })}
                >
                  PDF
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
