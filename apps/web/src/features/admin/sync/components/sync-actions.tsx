// The two ways to start a run: incremental (what changed since the last success) and full
// (everything again, asked first: it reads every entity and loads the ERP). Both wait while a run
// is queued or running, and say why.
import type { SyncKind } from '@portal/domain/erp-sync';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh, IconRefreshDot } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SyncActionsProps {
  /** A run is queued or running. */
  busy: boolean;
  /** The kind being asked for now, if any. */
  starting: SyncKind | null;
  onStart: (kind: SyncKind) => void;
}

export function SyncActions({ busy, starting, onStart }: SyncActionsProps) {
  const { t } = useTranslation();
  const busyId = useId();
  const askFull = () =>
    modals.openConfirmModal({
      title: t('admin.sync.start.confirmTitle'),
      children: <Text size="sm">{t('admin.sync.start.confirmText')}</Text>,
      labels: { confirm: t('admin.sync.start.confirm'), cancel: t('admin.common.cancel') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => onStart('full'),
    });
  // Not `disabled`: a disabled button drops the keyboard focus to the page's start the moment the
  // run it started begins. It stays focusable, says it is unavailable, and does nothing.
  const disabled = busy || starting !== null;
  const describedBy = busy ? busyId : undefined;
  const unavailable = disabled ? { 'data-disabled': true, 'aria-disabled': true } : {};
  const start = (action: () => void) => () => {
    if (!disabled) action();
  };
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconRefreshDot size={18} aria-hidden />}
          {...unavailable}
          loading={starting === 'incremental'}
          onClick={start(() => onStart('incremental'))}
          aria-describedby={describedBy}
        >
          {t('admin.sync.start.incremental')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          {...unavailable}
          loading={starting === 'full'}
          onClick={start(askFull)}
          aria-describedby={describedBy}
        >
          {t('admin.sync.start.full')}
        </Button>
      </Group>
      {busy && (
        <Text id={busyId} size="sm" c="dimmed">
          {t('admin.sync.start.busy')}
        </Text>
      )}
    </Stack>
  );
}
