// /recuperar-contrasenya: password recovery arrives with a later issue.
import { Alert, Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.recoverPassword'));
  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('screens.recoverPassword')}</Title>
          <Alert variant="light" color="blue">
            {t('recovery.later')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('recovery.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
