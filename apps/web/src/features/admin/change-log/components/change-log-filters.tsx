// The change log's filters, every one kept in the address: the table, the type of change, who
// made it (the whole user name) and a range of days.
import { CHANGE_LOG_TABLES, CHANGE_TYPES } from '@portal/domain/admin-logs';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/date-range-filter.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListSearch } from '../../components/list-search.tsx';
import type { ListParams, ListParamsPatch } from '../../hooks/use-list-params.ts';
import { useChangeLabels } from './use-change-labels.ts';

const FILTER_KEYS = ['taula', 'tipus', 'usuari', 'desde', 'fins'] as const;
const ALL = 'all';

interface ChangeLogFiltersProps {
  list: ListParams;
  update: (patch: ListParamsPatch) => void;
}

export function ChangeLogFilters({ list, update }: ChangeLogFiltersProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const labels = useChangeLabels();
  const { filters } = list;
  const tables: string[] = [...CHANGE_LOG_TABLES];
  // A table named in the address that the list does not know (written by a later version).
  if (filters.taula && !tables.includes(filters.taula)) tables.push(filters.taula);
  const tableOptions = tables
    .map((taula) => ({ value: taula, label: labels.table(taula) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <FilterBar
      label={t('admin.changeLog.filters')}
      list={list}
      update={update}
      keys={FILTER_KEYS}
      clearLabel={t('admin.changeLog.clearFilters')}
    >
      <Select
        label={t('admin.changeLog.taula')}
        data={[{ value: ALL, label: t('admin.common.all') }, ...tableOptions]}
        value={filters.taula ?? ALL}
        allowDeselect={false}
        onChange={(value) => update({ filters: { taula: value === ALL ? null : value } })}
        w={220}
      />
      <Select
        label={t('admin.changeLog.tipus')}
        data={[
          { value: ALL, label: t('admin.common.all') },
          ...CHANGE_TYPES.map((tipus) => ({ value: tipus, label: labels.type(tipus) })),
        ]}
        value={
          filters.tipus && (CHANGE_TYPES as readonly string[]).includes(filters.tipus) ? filters.tipus : ALL
        }
        allowDeselect={false}
        onChange={(value) => update({ filters: { tipus: value === ALL ? null : value } })}
        w={170}
      />
      <ListSearch
        value={filters.usuari ?? ''}
        onChange={(usuari) => update({ filters: { usuari: usuari.trim() } })}
        label={t('admin.changeLog.usuari')}
      />
      <DateRangeFilter
        desde={filters.desde ?? ''}
        fins={filters.fins ?? ''}
        fromLabel={t('admin.changeLog.from')}
        toLabel={t('admin.changeLog.to')}
        onChange={(range) => update({ filters: range })}
      />
    </FilterBar>
  );
}
