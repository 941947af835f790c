// One part of the profile ("My user", "My company", "Delivery addresses"): a section named by its
// heading, so screen readers can list and jump between them.
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** Beside the heading (wraps under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

export function ProfileSection({ title, actions, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
