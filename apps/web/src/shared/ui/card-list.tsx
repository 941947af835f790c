// A list of cards (a phone's rows, the cart's lines): a real list for screen readers, named by
// `label`, without the bullets and indentation a list has by default.
import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export function CardList({
  label,
  gap = 'sm',
  children,
}: {
  label: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
