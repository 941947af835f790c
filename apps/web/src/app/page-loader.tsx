// Shown while the first screen's code and data arrive.
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
}
