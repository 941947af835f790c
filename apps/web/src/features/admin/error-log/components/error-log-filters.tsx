// The error log's filters, every one kept in the address: solved or not, a part of the screen or
// of the class, a range of days and a text.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/date-range-filter.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListSearch } from '../../components/list-search.tsx';
import type { ListParams, ListParamsPatch } from '../../hooks/use-list-params.ts';

const FILTER_KEYS = ['resolt', 'pantalla', 'classe', 'desde', 'fins'] as const;

interface ErrorLogFiltersProps {
  list: ListParams;
  update: (patch: ListParamsPatch) => void;
}

export function ErrorLogFilters({ list, update }: ErrorLogFiltersProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const { filters } = list;
  const status = filters.resolt === 'true' || filters.resolt === 'false' ? filters.resolt : 'all';
  return (
    <FilterBar
      label={t('admin.errorLog.filters')}
      list={list}
      update={update}
      keys={FILTER_KEYS}
      withText
      clearLabel={t('admin.errorLog.clearFilters')}
    >
      <ListSearch
        value={list.text}
        onChange={(text) => update({ text })}
        label={t('admin.errorLog.searchLabel')}
      />
      <Select
        label={t('admin.errorLog.status')}
        data={[
          { value: 'all', label: t('admin.errorLog.statusAll') },
          { value: 'false', label: t('admin.errorLog.statusUnsolved') },
          { value: 'true', label: t('admin.errorLog.statusSolved') },
        ]}
        value={status}
        allowDeselect={false}
        onChange={(value) => update({ filters: { resolt: value === 'all' ? null : value } })}
        w={170}
      />
      <ListSearch
        value={filters.pantalla ?? ''}
        onChange={(pantalla) => update({ filters: { pantalla: pantalla.trim() } })}
        label={t('admin.errorLog.pantalla')}
      />
      <ListSearch
        value={filters.classe ?? ''}
        onChange={(classe) => update({ filters: { classe: classe.trim() } })}
        label={t('admin.errorLog.classe')}
      />
      <DateRangeFilter
        desde={filters.desde ?? ''}
        fins={filters.fins ?? ''}
        fromLabel={t('admin.errorLog.from')}
        toLabel={t('admin.errorLog.to')}
        onChange={(range) => update({ filters: range })}
      />
    </FilterBar>
  );
}
