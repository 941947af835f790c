// /documents: the company's invoices, credit notes and delivery notes (DESIGN §15), filtered by
// dates, number, order and state with the totals of all that match; one PDF or several as a ZIP;
// the list as CSV; an account statement for any range up to 24 months; the credit.
import type { DeliveryNote, Invoice } from '@portal/domain/erp-documents';
import { formatEuros } from '@portal/domain/format';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '#shared/notifications/notify.ts';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import {
  downloadListCsv,
  downloadPdf,
  downloadZip,
  useDeliveryNotes,
  useInvoices,
  type DocumentList,
} from './api/documents-api.ts';
import { CreditSummary } from './components/credit-summary.tsx';
import { DocumentFilters } from './components/document-filters.tsx';
import { DocumentTable } from './components/document-table.tsx';
import { StatementForm } from './components/statement-form.tsx';
import { useDocumentFilters } from './hooks/use-document-filters.ts';

export function DocumentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.documents'));
  const state = useDocumentFilters();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('screens.documents')}</Title>
      <CreditSummary />
      <Tabs
        value={state.list}
        keepMounted={false}
        onChange={(value) => state.update({ llista: value === 'invoices' ? null : value, estat: null })}
      >
        <Tabs.List>
          <Tabs.Tab value="invoices">{t('documents.invoices')}</Tabs.Tab>
          <Tabs.Tab value="delivery-notes">{t('documents.deliveryNotes')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <Stack gap="md">
            <DocumentFilters {...state} />
            <InvoiceList state={state} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="delivery-notes" pt="md">
          <Stack gap="md">
            <DocumentFilters {...state} />
            <DeliveryNoteList state={state} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <StatementForm />
    </Stack>
  );
}

type State = ReturnType<typeof useDocumentFilters>;

function InvoiceList({ state }: { state: State }) {
  const { t } = useTranslation();
  const page = useInvoices(state.filters);
  return (
    <ListBody state={state} query={page} rows={page.data?.content}>
      {page.data && (
        <Text size="sm" aria-live="polite">
          {t('documents.totals', {
            count: page.data.totalElements,
            total: formatEuros(page.data.totals.total),
            pending: formatEuros(page.data.totals.pending),
          })}
        </Text>
      )}
    </ListBody>
  );
}

function DeliveryNoteList({ state }: { state: State }) {
  const { t } = useTranslation();
  const page = useDeliveryNotes(state.filters);
  return (
    <ListBody state={state} query={page} rows={page.data?.content}>
      {page.data && (
        <Text size="sm" aria-live="polite">
          {t('documents.count', { count: page.data.totalElements })}
        </Text>
      )}
    </ListBody>
  );
}

function ListBody({
  state,
  query,
  rows,
  children,
}: {
  state: State;
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { totalPages: number } | undefined;
    refetch: () => unknown;
  };
  rows: (Invoice | DeliveryNote)[] | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [downloading, setDownloading] = useState<string | null>(null);
  const list: DocumentList = state.list;

  const run = async (what: string, action: () => Promise<void>) => {
    setDownloading(what);
    try {
      await action();
    } catch {
      showErrorToast(t('documents.downloadError'));
    } finally {
      setDownloading(null);
    }
  };
  const toggle = (numero: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(numero)) next.delete(numero);
      else next.add(numero);
      return next;
    });

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError || !rows)
    return (
      <Alert color="red" variant="light" title={t('documents.loadError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('ordering.common.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        {children}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconFileZip size={16} aria-hidden />}
            disabled={chosen.size === 0}
            loading={downloading === 'zip'}
            onClick={() => void run('zip', () => downloadZip([...chosen]))}
          >
            {t('documents.zip', { count: chosen.size })}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === 'csv'}
            onClick={() => void run('csv', () => downloadListCsv(list, state.filters))}
          >
            {t('documents.csv')}
          </Button>
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text>{t('documents.empty')}</Text>
      ) : (
        <DocumentTable
          list={list}
          rows={rows}
          chosen={chosen}
          onToggle={toggle}
          downloading={downloading}
          onDownload={(numero) => void run(numero, () => downloadPdf(list, numero))}
        />
      )}
      {(query.data?.totalPages ?? 0) > 1 && (
        <Pagination
          total={query.data!.totalPages}
          value={(state.filters.page ?? 0) + 1}
          onChange={(page) => state.update({ page: page <= 1 ? null : String(page) })}
          getControlProps={(control) => ({ 'aria-label': t(`documents.pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}
