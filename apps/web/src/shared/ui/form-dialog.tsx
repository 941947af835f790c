// The frame of a dialog that holds a form: full screen on a phone, where a centred box would leave
// the fields no room beside the keyboard, and a close button named in the reader's language.
// Mantine mounts the content only while the dialog is open, so a form inside it starts afresh.
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Mantine's width; its default suits a few fields, "lg" a form in two columns. */
  size?: ModalProps['size'];
  children: ReactNode;
}

export function FormDialog({ opened, onClose, title, size, children }: FormDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
