// The table every sortable list draws (the administration's lists, the back office's requests): a
// caption, sortable column headers (a button in the header, `aria-sort` on the column), and a
// horizontal scroll inside its own box so that a phone never scrolls the page sideways.
import { Table, UnstyledButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's order as the API takes it (`sort=field,direction`). */
export interface TableSort<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

export interface TableColumn<T, F extends string = string> {
  key: string;
  header: string;
  /** The API's sort field; absent for a column that cannot be sorted. */
  sortField?: F;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps a short value (a date, a code) on one line. */
  nowrap?: boolean;
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
}

interface SortableTableProps<T, F extends string> {
  caption: string;
  columns: readonly TableColumn<T, F>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort?: TableSort<F> | null;
  onSort?: (sort: TableSort<F>) => void;
  /** The order a column takes when first chosen; ascending unless said otherwise. */
  firstDirection?: (field: F) => TableSort['direction'];
  /** Below this width the table scrolls inside its box. */
  minWidth?: number;
  /**
   * A table with nothing focusable in it (no buttons or links) makes its scroll box focusable,
   * so that a keyboard user can scroll it on a phone (WCAG 2.1.1; axe's scrollable-region-focusable).
   */
  readOnly?: boolean;
}

const ascending = () => 'asc' as const;

function nextSort<F extends string>(
  current: TableSort<F> | null | undefined,
  field: F,
  firstDirection: (field: F) => TableSort['direction'],
): TableSort<F> {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: firstDirection(field) };
}

export function SortableTable<T, F extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  minWidth = 720,
  readOnly = false,
  firstDirection = ascending,
}: SortableTableProps<T, F>) {
  const { t } = useTranslation();
  return (
    // Positioned, so that what is positioned inside (the visually hidden header of an actions
    // column) is clipped by the box too instead of widening the page on a phone.
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      style={{ position: 'relative' }}
      {...(readOnly ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {})}
    >
      <Table highlightOnHover verticalSpacing="sm" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort?.field === column.sortField && column.sortField !== undefined;
              const ariaSort = active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              const SortIcon = !active
                ? IconArrowsSort
                : sort!.direction === 'asc'
                  ? IconArrowUp
                  : IconArrowDown;
              return (
                <Table.Th key={column.key} scope="col" ta={column.align} aria-sort={ariaSort}>
                  {column.hiddenHeader ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : column.sortField && onSort ? (
                    <UnstyledButton
                      onClick={() => onSort(nextSort(sort, column.sortField!, firstDirection))}
                      aria-label={t('lists.sortBy', { column: column.header })}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={700} size="sm">
                          {column.header}
                        </Text>
                        <SortIcon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
