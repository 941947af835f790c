// Customer registration opens as a dialog (spec §2); for now it says registration comes later.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('register.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t('register.later')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}
