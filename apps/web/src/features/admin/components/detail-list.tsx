// A definition list (`<dl>`) of label–value pairs for the detail dialogs: two columns where there
// is room, one on a phone; long values wrap instead of widening the dialog.
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
}

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
        gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
      }}
    >
      {items.map((item) => (
        <div key={item.key} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
