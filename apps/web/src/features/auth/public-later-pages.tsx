// Public screens of the login flow whose content arrives with a later issue: password recovery
// (/recuperar-contrasenya) and changing the password from an e-mailed link (/canviar-contrasenya).
// Each says so, with the way back to the login.
import { Alert, Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

function PublicLaterPage({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <Alert variant="light" color="blue">
            {message}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('recovery.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}

export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  return <PublicLaterPage title={t('screens.recoverPassword')} message={t('recovery.later')} />;
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <PublicLaterPage title={t('screens.changePassword')} message={t('changePassword.later')} />;
}
