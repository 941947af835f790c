// The back office's table: one row per request — its number (the link to its page), kind,
// customer, the line that tells it apart, status, when it was received and when it is scheduled.
// Drawn by the shared sortable table (a sort button and `aria-sort` in each sortable header, its
// own scroll box on a narrow screen).
import type { ServiceRequestSummary } from '@portal/domain/service-requests';
import { formatDateTime } from '@portal/domain/format';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';
import { formatDay } from '../../request/format.ts';
import { RequestStatusBadge } from '../../shared/request-status-badge.tsx';
import type { BackOfficeSort, SortField } from '../hooks/back-office-url.ts';

interface RequestsTableProps {
  rows: readonly ServiceRequestSummary[];
  sort: BackOfficeSort;
  onSort: (sort: BackOfficeSort) => void;
}

/** A new column sorts ascending, except the day received, which is read newest first. */
const firstDirection = (field: SortField) => (field === 'dataCreacio' ? 'desc' : 'asc');

export function RequestsTable({ rows, sort, onSort }: RequestsTableProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const columns: TableColumn<ServiceRequestSummary, SortField>[] = [
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
    <SortableTable
      caption={t('serviceRequests.backOffice.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.numero}
      sort={sort}
      onSort={onSort}
      minWidth={900}
      firstDirection={firstDirection}
    />
  );
}
