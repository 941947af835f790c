// Label–value pairs of a request as a definition list (`<dl>`): as many columns as fit, one on a
// phone; long values (a fault's description, an address) wrap instead of widening the page.
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** A long text that needs the whole width (a fault, remarks). */
  wide?: boolean;
}

export function FactList({ facts }: { facts: readonly (Fact | null | false)[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-lg)',
      }}
    >
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <div key={fact.key} style={{ minWidth: 0, gridColumn: fact.wide ? '1 / -1' : undefined }}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {fact.value}
            </Text>
          </div>
        ))}
    </Box>
  );
}
