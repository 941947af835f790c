// The frame of a dialog that holds a form: full screen on a phone, where a centred box would leave
// the fields no room beside the keyboard, and a close button named in the reader's language. The
// content is mounted only while the dialog is open, so each opening starts with an empty form.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

export function FormDialog({ opened, onClose, title, children }: FormDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
