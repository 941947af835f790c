// A paged administration list read from the address: its loading, error and empty states, the
// sortable table and the pagination under it. Sort, page and size are written back through the
// list parameters' update, so every paged screen keeps them in the address the same way.
import type { Page } from '@portal/domain/api';
import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { SortableTable, type TableColumn } from '#shared/ui/sortable-table.tsx';
import { ListPagination } from '#shared/ui/list-pagination.tsx';
import { PAGE_SIZES, type ListParams, type ListParamsPatch } from '../hooks/use-list-params.ts';
import { ListState } from './list-states.tsx';

/** What the list reads of its query (a TanStack Query result fits). */
interface PageQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<T> {
  query: PageQuery<T>;
  list: ListParams;
  update: (patch: ListParamsPatch) => void;
  caption: string;
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** What the empty list says. */
  emptyText: string;
  /** Below this width the table scrolls inside its box. */
  minWidth?: number;
}

export function PagedList<T>({
  query,
  list,
  update,
  caption,
  columns,
  rowKey,
  emptyText,
  minWidth,
}: PagedListProps<T>) {
  // A page emptied by a deletion, or a stale address past the last page, shows the last page
  // that has rows instead of an empty list.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (query.data && query.data.content.length === 0 && list.page > 0 && totalPages > 0) {
      update({ page: totalPages - 1 });
    }
  }, [query.data, list.page, totalPages, update]);

  return (
    <ListState
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={(query.data?.totalElements ?? 0) === 0}
      onRetry={() => void query.refetch()}
      emptyText={emptyText}
    >
      <Stack gap="sm">
        <SortableTable
          caption={caption}
          columns={columns}
          rows={query.data?.content ?? []}
          rowKey={rowKey}
          sort={list.sort}
          onSort={(sort) => update({ sort })}
          minWidth={minWidth}
        />
        <ListPagination
          page={list.page}
          size={list.size}
          totalElements={query.data?.totalElements ?? 0}
          totalPages={totalPages}
          onPage={(next) => update({ page: next })}
          onSize={(size) => update({ size })}
          sizes={PAGE_SIZES}
        />
      </Stack>
    </ListState>
  );
}
