// The lists' filters: dates, number, order and (invoices) state; each change lands in the address.
import { INVOICE_STATUSES } from '@portal/domain/erp-documents';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '#shared/ui/day-input.tsx';
import type { useDocumentFilters } from '../hooks/use-document-filters.ts';

type Filters = ReturnType<typeof useDocumentFilters>;

export function DocumentFilters({ list, filters, update, clear }: Filters) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label={t('documents.filters.label')}>
      <DayInput
        label={t('documents.filters.from')}
        value={filters.desde ?? null}
        onChange={(day) => update({ desde: day ?? '' })}
      />
      <DayInput
        label={t('documents.filters.to')}
        value={filters.fins ?? null}
        onChange={(day) => update({ fins: day ?? '' })}
      />
      <TextInput
        label={t('documents.filters.number')}
        defaultValue={filters.numero ?? ''}
        onBlur={(event) => update({ numero: event.currentTarget.value.trim() })}
        onKeyDown={(event) => event.key === 'Enter' && update({ numero: event.currentTarget.value.trim() })}
      />
      <TextInput
        label={t('documents.filters.order')}
        defaultValue={filters.pedido ?? ''}
        onBlur={(event) => update({ pedido: event.currentTarget.value.trim() })}
        onKeyDown={(event) => event.key === 'Enter' && update({ pedido: event.currentTarget.value.trim() })}
      />
      {list === 'invoices' && (
        <Select
          label={t('documents.filters.state')}
          data={[
            { value: '', label: t('documents.filters.allStates') },
            ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`documents.status.${status}`) })),
          ]}
          value={filters.estat ?? ''}
          onChange={(value) => update({ estat: value || null })}
          allowDeselect={false}
        />
      )}
      <Button variant="subtle" onClick={clear}>
        {t('documents.filters.clear')}
      </Button>
    </Group>
  );
}
