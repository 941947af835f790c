// The foot of the back office's list: how many requests match, the page size and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../hooks/back-office-url.ts';

interface BackOfficePaginationProps {
  /** 0-based. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function BackOfficePagination({
  page,
  size,
  totalElements,
  totalPages,
  onPage,
  onSize,
}: BackOfficePaginationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('serviceRequests.backOffice.total', { count: totalElements })}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('serviceRequests.backOffice.pageSize')}
          size="xs"
          w={110}
          allowDeselect={false}
          data={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
        />
        {totalPages > 1 && (
          <Group component="nav" aria-label={t('serviceRequests.backOffice.pagination')}>
            <Pagination
              total={totalPages}
              value={page + 1}
              onChange={(next) => onPage(next - 1)}
              size="sm"
              siblings={1}
              getControlProps={(control) => ({
                'aria-label': t(`serviceRequests.backOffice.pageControl.${control}`),
              })}
              getItemProps={(item) => ({
                'aria-label': t('serviceRequests.backOffice.page', { page: item }),
                'aria-current': item === page + 1 ? 'page' : undefined,
              })}
            />
          </Group>
        )}
      </Group>
    </Group>
  );
}
