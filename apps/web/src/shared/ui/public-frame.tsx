// The frame of the pages shown without the main layout (login, recovery, 404): the brand and the
// language switch on top, the content centred below.
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Container component="main" id="main-content" size={480} py="xl" px="md">
        {children}
      </Container>
    </Box>
  );
}
