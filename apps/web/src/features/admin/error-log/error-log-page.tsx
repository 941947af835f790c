// /log-errors: what went wrong, newest first — the server's unexpected failures and the ERP
// link's failed deliveries — with the fields of spec §3. Filters (solved or not, screen, class,
// days, text), sort and page live in the address. A row opens its whole message; an error is
// marked solved or not solved again where the screen's actions allow it.
import type { ErrorLog } from '@portal/domain/admin-logs';
import { formatDateTime } from '@portal/domain/format';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '#shared/session/use-can.ts';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { isReversed } from '../components/date-range-filter.tsx';
import { detailsColumn, LogList } from '../components/log-list.tsx';
import { useListParams, type ListSort } from '../hooks/use-list-params.ts';
import { useErrorLog } from './api/fetch-error-log.ts';
import { SET_SOLVED_ACTION, useSetErrorSolved } from './api/set-error-solved.ts';
import { ErrorDetailDialog } from './components/error-detail-dialog.tsx';
import { ErrorLogFilters } from './components/error-log-filters.tsx';
import { SolvedToggle } from './components/solved-toggle.tsx';

const DEFAULT_SORT: ListSort = { field: 'dataHora', direction: 'desc' };
/** The list shows the start of a message; the dialog shows all of it. */
const MESSAGE_PREVIEW = 120;

const preview = (message: string) =>
  message.length > MESSAGE_PREVIEW ? `${message.slice(0, MESSAGE_PREVIEW)}…` : message;

export function ErrorLogPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [list, update] = useListParams(DEFAULT_SORT);
  const reversed = isReversed(list.filters.desde, list.filters.fins);
  const page = useErrorLog(list, !reversed);
  const solve = useSetErrorSolved();
  const [opened, setOpened] = useState<ErrorLog | null>(null);
  const canChange = can(SET_SOLVED_ACTION);

  // The dialog shows the error as the list now has it, so a change of state shows in both; one
  // that has just left the list (solved, under "not solved") as the server last answered it.
  const open = opened
    ? (page.data?.content.find((entry) => entry.id === opened.id) ??
      (solve.data?.id === opened.id ? solve.data : opened))
    : null;
  const none = t('admin.errorLog.none');
  const orNone = (value: string | null) => (value === null || value === '' ? none : value);

  const columns: TableColumn<ErrorLog>[] = [
    {
      key: 'dataHora',
      header: t('admin.errorLog.columns.dataHora'),
      sortField: 'dataHora',
      nowrap: true,
      render: (entry) => formatDateTime(entry.dataHora),
    },
    { key: 'id', header: t('admin.errorLog.columns.id'), sortField: 'id', render: (entry) => entry.id },
    {
      key: 'codiError',
      header: t('admin.errorLog.columns.codiError'),
      sortField: 'codiError',
      nowrap: true,
      render: (entry) => entry.codiError,
    },
    { key: 'codi', header: t('admin.errorLog.columns.codi'), render: (entry) => orNone(entry.codi) },
    { key: 'versio', header: t('admin.errorLog.columns.versio'), render: (entry) => orNone(entry.versio) },
    {
      key: 'pantalla',
      header: t('admin.errorLog.columns.pantalla'),
      render: (entry) => orNone(entry.pantalla),
    },
    { key: 'classe', header: t('admin.errorLog.columns.classe'), render: (entry) => orNone(entry.classe) },
    { key: 'metode', header: t('admin.errorLog.columns.metode'), render: (entry) => orNone(entry.metode) },
    {
      key: 'resolt',
      header: t('admin.errorLog.columns.resolt'),
      sortField: 'resolt',
      render: (entry) => <SolvedToggle entry={entry} mutation={solve} canChange={canChange} />,
    },
    {
      key: 'dataResolt',
      header: t('admin.errorLog.columns.dataResolt'),
      nowrap: true,
      render: (entry) => (entry.dataResolt ? formatDateTime(entry.dataResolt) : none),
    },
    {
      key: 'missatge',
      header: t('admin.errorLog.columns.missatge'),
      render: (entry) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 220 }}>
          {preview(entry.missatge)}
        </Text>
      ),
    },
    detailsColumn<ErrorLog>({
      header: t('admin.errorLog.columns.actions'),
      text: t('admin.errorLog.details'),
      label: (entry) => t('admin.errorLog.detailsOf', { id: entry.id }),
      open: setOpened,
    }),
  ];

  return (
    <AdminPage title={t('screens.logErrors')}>
      <ErrorLogFilters list={list} update={update} />
      <LogList
        reversed={reversed}
        fixRange={t('admin.errorLog.fixRange')}
        query={page}
        list={list}
        update={update}
        caption={t('admin.errorLog.caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyText={t('admin.errorLog.empty')}
        minWidth={1280}
      />
      <ErrorDetailDialog
        entry={open}
        onClose={() => setOpened(null)}
        mutation={solve}
        canChange={canChange}
      />
    </AdminPage>
  );
}
