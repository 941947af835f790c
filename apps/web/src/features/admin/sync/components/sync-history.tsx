// The history of runs: a paged, sortable list (newest first) filtered by state, all kept in the
// address; each run with its kind, who started it, its state, when it started, how long it took,
// what it applied and refused, and why it failed.
import { SYNC_STATES, type SyncRun } from '@portal/domain/erp-sync';
import { formatDateTime } from '@portal/domain/format';
import { Badge, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useListParams, type ListSort } from '../../hooks/use-list-params.ts';
import { stateFilter, useSyncRuns } from '../api/fetch-sync-runs.ts';
import { STATE_COLORS, formatDuration, runTotals, useSyncLabels } from '../sync-labels.ts';

const DEFAULT_SORT: ListSort = { field: 'id', direction: 'desc' };
const FILTER_KEYS = ['estat'] as const;

export function SyncHistory() {
  const { t } = useTranslation();
  const labels = useSyncLabels();
  const [list, update] = useListParams(DEFAULT_SORT);
  const page = useSyncRuns(list);
  const state = stateFilter(list.filters.estat) ?? 'all';

  const columns: TableColumn<SyncRun>[] = [
    { key: 'id', header: t('admin.sync.history.columns.id'), sortField: 'id', render: (run) => run.id },
    {
      key: 'tipus',
      header: t('admin.sync.history.columns.kind'),
      sortField: 'tipus',
      render: (run) => labels.kind(run.tipus),
    },
    {
      key: 'origen',
      header: t('admin.sync.history.columns.origin'),
      render: (run) => (
        <Stack gap={0}>
          <Text size="sm">{labels.origin(run.origen)}</Text>
          {run.demanatPer && (
            <Text size="xs" c="dimmed">
              {run.demanatPer}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'estat',
      header: t('admin.sync.history.columns.state'),
      sortField: 'estat',
      render: (run) => (
        <Badge
          color={STATE_COLORS[run.estat]}
          variant="dot"
          tt="none"
          styles={{ root: { maxWidth: 'none' } }}
        >
          {labels.state(run.estat)}
        </Badge>
      ),
    },
    {
      key: 'creat',
      header: t('admin.sync.history.columns.started'),
      sortField: 'creat',
      nowrap: true,
      render: (run) => formatDateTime(run.iniciat ?? run.creat),
    },
    {
      key: 'durada',
      header: t('admin.sync.history.columns.duration'),
      nowrap: true,
      render: (run) => (run.duradaMs === null ? '—' : formatDuration(run.duradaMs)),
    },
    {
      key: 'comptes',
      header: t('admin.sync.history.columns.counts'),
      nowrap: true,
      align: 'right',
      render: (run) => {
        const totals = runTotals(run);
        return t('admin.sync.history.countsSummary', {
          applied: totals.applied.toLocaleString('de-DE'),
          refused: totals.refused.toLocaleString('de-DE'),
        });
      },
    },
    {
      key: 'error',
      header: t('admin.sync.history.columns.error'),
      render: (run) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={360}>
          {run.error ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <FilterBar
        label={t('admin.sync.history.filters')}
        list={list}
        update={update}
        keys={FILTER_KEYS}
        clearLabel={t('admin.sync.history.clearFilters')}
      >
        <Select
          label={t('admin.sync.history.state')}
          data={[
            { value: 'all', label: t('admin.sync.history.allStates') },
            ...SYNC_STATES.map((value) => ({ value, label: labels.state(value) })),
          ]}
          value={state}
          allowDeselect={false}
          onChange={(value) => update({ filters: { estat: value === 'all' ? null : value } })}
          w={200}
        />
      </FilterBar>
      <PagedList
        query={page}
        list={list}
        update={update}
        caption={t('admin.sync.history.caption')}
        columns={columns}
        rowKey={(run) => run.id}
        emptyText={t('admin.sync.history.empty')}
        minWidth={960}
      />
    </Stack>
  );
}
