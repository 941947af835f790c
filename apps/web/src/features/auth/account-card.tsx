// The frame of the public account screens (recovery, new password, e-mail confirmation): the
// public page with one card, its heading and the way back to the login.
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '#shared/ui/public-frame.tsx';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

export function AccountCard({
  title,
  children,
  backToLogin = true,
}: {
  title: string;
  children: ReactNode;
  backToLogin?: boolean;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PublicFrame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {children}
          {backToLogin && (
            <Anchor component={Link} to="/login" size="sm">
              {t('recovery.backToLogin')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
