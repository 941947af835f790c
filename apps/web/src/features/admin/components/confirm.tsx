// Every destructive action asks first; the question names what will be lost.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '#shared/i18n/i18n.ts';

interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}

export function confirmDestructive({ title, text, confirmLabel, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: i18n.t('admin.common.cancel') },
    confirmProps: { color: 'red' },
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    onConfirm,
  });
}
