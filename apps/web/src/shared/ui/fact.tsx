// One label and its value in a card's definition list (`<dl>`), the label on the left and the
// value on the right, wrapping rather than widening the card: how a list's row reads when it
// becomes a card on a narrow screen.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}
