// /servei: the service department's back office — every customer's service requests, newest
// first unless sorted otherwise, filtered by kind, status, customer, days received and a free
// text, all kept in the address (a reload or a shared link shows the same list); each number
// opens the request's page, where staff move it on and add notes.
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#shared/ui/use-document-title.ts';
import { ListPagination } from '#shared/ui/list-pagination.tsx';
import { useBackOffice } from './back-office/api/fetch-back-office.ts';
import { BackOfficeFilters } from './back-office/components/back-office-filters.tsx';
import { RequestsTable } from './back-office/components/requests-table.tsx';
import { apiQueryOf, hasFilters, PAGE_SIZES } from './back-office/hooks/back-office-url.ts';
import { useBackOfficeUrl } from './back-office/hooks/use-back-office-url.ts';

export function BackOfficePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.service'));
  const [state, update] = useBackOfficeUrl();
  const list = useBackOffice(apiQueryOf(state));
  const data = list.data;

  // A stale address past the last page (a shared link, requests closed meanwhile) shows the last
  // page that has rows instead of an empty list.
  useEffect(() => {
    if (data && data.content.length === 0 && state.page > 0 && data.totalPages > 0) {
      update({ page: data.totalPages - 1 });
    }
  }, [data, state.page, update]);

  let body;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('serviceRequests.backOffice.loadError')}>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('serviceRequests.backOffice.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data.totalElements === 0) {
    body = (
      <Stack align="center" py="xl" gap="xs">
        <IconInbox size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" role="status">
          {t(
            hasFilters(state.filters)
              ? 'serviceRequests.backOffice.emptyFiltered'
              : 'serviceRequests.backOffice.empty',
          )}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <RequestsTable rows={list.data.content} sort={state.sort} onSort={(sort) => update({ sort })} />
        <ListPagination
          page={state.page}
          size={state.size}
          totalElements={list.data.totalElements}
          totalPages={list.data.totalPages}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size })}
          sizes={PAGE_SIZES}
          navLabel={t('serviceRequests.backOffice.pagination')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.service')}</Title>
      <BackOfficeFilters filters={state.filters} update={update} />
      {body}
    </Stack>
  );
}
