// The foot of a paged list: how many there are, the page size and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../hooks/use-list-params.ts';

interface ListPaginationProps {
  /** 0-based. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function ListPagination({
  page,
  size,
  totalElements,
  totalPages,
  onPage,
  onSize,
}: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('admin.common.total', { count: totalElements })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('admin.common.pageSize')}
          size="xs"
          w={110}
          allowDeselect={false}
          data={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
        />
        {totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={page + 1}
            onChange={(next) => onPage(next - 1)}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t('admin.common.previousPage')
                  : control === 'next'
                    ? t('admin.common.nextPage')
                    : control === 'first'
                      ? t('admin.common.firstPage')
                      : t('admin.common.lastPage'),
            })}
            getItemProps={(item) => ({ 'aria-label': t('admin.common.page', { page: item }) })}
          />
        )}
      </Group>
    </Group>
  );
}
