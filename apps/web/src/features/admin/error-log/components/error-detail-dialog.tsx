// One error in full: every field of spec §3 and the whole message, which the list cuts short;
// the solved switch too, for whoever may change it.
import type { ErrorLog } from '@portal/domain/admin-logs';
import { formatDateTime } from '@portal/domain/format';
import { Code, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import type { useSetErrorSolved } from '../api/set-error-solved.ts';
import { SolvedToggle } from './solved-toggle.tsx';

interface ErrorDetailDialogProps {
  entry: ErrorLog | null;
  onClose: () => void;
  mutation: ReturnType<typeof useSetErrorSolved>;
  canChange: boolean;
}

export function ErrorDetailDialog({ entry, onClose, mutation, canChange }: ErrorDetailDialogProps) {
  const { t } = useTranslation();
  const none = t('admin.errorLog.none');
  const text = (value: string | null) => (value === null || value === '' ? none : value);
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t('admin.errorLog.detailTitle', { id: entry.id }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {entry && (
        <Stack gap="md">
          <DetailList
            items={[
              { key: 'id', label: t('admin.errorLog.columns.id'), value: entry.id },
              {
                key: 'dataHora',
                label: t('admin.errorLog.columns.dataHora'),
                value: formatDateTime(entry.dataHora),
              },
              { key: 'codiError', label: t('admin.errorLog.columns.codiError'), value: entry.codiError },
              { key: 'codi', label: t('admin.errorLog.columns.codi'), value: text(entry.codi) },
              { key: 'versio', label: t('admin.errorLog.columns.versio'), value: text(entry.versio) },
              { key: 'pantalla', label: t('admin.errorLog.columns.pantalla'), value: text(entry.pantalla) },
              { key: 'classe', label: t('admin.errorLog.columns.classe'), value: text(entry.classe) },
              { key: 'metode', label: t('admin.errorLog.columns.metode'), value: text(entry.metode) },
              {
                key: 'dataResolt',
                label: t('admin.errorLog.columns.dataResolt'),
                value: entry.dataResolt ? formatDateTime(entry.dataResolt) : none,
              },
            ]}
          />
          <SolvedToggle entry={entry} mutation={mutation} canChange={canChange} showLabel />
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('admin.errorLog.fullMessage')}
            </Text>
            {/* Focusable so that a long message scrolls by keyboard too. */}
            <Code
              block
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                maxHeight: '50vh',
                overflowY: 'auto',
              }}
              tabIndex={0}
            >
              {entry.missatge}
            </Code>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
