// The edit and delete buttons at the end of an administration list's rows, each named for its row
// ("Edit GET /productos"), shown only where the screen's actions allow them.
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TableColumn } from './sortable-table.tsx';

/** One of the two buttons: the row's accessible name, and what a click does. */
export interface RowButton<T> {
  label: (row: T) => string;
  onClick: (row: T) => void;
}

/**
 * The column, or null when the user may do neither (the list then has no actions column). Its
 * header is visible by default: the kit's visually hidden one is absolutely positioned and can
 * escape the table's scroll box on a phone, widening the page. `hiddenHeader` keeps it for screen
 * readers only, in a list whose phone layout was checked with it (the parameters').
 */
export function editDeleteColumn<T>(options: {
  header: string;
  edit: RowButton<T> | null;
  remove: RowButton<T> | null;
  hiddenHeader?: boolean;
  size?: 'md' | 'lg';
}): TableColumn<T> | null {
  const { edit, remove } = options;
  if (!edit && !remove) return null;
  const size = options.size ? { size: options.size } : {};
  return {
    key: 'actions',
    header: options.header,
    align: 'right',
    ...(options.hiddenHeader ? { hiddenHeader: true, nowrap: true } : {}),
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {edit && (
          <ActionIcon
            variant="subtle"
            {...size}
            aria-label={edit.label(row)}
            onClick={() => edit.onClick(row)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
        {remove && (
          <ActionIcon
            variant="subtle"
            color="red"
            {...size}
            aria-label={remove.label(row)}
            onClick={() => remove.onClick(row)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    ),
  };
}
