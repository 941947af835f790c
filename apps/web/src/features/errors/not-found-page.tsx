// The 404 page (/404 and every unknown address). It also receives the users the navigation rules
// could not place: without a home page (`?missatge=errors.noHomePage`) or refused by the
// permission check. A logged-in user can log out from here, since the page has no main layout.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { endSession } from '#shared/session/end-session.ts';
import { useStoredUser } from '#shared/session/use-stored-user.ts';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

// Only messages the navigation rules send here are shown; the query cannot inject other text.
const MESSAGES_SHOWN = new Set(['errors.noHomePage']);

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [search] = useSearchParams();
  useDocumentTitle(t('screens.notFound'));

  const messageKey = search.get('missatge');
  const message = messageKey && MESSAGES_SHOWN.has(messageKey) ? translateMessageKey(messageKey) : null;

  const logout = () => {
    void endSession();
    void navigate('/login', { replace: true });
  };

  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Text size="3rem" fw={800} c="blue.8" lh={1} aria-hidden>
            404
          </Text>
          <Title order={1}>{t('screens.notFound')}</Title>
          {message && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {message}
            </Alert>
          )}
          <Text>{t('notFound.text')}</Text>
          <Group justify="space-between">
            <Anchor component={Link} to="/">
              {t('notFound.backHome')}
            </Anchor>
            {user && (
              <Button variant="default" onClick={logout}>
                {t('layout.logout')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
