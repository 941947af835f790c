// The mailbox's filters, every one kept in the address: a text, the state, the kind and part of
// the recipient's address.
import { MAIL_KINDS, MAIL_STATES } from '@portal/domain/mailbox';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListSearch } from '../../components/list-search.tsx';
import type { ListParams, ListParamsPatch } from '../../hooks/use-list-params.ts';
import { isMailKind, isMailState } from '../api/fetch-mails.ts';
import { useMailLabels } from '../hooks/use-mail-labels.ts';

const FILTER_KEYS = ['estat', 'tipus', 'destinatari'] as const;
const ALL = 'all';

interface MailboxFiltersProps {
  list: ListParams;
  update: (patch: ListParamsPatch) => void;
}

export function MailboxFilters({ list, update }: MailboxFiltersProps) {
  const { t } = useTranslation();
  const labels = useMailLabels();
  const { filters } = list;
  return (
    <FilterBar
      label={t('mailbox.filters')}
      list={list}
      update={update}
      keys={FILTER_KEYS}
      withText
      clearLabel={t('mailbox.clearFilters')}
    >
      <ListSearch value={list.text} onChange={(text) => update({ text })} label={t('mailbox.searchLabel')} />
      <Select
        label={t('mailbox.state')}
        data={[
          { value: ALL, label: t('mailbox.all') },
          ...MAIL_STATES.map((estat) => ({ value: estat, label: labels.state(estat) })),
        ]}
        value={isMailState(filters.estat) ? filters.estat : ALL}
        allowDeselect={false}
        onChange={(value) => update({ filters: { estat: value === ALL ? null : value } })}
        w={170}
      />
      <Select
        label={t('mailbox.kind')}
        data={[
          { value: ALL, label: t('mailbox.all') },
          ...MAIL_KINDS.map((tipus) => ({ value: tipus, label: labels.kind(tipus) })),
        ]}
        value={isMailKind(filters.tipus) ? filters.tipus : ALL}
        allowDeselect={false}
        onChange={(value) => update({ filters: { tipus: value === ALL ? null : value } })}
        w={{ base: '100%', xs: 260 }}
      />
      <ListSearch
        value={filters.destinatari ?? ''}
        onChange={(destinatari) => update({ filters: { destinatari: destinatari.trim() } })}
        label={t('mailbox.recipient')}
      />
    </FilterBar>
  );
}
