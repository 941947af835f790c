// /registre-canvis: who changed what and when — every write an auditor cares about leaves an
// entry (administration, orders placed and cancelled, contacts, a user's own profile). Filters
// (table, type, user, days), sort and page live in the address; a row opens the values before
// and after the change, or the record written or removed.
import type { ChangeLog } from '@portal/domain/admin-logs';
import { formatDateTime } from '@portal/domain/format';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { isReversed } from '../components/date-range-filter.tsx';
import { detailsColumn, LogList } from '../components/log-list.tsx';
import { useListParams, type ListSort } from '../hooks/use-list-params.ts';
import { useChangeLog } from './api/fetch-change-log.ts';
import { fieldsOf, readDetail } from './change-detail.ts';
import { ChangeDetailDialog } from './components/change-detail-dialog.tsx';
import { ChangeLogFilters } from './components/change-log-filters.tsx';
import { useChangeLabels } from './components/use-change-labels.ts';

const DEFAULT_SORT: ListSort = { field: 'dataHora', direction: 'desc' };

export function ChangeLogPage() {
  const { t } = useTranslation();
  const labels = useChangeLabels();
  const [list, update] = useListParams(DEFAULT_SORT);
  const reversed = isReversed(list.filters.desde, list.filters.fins);
  const page = useChangeLog(list, !reversed);
  const [opened, setOpened] = useState<ChangeLog | null>(null);

  const summary = (entry: ChangeLog) => {
    const detail = readDetail(entry.tipus, entry.detall);
    const fields = fieldsOf(detail);
    if (detail.kind === 'changes')
      return fields.map((field) => labels.field(entry.taula, [field])).join(', ');
    if (detail.kind === 'record') return t('admin.changeLog.fieldCount', { count: fields.length });
    return '—';
  };

  const columns: TableColumn<ChangeLog>[] = [
    {
      key: 'dataHora',
      header: t('admin.changeLog.columns.dataHora'),
      sortField: 'dataHora',
      nowrap: true,
      render: (entry) => formatDateTime(entry.dataHora),
    },
    { key: 'id', header: t('admin.changeLog.columns.id'), sortField: 'id', render: (entry) => entry.id },
    { key: 'usuari', header: t('admin.changeLog.columns.usuari'), render: (entry) => labels.who(entry) },
    {
      key: 'taula',
      header: t('admin.changeLog.columns.taula'),
      sortField: 'taula',
      render: (entry) => labels.table(entry.taula),
    },
    {
      key: 'tipus',
      header: t('admin.changeLog.columns.tipus'),
      sortField: 'tipus',
      render: (entry) => labels.type(entry.tipus),
    },
    {
      key: 'idRegistre',
      header: t('admin.changeLog.columns.idRegistre'),
      render: (entry) => entry.idRegistre ?? '—',
    },
    {
      key: 'canvis',
      header: t('admin.changeLog.columns.canvis'),
      render: (entry) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 160 }}>
          {summary(entry)}
        </Text>
      ),
    },
    detailsColumn<ChangeLog>({
      header: t('admin.changeLog.columns.actions'),
      text: t('admin.changeLog.details'),
      label: (entry) => t('admin.changeLog.detailsOf', { id: entry.id }),
      open: setOpened,
    }),
  ];

  return (
    <AdminPage title={t('screens.registreCanvis')}>
      <ChangeLogFilters list={list} update={update} />
      <LogList
        reversed={reversed}
        fixRange={t('admin.changeLog.fixRange')}
        query={page}
        list={list}
        update={update}
        caption={t('admin.changeLog.caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyText={t('admin.changeLog.empty')}
        minWidth={900}
      />
      <ChangeDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </AdminPage>
  );
}
