// One change in full: when, who, which table and record, and its values (before and after for
// an update, the record for an insert or a delete).
import type { ChangeLog } from '@portal/domain/admin-logs';
import { formatDateTime } from '@portal/domain/format';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import { readDetail } from '../change-detail.ts';
import { ChangeValues } from './change-values.tsx';
import { useChangeLabels } from './use-change-labels.ts';

interface ChangeDetailDialogProps {
  entry: ChangeLog | null;
  onClose: () => void;
}

export function ChangeDetailDialog({ entry, onClose }: ChangeDetailDialogProps) {
  const { t } = useTranslation();
  const labels = useChangeLabels();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t('admin.changeLog.detailTitle', { id: entry.id }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {entry && (
        <Stack gap="md">
          <DetailList
            items={[
              { key: 'id', label: t('admin.changeLog.columns.id'), value: entry.id },
              {
                key: 'dataHora',
                label: t('admin.changeLog.columns.dataHora'),
                value: formatDateTime(entry.dataHora),
              },
              { key: 'usuari', label: t('admin.changeLog.columns.usuari'), value: labels.who(entry) },
              {
                key: 'taula',
                label: t('admin.changeLog.columns.taula'),
                value: `${labels.table(entry.taula)} (${entry.taula})`,
              },
              { key: 'tipus', label: t('admin.changeLog.columns.tipus'), value: labels.type(entry.tipus) },
              {
                key: 'idRegistre',
                label: t('admin.changeLog.columns.idRegistre'),
                value: entry.idRegistre ?? '—',
              },
            ]}
          />
          <ChangeValues
            detail={readDetail(entry.tipus, entry.detall)}
            fieldLabel={(path) => labels.field(entry.taula, path)}
            valueLabel={(path, value) => labels.value(entry.taula, path, value)}
          />
        </Stack>
      )}
    </Modal>
  );
}
