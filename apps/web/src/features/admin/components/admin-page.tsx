// The frame of an administration screen: its title (also the document's), an optional action
// beside it, and the content.
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';

interface AdminPageProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, actions, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
