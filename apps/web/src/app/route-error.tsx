// What a route shows when its code fails to load or a screen throws: an apology and a reload.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation(['translation', 'messages']);
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" role="alert">
        <Title order={1}>{t('errors.unexpected')}</Title>
        <Text>{t('messages:errors.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
