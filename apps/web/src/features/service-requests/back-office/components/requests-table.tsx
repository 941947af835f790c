// The back office's list: one row per request — its number (the link to its page), kind,
// customer, the line that tells it apart, status, when it was received and when it is scheduled.
// Drawn by the shared sortable table (a sort button and `aria-sort` in each sortable header) where
// it fits; where it does not (a phone, a narrow window beside the menu) each request is a card with
// its status beside its number, as the order history does, and the order is chosen from a list.
import type { ServiceRequestSummary } from '@portal/domain/service-requests';
import { formatDateTime } from '@portal/domain/format';
import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '#shared/ui/fact.tsx';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';
import { formatDay } from '../../request/format.ts';
import { RequestStatusBadge } from '../../shared/request-status-badge.tsx';
import type { BackOfficeSort, SortField } from '../hooks/back-office-url.ts';
import { CardList } from '#shared/ui/card-list.tsx';

interface RequestsTableProps {
  rows: readonly ServiceRequestSummary[];
  sort: BackOfficeSort;
  onSort: (sort: BackOfficeSort) => void;
}

/** Below Mantine's `md` the seven columns no longer fit beside the menu (as the order history's). */
const NARROW = '(max-width: 61.99em)';

/** A new column sorts ascending, except the day received, which is read newest first. */
const firstDirection = (field: SortField) => (field === 'dataCreacio' ? 'desc' : 'asc');

const pagePath = (numero: string) => `/solicitud?numero=${encodeURIComponent(numero)}`;

export function RequestsTable(props: RequestsTableProps) {
  // Read at the first render, so a phone never flashes the table first.
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return narrow ? <RequestCards {...props} /> : <WideTable {...props} />;
}

function WideTable({ rows, sort, onSort }: RequestsTableProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const columns: TableColumn<ServiceRequestSummary, SortField>[] = [
    {
      key: 'numero',
      header: t('serviceRequests.backOffice.columns.number'),
      sortField: 'numero',
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={pagePath(row.numero)} fw={600}>
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

/** The columns the table sorts by, in its order, for the cards' sort list. */
const SORT_FIELDS: readonly { field: SortField; header: ParseKeys }[] = [
  { field: 'numero', header: 'serviceRequests.backOffice.columns.number' },
  { field: 'estat', header: 'serviceRequests.backOffice.columns.status' },
  { field: 'dataCreacio', header: 'serviceRequests.backOffice.columns.created' },
  { field: 'dataPrevista', header: 'serviceRequests.backOffice.columns.scheduled' },
];

function RequestCards({ rows, sort, onSort }: RequestsTableProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const sortOptions = SORT_FIELDS.flatMap(({ field, header }) => {
    const column = t(header);
    return [
      { value: `${field},asc`, label: t('lists.sortAscending', { column }) },
      { value: `${field},desc`, label: t('lists.sortDescending', { column }) },
    ];
  });
  return (
    <Stack gap="sm">
      <Select
        label={t('lists.sortLabel')}
        data={sortOptions}
        value={`${sort.field},${sort.direction}`}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          const [field, direction] = value.split(',') as [SortField, BackOfficeSort['direction']];
          onSort({ field, direction });
        }}
        maw={320}
      />
      <CardList label={t('serviceRequests.backOffice.caption')}>
        {rows.map((row) => (
          <Paper component="li" key={row.numero} withBorder p="sm" radius="md" aria-label={row.numero}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Anchor component={Link} to={pagePath(row.numero)} fw={700}>
                {row.numero}
              </Anchor>
              <RequestStatusBadge estat={row.estat} />
            </Group>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {row.resum}
            </Text>
            <Stack component="dl" gap={2} mt="xs" mb={0}>
              <Fact label={t('serviceRequests.backOffice.columns.kind')}>
                {t(`messages:serviceRequests.kind.${row.tipus}`)}
              </Fact>
              <Fact label={t('serviceRequests.backOffice.columns.customer')}>
                {row.codigoCliente} · {row.nomCliente}
              </Fact>
              <Fact label={t('serviceRequests.backOffice.columns.created')}>
                {formatDateTime(row.dataCreacio)}
              </Fact>
              <Fact label={t('serviceRequests.backOffice.columns.scheduled')}>
                {row.dataPrevista ? formatDay(row.dataPrevista) : '—'}
              </Fact>
            </Stack>
          </Paper>
        ))}
      </CardList>
    </Stack>
  );
}
