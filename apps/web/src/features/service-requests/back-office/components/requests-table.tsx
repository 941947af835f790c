// The back office's table: one row per request — its number (the link to its page), kind,
// customer, the line that tells it apart, status, when it was received and when it is scheduled.
// The sortable columns have a button in their header and `aria-sort`; on a narrow screen the
// table scrolls inside its own box, so the page never scrolls sideways.
import type { ServiceRequestSummary } from '@portal/domain/service-requests';
import { formatDateTime } from '@portal/domain/format';
import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../request/format.ts';
import { RequestStatusBadge } from '../../shared/request-status-badge.tsx';
import type { BackOfficeSort, SortField } from '../hooks/back-office-url.ts';

interface Column {
  key: string;
  header: string;
  sortField?: SortField;
  render: (row: ServiceRequestSummary) => ReactNode;
  nowrap?: boolean;
}

interface RequestsTableProps {
  rows: readonly ServiceRequestSummary[];
  sort: BackOfficeSort;
  onSort: (sort: BackOfficeSort) => void;
}

/** A new column sorts ascending, except dates, which are read newest first. */
function nextSort(current: BackOfficeSort, field: SortField): BackOfficeSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'dataCreacio' ? 'desc' : 'asc' };
}

export function RequestsTable({ rows, sort, onSort }: RequestsTableProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const columns: Column[] = [
    {
      key: 'numero',
      header: t('serviceRequests.backOffice.columns.number'),
      sortField: 'numero',
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={`/solicitud?numero=${encodeURIComponent(row.numero)}`} fw={600}>
          {row.numero}
        </Anchor>
      ),
    },
    {
      key: 'tipus',
      header: t('serviceRequests.backOffice.columns.kind'),
      render: (row) => t(`messages:serviceRequests.kind.${row.tipus}`),
    },
    {
      key: 'client',
      header: t('serviceRequests.backOffice.columns.customer'),
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.codigoCliente}
          </Text>
          <Text size="sm">{row.nomCliente}</Text>
        </>
      ),
    },
    {
      key: 'resum',
      header: t('serviceRequests.backOffice.columns.summary'),
      render: (row) => (
        <Text size="sm" style={{ minWidth: 160, overflowWrap: 'anywhere' }}>
          {row.resum}
        </Text>
      ),
    },
    {
      key: 'estat',
      header: t('serviceRequests.backOffice.columns.status'),
      sortField: 'estat',
      render: (row) => <RequestStatusBadge estat={row.estat} />,
    },
    {
      key: 'dataCreacio',
      header: t('serviceRequests.backOffice.columns.created'),
      sortField: 'dataCreacio',
      nowrap: true,
      render: (row) => formatDateTime(row.dataCreacio),
    },
    {
      key: 'dataPrevista',
      header: t('serviceRequests.backOffice.columns.scheduled'),
      sortField: 'dataPrevista',
      nowrap: true,
      render: (row) => (row.dataPrevista ? formatDay(row.dataPrevista) : '—'),
    },
  ];

  return (
    // Positioned, so that nothing positioned inside widens the page on a phone.
    <Table.ScrollContainer minWidth={900} type="native" style={{ position: 'relative' }}>
      <Table highlightOnHover striped verticalSpacing="sm">
        <Table.Caption>{t('serviceRequests.backOffice.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = column.sortField !== undefined && sort.field === column.sortField;
              const SortIcon = !active
                ? IconArrowsSort
                : sort.direction === 'asc'
                  ? IconArrowUp
                  : IconArrowDown;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortField ? (
                    <UnstyledButton
                      onClick={() => onSort(nextSort(sort, column.sortField!))}
                      aria-label={t('serviceRequests.backOffice.sortBy', { column: column.header })}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={700} size="sm">
                          {column.header}
                        </Text>
                        <SortIcon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.numero}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
