// A screen whose content arrives with a later issue: its title and a note saying so.
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title.ts';

export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t('placeholder.laterVersion')}
      </Alert>
    </Stack>
  );
}
