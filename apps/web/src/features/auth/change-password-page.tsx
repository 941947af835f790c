// /canviar-contrasenya: changing the password from an e-mailed link arrives with a later issue.
import { Alert, Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.changePassword'));
  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('screens.changePassword')}</Title>
          <Alert variant="light" color="blue">
            {t('changePassword.later')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('recovery.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
