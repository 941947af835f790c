// What the two logs (changes, errors) share: the list waits for a date range that runs forwards
// (a reversed one would only ever be empty, so it says how to fix it instead), and each row ends
// with a button that opens the entry, named for it ("Details of entry 12").
import { Alert, Button } from '@mantine/core';
import type { TableColumn } from '#shared/ui/sortable-table.tsx';
import { PagedList, type PagedListProps } from './paged-list.tsx';

export function LogList<T>({
  reversed,
  fixRange,
  ...list
}: PagedListProps<T> & { reversed: boolean; fixRange: string }) {
  if (reversed) {
    return (
      <Alert color="yellow" variant="light">
        {fixRange}
      </Alert>
    );
  }
  return <PagedList {...list} />;
}

/** The last column: a visually hidden header and the button that opens the row's entry. */
export function detailsColumn<T>(options: {
  header: string;
  text: string;
  label: (row: T) => string;
  open: (row: T) => void;
}): TableColumn<T> {
  return {
    key: 'actions',
    header: options.header,
    hiddenHeader: true,
    align: 'right',
    nowrap: true,
    render: (row) => (
      <Button variant="light" size="xs" onClick={() => options.open(row)} aria-label={options.label(row)}>
        {options.text}
      </Button>
    ),
  };
}
