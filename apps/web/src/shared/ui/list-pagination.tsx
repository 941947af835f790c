// The foot of a paged list: how many there are, the page size and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  /** 0-based. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The page sizes offered: those the list's API accepts. */
  sizes: readonly number[];
  /** When given, the pages are a navigation landmark of this name. */
  navLabel?: string;
}

export function ListPagination({
  page,
  size,
  totalElements,
  totalPages,
  onPage,
  onSize,
  sizes,
  navLabel,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = (
    <Pagination
      total={totalPages}
      value={page + 1}
      onChange={(next) => onPage(next - 1)}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': t(`lists.pageControl.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('lists.page', { page: item }) })}
    />
  );
  return (
    // Aligned at the foot, so that the pages line up with the size's box rather than its label.
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('lists.total', { count: totalElements })}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('lists.pageSize')}
          size="xs"
          w={110}
          allowDeselect={false}
          data={sizes.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
        />
        {totalPages > 1 &&
          (navLabel ? (
            <Group component="nav" aria-label={navLabel}>
              {pages}
            </Group>
          ) : (
            pages
          ))}
      </Group>
    </Group>
  );
}
