// The frame of the pages shown without the main layout (login, recovery, 404, the accessibility
// statement): the brand and the language switch on top, the content centred below, the footer.
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';

/** `size` is the content's greatest width: a form's by default, wider for reading. */
export function PublicFrame({ children, size = 480 }: { children: ReactNode; size?: number }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Container component="main" id="main-content" size={size} py="xl" px="md">
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
