// What a run did to each entity it has reached, in the order runs apply them: items read,
// applied, refused by the contract's schema, deactivated (gone from the ERP) and the ERP's total.
import { SYNC_ENTITIES, type SyncEntity, type SyncEntityCounts, type SyncRun } from '@portal/domain/erp-sync';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';
import { useSyncLabels } from '../sync-labels.ts';

interface EntityRow {
  entity: SyncEntity;
  counts: SyncEntityCounts;
}

export function EntityCountsTable({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  const labels = useSyncLabels();
  const rows: EntityRow[] = SYNC_ENTITIES.flatMap((entity) => {
    const counts = run.comptes[entity];
    return counts ? [{ entity, counts }] : [];
  });
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.sync.counts.empty')}
      </Text>
    );
  }
  const number = (value: number) => value.toLocaleString('de-DE');
  const columns: TableColumn<EntityRow>[] = [
    { key: 'entity', header: t('admin.sync.counts.entity'), render: (row) => labels.entity(row.entity) },
    {
      key: 'read',
      header: t('admin.sync.counts.read'),
      align: 'right',
      render: (row) => number(row.counts.llegits),
    },
    {
      key: 'applied',
      header: t('admin.sync.counts.applied'),
      align: 'right',
      render: (row) => number(row.counts.aplicats),
    },
    {
      key: 'refused',
      header: t('admin.sync.counts.refused'),
      align: 'right',
      render: (row) => number(row.counts.rebutjats),
    },
    {
      key: 'deactivated',
      header: t('admin.sync.counts.deactivated'),
      align: 'right',
      render: (row) => number(row.counts.desactivats),
    },
    {
      key: 'total',
      header: t('admin.sync.counts.total'),
      align: 'right',
      render: (row) => (row.counts.total === null ? '—' : number(row.counts.total)),
    },
  ];
  return (
    <SortableTable
      caption={t('admin.sync.counts.caption', { id: run.id })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.entity}
      minWidth={620}
      readOnly
    />
  );
}
