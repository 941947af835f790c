// One part of a request's page: a titled region, so screen readers can jump between the summary,
// the form's data, the files and the history.
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
