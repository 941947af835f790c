// The customer a login buys for, picked by typing part of its code or company name (the server
// searches, accents and case ignored); cleared for staff, who belong to no customer.
import type { CustomerSummary } from '@portal/domain/customer-search';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../api/search-customers.ts';

const SEARCH_DEBOUNCE_MS = 250;

export const customerLabel = (customer: CustomerSummary) => `${customer.codigo} · ${customer.razonSocial}`;

interface CustomerSelectProps {
  value?: string | null;
  onChange: (codigo: string | null) => void;
  /** The customer the user already has, so its name shows before any search. */
  current: CustomerSummary | null;
  error?: string | undefined;
  'data-path'?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

export function CustomerSelect({ value, onChange, current, error, ...inputProps }: CustomerSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CustomerSummary | null>(current);
  const selected = picked && picked.codigo === value ? picked : null;
  // Once chosen, the box shows the chosen label; that is no search for a new customer.
  const typed = selected && search === customerLabel(selected) ? '' : search;
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const results = useCustomerSearch(debounced);

  const options = useMemo(() => {
    const found = results.data ?? [];
    const all = selected && !found.some((c) => c.codigo === selected.codigo) ? [selected, ...found] : found;
    return all.map((customer) => ({ value: customer.codigo, label: customerLabel(customer) }));
  }, [results.data, selected]);

  return (
    <Select
      label={t('admin.users.fields.customer')}
      description={t('admin.users.customerHint')}
      placeholder={t('admin.users.customerPlaceholder')}
      searchable
      clearable
      data={options}
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched code or name, accents ignored: show what it answered.
      filter={({ options: all }) => all}
      onChange={(codigo) => {
        setPicked(
          codigo ? ((results.data ?? []).find((c) => c.codigo === codigo) ?? selected ?? null) : null,
        );
        onChange(codigo);
      }}
      nothingFoundMessage={results.isFetching ? t('app.loading') : t('admin.users.customerNothingFound')}
      clearButtonProps={{ 'aria-label': t('admin.users.clearCustomer') }}
      comboboxProps={{ withinPortal: true }}
      error={error}
      {...inputProps}
    />
  );
}
