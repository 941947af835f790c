// The frame of a dialog that holds a form: full screen on a phone, where a centred box would leave
// the fields no room beside the keyboard, and a close button named in the reader's language.
// Mantine mounts the content only while the dialog is open, so a form inside it starts afresh.
//
// Mantine gives the focus back to what opened a dialog only when `opened` changes after the first
// render, and a dialog loaded on demand mounts already open: the frame keeps its opener itself,
// which matters most for a dialog opened from another (the page's watcher, inert-background.ts,
// only restores the focus once the last dialog has gone).
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useLayoutEffect, type ReactNode } from 'react';
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
  const id = useId();
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Closed, or unmounted while open: once this commit is done, the focus goes back to the
    // opener if it is still in this dialog or fell to the body; never away from where something
    // else put it.
    return () =>
      queueMicrotask(() => {
        const active = document.activeElement;
        const lost =
          active === null ||
          active === document.body ||
          active.closest('[role="dialog"]')?.getAttribute('aria-labelledby') === `${id}-title`;
        if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
      });
  }, [opened, id]);
  return (
    <Modal
      id={id}
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
