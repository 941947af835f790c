// Loading, error and empty states of an administration list, the same on every screen.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  /** What the empty list says, e.g. "No users match the filter." */
  emptyText?: string;
  children: ReactNode;
}

export function ListState({ isPending, isError, isEmpty, onRetry, emptyText, children }: ListStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" title={t('admin.common.loadError')} role="alert">
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('admin.common.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <IconInbox size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{emptyText ?? t('admin.common.empty')}</Text>
      </Stack>
    );
  }
  return <>{children}</>;
}
