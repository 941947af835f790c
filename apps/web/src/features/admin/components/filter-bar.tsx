// The filters above an administration list, every one kept in the address: a search landmark
// holding the list's own fields and, once any of them is set, one button that clears them all
// (back to the first page, as any change of filter does).
import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListParams, ListParamsPatch } from '../hooks/use-list-params.ts';

interface FilterBarProps {
  /** The landmark's name, e.g. "Filters of the change log". */
  label: string;
  list: ListParams;
  update: (patch: ListParamsPatch) => void;
  /** The address keys of the list's own filters, which the button clears. */
  keys: readonly string[];
  /** The list's text search is one of the filters (set and cleared with them). */
  withText?: boolean;
  clearLabel: string;
  children: ReactNode;
}

export function FilterBar({
  label,
  list,
  update,
  keys,
  withText = false,
  clearLabel,
  children,
}: FilterBarProps) {
  const active = (withText && list.text !== '') || keys.some((key) => list.filters[key]);
  const clear = () => {
    const filters = Object.fromEntries(keys.map((key) => [key, null]));
    update(withText ? { text: '', filters } : { filters });
  };
  return (
    <Group role="search" aria-label={label} gap="sm" align="flex-end" wrap="wrap">
      {children}
      {active && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clear}>
          {clearLabel}
        </Button>
      )}
    </Group>
  );
}
