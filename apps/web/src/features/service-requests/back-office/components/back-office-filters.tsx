// The back office's filters, each kept in the address: the kind, the status, the customer (its
// code, or part of its name), the days the requests were received between, and a free text (part
// of the number, product code, serial or customer name). Once any is set, one button clears them.
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES } from '@portal/domain/service-requests';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FILTER_KEYS,
  hasFilters,
  type BackOfficeFilters,
  type BackOfficePatch,
} from '../hooks/back-office-url.ts';
import { DayInput } from '#shared/ui/day-input.tsx';
import { DebouncedTextFilter } from './debounced-text-filter.tsx';

const ALL = 'all';

interface BackOfficeFiltersProps {
  filters: BackOfficeFilters;
  update: (patch: BackOfficePatch) => void;
}

export function BackOfficeFilters({ filters, update }: BackOfficeFiltersProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const set = (key: keyof BackOfficeFilters, value: string | null) => update({ filters: { [key]: value } });
  const reversed = filters.desde !== undefined && filters.fins !== undefined && filters.desde > filters.fins;

  return (
    <Group
      role="search"
      aria-label={t('serviceRequests.backOffice.filters')}
      gap="sm"
      align="flex-start"
      wrap="wrap"
    >
      <DebouncedTextFilter
        label={t('serviceRequests.backOffice.search')}
        value={filters.text ?? ''}
        onChange={(text) => set('text', text)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
      />
      <Select
        label={t('serviceRequests.backOffice.kind')}
        data={[
          { value: ALL, label: t('serviceRequests.backOffice.allKinds') },
          ...SERVICE_REQUEST_KINDS.map((kind) => ({
            value: kind,
            label: t(`messages:serviceRequests.kind.${kind}`),
          })),
        ]}
        value={filters.tipus ?? ALL}
        allowDeselect={false}
        onChange={(value) => set('tipus', value === ALL ? null : value)}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('serviceRequests.backOffice.status')}
        data={[
          { value: ALL, label: t('serviceRequests.backOffice.allStatuses') },
          ...SERVICE_REQUEST_STATUSES.map((estat) => ({
            value: estat,
            label: t(`messages:serviceRequests.status.${estat}`),
          })),
        ]}
        value={filters.estat ?? ALL}
        allowDeselect={false}
        onChange={(value) => set('estat', value === ALL ? null : value)}
        w={{ base: '100%', xs: 180 }}
      />
      <DebouncedTextFilter
        label={t('serviceRequests.backOffice.customer')}
        value={filters.client ?? ''}
        onChange={(client) => set('client', client)}
        maxLength={100}
      />
      <DayInput
        label={t('serviceRequests.backOffice.receivedFrom')}
        value={filters.desde ?? null}
        onChange={(day) => set('desde', day ?? '')}
        w={{ base: '100%', xs: 170 }}
      />
      <DayInput
        label={t('serviceRequests.backOffice.receivedTo')}
        value={filters.fins ?? null}
        onChange={(day) => set('fins', day ?? '')}
        error={reversed ? t('serviceRequests.backOffice.reversedDates') : undefined}
        w={{ base: '100%', xs: 170 }}
      />
      {hasFilters(filters) && (
        <Button
          variant="subtle"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => update({ filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) })}
        >
          {t('serviceRequests.backOffice.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
