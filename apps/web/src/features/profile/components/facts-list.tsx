// What the profile shows and does not let change, as a definition list: two columns where there
// is room, one on a phone; long values wrap instead of widening the page.
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

export function FactsList({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <div key={fact.key} style={{ minWidth: 0 }}>
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
